/**
 * The `bookings` table, one row per meeting: this folder is the only code that reads or writes it
 * (meetingReads.ts, meetingWrites.ts, meetingHolds.ts, and the inbox's join in
 * enquiryMeetingSql.ts); the rest of the BFF imports it from here. A booked meeting holds its slot
 * through the unique key on `held_start`; a cancelled one keeps its row with `held_start` NULL
 * (migration 0030).
 */
export * from './enquiryMeetingSql';
export * from './meetingHolds';
export * from './meetingReads';
export * from './meetingWrites';
export * from './advisorMeetings';
