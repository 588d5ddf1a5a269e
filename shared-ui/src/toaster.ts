// Type only: the store itself is fetched by loadToastStore, never bundled with this module.
import type * as ToastStoreModule from './theme/toastStore';

export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './theme/toastRules';

export type NotifyType = 'success' | 'error' | 'info';

export interface Notification {
  title: string;
  description?: string;
  type: NotifyType;
}

/**
 * Whether any toast was asked for yet. The toast region is mounted only then: subscribing it to
 * the store costs a synchronous re-render that no page should pay while it hydrates, and most
 * visits never see a toast.
 */
let toastRequested = false;
const requestListeners = new Set<() => void>();

export function subscribeToastRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function isToastRequested(): boolean {
  return toastRequested;
}

function requestToastRegion(): void {
  if (toastRequested) return;
  toastRequested = true;
  for (const listener of requestListeners) listener();
}

type ToastStore = typeof ToastStoreModule;

let toastStore: Promise<ToastStore> | undefined;

/** The toast store, fetched once; calls made meanwhile resolve in the order they were made. */
function loadToastStore(): Promise<ToastStore> {
  toastStore ??= import('./theme/toastStore');
  return toastStore;
}

/**
 * Shows a toast, replacing the one on screen. The store counts a dismissed toast against `max`
 * until its 1,000,000 ms remove delay ends, so without the explicit remove a second toast would
 * wait in the queue for ~16 minutes; replacing mirrors the original one-toast limit instead.
 */
export function notify({ title, description, type }: Notification): void {
  requestToastRegion();
  loadToastStore().then(
    ({ toaster }) => {
      toaster.remove();
      toaster.create({ title, description, type, closable: true });
    },
    (error: unknown) => console.error('The toast could not be shown', error),
  );
}
