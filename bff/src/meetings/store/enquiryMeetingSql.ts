/**
 * The inbox lists enquiries with their meeting in one statement (it pages by keyset over both),
 * so it takes the join and the meeting's columns from here: `b` is the meeting of enquiry `e`.
 */
export const ENQUIRY_MEETING_SQL = {
  join: (optional: boolean) => `${optional ? 'LEFT ' : ''}JOIN bookings b ON b.id = e.booking_id`,
  columns: `b.id AS meeting_id, b.start_utc AS meeting_start, b.end_utc AS meeting_end,
       b.visitor_tz AS meeting_tz, b.status AS meeting_status,
       b.advisor_id AS meeting_advisor_id, b.assignment_reason AS meeting_assignment,
       (SELECT a.name FROM advisors a WHERE a.id = b.advisor_id) AS meeting_advisor`,
  /** The inbox's meeting filters; upcoming and past are measured against `:now`. */
  filters: {
    upcoming: "b.status = 'booked' AND b.end_utc > :now",
    past: "b.status = 'booked' AND b.end_utc <= :now",
    cancelled: "b.status = 'cancelled'",
  },
} as const;
