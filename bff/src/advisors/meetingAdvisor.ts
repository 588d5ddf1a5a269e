/**
 * The advisor of a meeting as its e-mails and calendar events carry them: a second attendee of
 * the invitation's one event, the room link as LOCATION and in the description. Pure, so the
 * meeting mails can import it without pulling in the advisors' storage.
 */
import type { InviteParty } from '../meetings/invite';

export interface MeetingAdvisor {
  name: string;
  email: string;
  roomLink: string | null;
}

/** The invitation fields an advisor adds (none without one). */
export function inviteAdvisor(advisor: MeetingAdvisor | null | undefined): {
  advisor?: InviteParty;
  location?: string;
} {
  if (advisor == null) return {};
  return {
    advisor: { name: advisor.name, email: advisor.email },
    ...(advisor.roomLink === null ? {} : { location: advisor.roomLink }),
  };
}

/** The event's description with the room link after it, when there is one. */
export function withRoomLink(
  description: string,
  advisor: MeetingAdvisor | null | undefined,
): string {
  if (advisor?.roomLink == null) return description;
  return description === '' ? advisor.roomLink : `${description}\n\n${advisor.roomLink}`;
}
