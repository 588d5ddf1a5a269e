/**
 * "Erase" for an address: its booked meetings still to come are cancelled first, each with the
 * usual cancellation e-mail (and CANCEL invitation), then everything held for it is erased like
 * the retention run erases, its cancellation mails delivered before they go too (erasers.ts).
 */
import type { Sequelize } from 'sequelize';
import type { ErasureResult } from '@app/contract/privacy';
import { writeTransaction } from '../db/writeTransaction';
import { cancelMeeting, type LifecycleDeps } from '../meetings/lifecycle';
import type { Actor } from '../meetings/history';
import { eraseEnquiries } from './eraseEnquiries';
import { enquiriesOf, upcomingMeetingsOf } from './subject';

/** The erasure's result, or null when nothing is held for `email`. */
export async function eraseSubject(
  deps: LifecycleDeps & { sequelize: Sequelize },
  email: string,
  actor: Actor,
): Promise<ErasureResult | null> {
  const { sequelize, now } = deps;
  const found = await enquiriesOf(sequelize, email);
  if (found.length === 0) return null;
  let cancelledMeetings = 0;
  for (const bookingId of await upcomingMeetingsOf(sequelize, found, now())) {
    const outcome = await cancelMeeting(deps, { bookingId, actor, enforceCutoff: false });
    if (outcome.status === 'cancelled') cancelledMeetings += 1;
  }
  const counts = await writeTransaction(sequelize, async (transaction) => {
    // Read again inside: an enquiry that arrived meanwhile from the address goes too.
    const ids = (await enquiriesOf(sequelize, email, transaction)).map((row) => row.id);
    return eraseEnquiries({ sequelize, transaction, now: now() }, ids);
  });
  return { cancelledMeetings, counts };
}
