/**
 * The featured image of the post being edited: the existing image is kept by default;
 * choosing a file replaces it; remove marks it for removal and drops any new file; undo restores
 * the existing image; choosing a file cancels a removal.
 */
export interface FeaturedImageState {
  /** The image the post has on the server, if any. */
  existingUrl: string | null;
  /** A newly chosen file and its local preview URL. */
  file: File | null;
  fileUrl: string | null;
  removeExisting: boolean;
}

export type FeaturedImageAction =
  | { type: 'choose'; file: File; url: string }
  | { type: 'remove' }
  | { type: 'undo' }
  /** The post on the server changed under the editor (a restored revision): start from it. */
  | { type: 'reset'; existingUrl: string | null };

export function initialFeaturedImage(existingUrl: string | null): FeaturedImageState {
  return { existingUrl, file: null, fileUrl: null, removeExisting: false };
}

export function featuredImageReducer(
  state: FeaturedImageState,
  action: FeaturedImageAction,
): FeaturedImageState {
  switch (action.type) {
    case 'choose':
      return { ...state, file: action.file, fileUrl: action.url, removeExisting: false };
    case 'remove':
      return {
        ...state,
        file: null,
        fileUrl: null,
        removeExisting: state.existingUrl !== null,
      };
    case 'undo':
      return { ...state, file: null, fileUrl: null, removeExisting: false };
    case 'reset':
      return initialFeaturedImage(action.existingUrl);
  }
}

/** What the preview shows: the new file, else the kept existing image, else nothing. */
export function featuredImageShown(state: FeaturedImageState): string | null {
  if (state.fileUrl) return state.fileUrl;
  return state.removeExisting ? null : state.existingUrl;
}

/** True when saving would change the post's image. */
export function featuredImageChanged(state: FeaturedImageState): boolean {
  return state.file !== null || state.removeExisting;
}
