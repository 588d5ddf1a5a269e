import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { EnquiryStatus } from '@app/contract/inbox';
import { sqlDateTime } from '../../src/db/sqlDateTime';
import { searchTextOf } from '../../src/enquiries/search';

/** An enquiry as a test wants it; a meeting makes a `bookings` row to go with it. */
export interface SeedEnquiry {
  receivedAt: Date;
  name?: string;
  email?: string;
  services?: string;
  message?: string;
  status?: EnquiryStatus;
  meeting?: {
    start: Date;
    /** Thirty minutes after the start by default. */
    end?: Date;
    status?: 'booked' | 'cancelled';
    visitorTz?: string | null;
  };
}

const MINUTE = 60_000;

/**
 * Writes enquiries (and their bookings) straight to the tables, many rows per statement, for the
 * tests that need more rows than the routes would take in reasonable time. Returns their ids.
 */
export async function seedEnquiries(
  sequelize: Sequelize,
  enquiries: readonly SeedEnquiry[],
): Promise<string[]> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  const ids: string[] = [];
  for (let from = 0; from < enquiries.length; from += 200) {
    const batch = enquiries.slice(from, from + 200);
    const enquiryValues: unknown[] = [];
    const bookingValues: unknown[] = [];
    for (const seed of batch) {
      const id = randomUUID();
      ids.push(id);
      const name = seed.name ?? 'Jane Doe';
      const email = seed.email ?? 'jane@client.example';
      const message = seed.message ?? '';
      const bookingId = seed.meeting ? randomUUID() : null;
      enquiryValues.push(
        id,
        at(seed.receivedAt),
        seed.status ?? 'new',
        name,
        email,
        seed.services ?? '',
        message,
        searchTextOf({ name, email, message }),
        bookingId,
        at(seed.receivedAt),
      );
      if (seed.meeting && bookingId !== null) {
        const { start, end = new Date(start.getTime() + 30 * MINUTE) } = seed.meeting;
        const cancelled = seed.meeting.status === 'cancelled';
        bookingValues.push(
          bookingId,
          at(start),
          at(end),
          cancelled ? null : at(start),
          email,
          email.toLowerCase(),
          name,
          message,
          seed.meeting.visitorTz === undefined ? 'Europe/London' : seed.meeting.visitorTz,
          cancelled ? 'cancelled' : 'booked',
          at(seed.receivedAt),
          at(seed.receivedAt),
        );
      }
    }
    await sequelize.query(
      `INSERT INTO enquiries
         (id, received_at, status, name, email, services, message, search_text, booking_id,
          updated_at)
       VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      { replacements: enquiryValues, type: QueryTypes.INSERT },
    );
    const meetings = batch.filter((seed) => seed.meeting).length;
    if (meetings > 0) {
      await sequelize.query(
        `INSERT INTO bookings
           (id, start_utc, end_utc, held_start, attendee_email, attendee_key, client_name,
            description, visitor_tz, status, sequence, created_at, updated_at)
         VALUES ${Array.from({ length: meetings }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)').join(', ')}`,
        { replacements: bookingValues, type: QueryTypes.INSERT },
      );
    }
  }
  return ids;
}

/** Empties every table an enquiry touches, and the audit log and rate limits beside them. */
export async function clearInbox(sequelize: Sequelize): Promise<void> {
  for (const table of [
    'enquiries',
    'enquiry_events',
    'bookings',
    'contact_messages',
    'outbox',
    'meeting_links',
    'meeting_history',
    'meeting_reminders',
    'audit_log',
    'rate_limits',
    'lead_counts',
    'lead_count_days',
  ]) {
    await sequelize.query(`DELETE FROM ${table}`);
  }
}
