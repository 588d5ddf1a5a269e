import type { EarlyActions } from '@app/shared-ui/host/boot/earlyActions';

/**
 * The app's `onLive`: replays, once, what was done before the form was live. Outside React's
 * effect pass, where it is called: the typed text's updates must be committed before the replayed
 * submission reads them, and React holds updates made during that pass back until it ends.
 */
export function replayWhenLive(early: EarlyActions | undefined): () => void {
  let replayed = false;
  return () => {
    if (replayed || !early) return;
    replayed = true;
    queueMicrotask(() => early.replay());
  };
}
