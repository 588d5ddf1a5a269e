import type { ComponentType } from 'react';
import { Box, type BoxProps } from 'shared_ui/layout';
import type { LineIconProps } from './lineIcon';

export interface IconTileProps extends BoxProps {
  icon: ComponentType<LineIconProps>;
}

/** The brand-tinted square that holds a card's line icon (service and approach cards). */
export function IconTile({ icon: Icon, ...props }: IconTileProps) {
  return (
    <Box
      display="grid"
      placeItems="center"
      boxSize="12"
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="2xl"
      {...props}
    >
      <Icon />
    </Box>
  );
}
