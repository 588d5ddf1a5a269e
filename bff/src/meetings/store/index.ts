/**
 * The `bookings` table, one row per meeting: this folder is the only code that reads or writes it
 * (meetingReads.ts, meetingWrites.ts, meetingHolds.ts, advisorMeetings.ts, what privacy asks in
 * meetingsAmong.ts, the meetings with their inbox entry in meetingsWithEnquiry.ts, and the inbox's
 * join in enquiryMeetingSql.ts); the rest of the BFF imports it from here, and
 * bookingsOwner.test.ts fails on SQL naming the table anywhere else. A booked meeting holds its
 * slot through the unique key on `held_start`; a cancelled one keeps its row with `held_start`
 * NULL (migration 0030).
 */
export * from './enquiryMeetingSql';
export * from './meetingHolds';
export * from './meetingReads';
export * from './meetingWrites';
export * from './advisorMeetings';
export * from './meetingsAmong';
export * from './meetingsWithEnquiry';
