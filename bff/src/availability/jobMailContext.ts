/**
 * The mail context of the meeting jobs (reminders, released holds), read from the staff's schedule
 * at each round: a zone or cut-off edited in the admin reaches the next reminder on every replica.
 */
import type { Sequelize } from 'sequelize';
import type { MailConfig } from '../mail/config';
import type { BookingConfig } from '../meetings/config';
import type { JobMailContext } from '../meetings/meetingJob';
import { meetingTermsOf } from '../meetings/meetingTerms';
import { seedSchedule } from './seed';
import { readSchedule } from './store';

export function jobMailContext(
  sequelize: Sequelize,
  config: Pick<BookingConfig, 'booking' | 'bookingCaps' | 'meetings'> & { mail: MailConfig },
): () => Promise<JobMailContext> {
  const seed = seedSchedule(config);
  return async () => ({
    mail: config.mail,
    siteUrl: config.meetings.siteUrl,
    ...meetingTermsOf(await readSchedule(sequelize, seed)),
  });
}
