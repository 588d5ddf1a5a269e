import { slugify } from '@app/contract/posts';

export type EditorMode = 'create' | 'edit';

export interface SlugState {
  title: string;
  slug: string;
  /** True once the user typed in the slug field. */
  slugEditedByHand: boolean;
}

/**
 * In create mode the slug follows the slugified title as long as it is empty or still
 * equals the slug of the previous title, and a hand edit stops that (clearing the field by hand
 * lets it follow again). In edit mode the slug is never changed for the user: links to a
 * published post must not break because its title was reworded.
 */
export function slugAfterTitleChange(
  mode: EditorMode,
  state: SlugState,
  nextTitle: string,
): string {
  if (mode === 'edit') return state.slug;
  const following =
    state.slug === '' || (!state.slugEditedByHand && state.slug === slugify(state.title));
  return following ? slugify(nextTitle) : state.slug;
}
