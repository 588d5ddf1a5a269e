import { SERVICES } from './services';

/**
 * Spec 4: which item a carousel modal shows. `null` is "no selection" (closed); otherwise an
 * index into the items. Next wraps from the last to the first, Previous from the first to the
 * last; close clears the selection.
 */
export type ModalSelection = number | null;

export type ModalAction =
  { type: 'open'; index: number } | { type: 'next' } | { type: 'previous' } | { type: 'close' };

/** The reducer for a carousel of `count` items. */
export function modalSelectionReducer(count: number) {
  const wrap = (index: number) => ((index % count) + count) % count;
  return (state: ModalSelection, action: ModalAction): ModalSelection => {
    switch (action.type) {
      case 'open':
        return action.index >= 0 && action.index < count ? action.index : state;
      case 'next':
        return state === null ? null : wrap(state + 1);
      case 'previous':
        return state === null ? null : wrap(state - 1);
      case 'close':
        return null;
    }
  };
}

/** Spec 4 service modal: no selection or a service index 0 to 5. */
export const serviceModalReducer = modalSelectionReducer(SERVICES.length);
