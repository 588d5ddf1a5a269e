import { LineIcon as KitLineIcon, type LineIconProps } from 'shared_ui/LineIcon';

export type { LineIconProps };

/** The kit's line icon with the site's lighter stroke, for the marketing sections' icons. */
export function LineIcon(props: LineIconProps) {
  return <KitLineIcon strokeWidth="1.75" {...props} />;
}
