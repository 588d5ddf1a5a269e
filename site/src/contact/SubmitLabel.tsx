import { chakra } from 'shared_ui/layout';
import { BOOK_MEETING_FIELD } from './SchedulingPanel';

/** The attribute holding the label the button must read once the meeting box is ticked. */
export const WHEN_MEETING_TICKED = 'data-when-meeting-ticked';

const TICKED = `form:has(input[name="${BOOK_MEETING_FIELD}"]:checked)`;

export interface SubmitLabelProps {
  /** The label for the form's state as React knows it. */
  label: string;
  /**
   * The label for a ticked meeting box, while React does not know of the tick: the browser
   * ticks the box before the page is live (and React adopts it an effect later), so CSS reads
   * the box and shows this text from the frame of the tap.
   */
  whenMeetingTicked?: string;
}

/**
 * The submit button's words. The spec's label follows the meeting box, which is a native control:
 * before hydration only CSS can follow it, so the server writes both texts and `:has()` picks.
 * Generated content is part of the button's accessible name, so a screen reader hears the same.
 */
export function SubmitLabel({ label, whenMeetingTicked }: SubmitLabelProps) {
  if (whenMeetingTicked === undefined) return <span>{label}</span>;
  return (
    <chakra.span
      {...{ [WHEN_MEETING_TICKED]: whenMeetingTicked }}
      css={{
        [`${TICKED} & > span`]: { display: 'none' },
        [`${TICKED} &::after`]: { content: `attr(${WHEN_MEETING_TICKED})` },
      }}
    >
      <span>{label}</span>
    </chakra.span>
  );
}
