import { useEffect, useRef } from 'react';
import { Alert } from 'shared_ui/feedback';

/** The outcome of a step the visitor took: what happened, or why it did not. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The outcome of a cancel or a move, where the button the visitor pressed was (that button is
 * often gone with the state it belonged to): it takes the focus, so a screen reader reads it and
 * the keyboard goes on from there.
 */
export function MeetingNotice({ notice }: { notice: Notice }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [notice]);
  return (
    <Alert.Root
      ref={box}
      tabIndex={-1}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      status={notice.kind}
      borderRadius="l3"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}
