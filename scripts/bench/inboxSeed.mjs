// The staff inbox bench's data (scripts/bench/inbox.mjs): enquiries over two years, about 40% with
// a meeting, the statuses spread, names Latin and Arabic, written 1,000 rows per INSERT.
import { randomUUID } from 'node:crypto';
import { DAY, random, seedEnquiries } from './benchSeed.mjs';

const FIRST = [
  'Layla',
  'Omar',
  'Sara',
  'Yusuf',
  'Mariam',
  'Khalid',
  'Noor',
  'James',
  'Priya',
  'Chen',
  'Fatima',
  'Ahmed',
  'Hana',
  'Daniel',
  'Aisha',
  'Zoë',
  'ليلى',
  'عمر',
  'مريم',
  'خالد',
];
const LAST = [
  'Nasser',
  'Haddad',
  'Al-Hassan',
  'Khan',
  'Rahman',
  'Smith',
  'Patel',
  'Wong',
  'Saleh',
  'Farouk',
  'Mansour',
  'Okafor',
  'ناصر',
  'حداد',
  'الحسن',
  'منصور',
];
const SERVICES = [
  'Accounting',
  'Payables & Receivables',
  'Payroll',
  'Budgeting & Forecasting',
  'KPI Dashboards',
  'Employee Equity',
  'Fundraising Support',
];
const WORDS = (
  'we are a growing startup in dubai and riyadh looking for help with our monthly ' +
  'payroll bookkeeping vat returns and investor reporting please call us next week about ' +
  'pricing for the accelerator package our team is forty people across two entities'
).split(' ');
const STATUSES = [
  ['new', 0.2],
  ['in_progress', 0.15],
  ['done', 0.55],
  ['spam', 0.1],
];
const TIME_ZONES = ['Asia/Dubai', 'Asia/Riyadh', 'Europe/London', 'America/New_York', null];

const SPAN_DAYS = 730;

/** Seeds `ROWS` enquiries ending at `now`; answers how many got a meeting and the seconds taken. */
export function seedInbox(sequelize, now, ROWS, { sqlDateTime, searchTextOf }) {
  const rnd = random(42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const at = (date) => sqlDateTime(sequelize, date);
  const insert = {
    columns: `id, received_at, status, name, email, services, message, search_text, booking_id,
      updated_at`,
    placeholders: '?, ?, ?, ?, ?, ?, ?, ?, ?, ?',
  };
  return seedEnquiries(sequelize, { rnd, rows: ROWS, sqlDateTime }, insert, (n, book) => {
    // Newest last: row n arrived (ROWS - n) steps back over two years.
    const received = new Date(
      now.getTime() - ((ROWS - n) / ROWS) * SPAN_DAYS * DAY - rnd() * 60_000,
    );
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `${name.replace(/[^a-z]/gi, '').toLowerCase() || 'visitor'}${n}@client.example`;
    const message =
      rnd() < 0.3
        ? ''
        : Array.from({ length: 10 + Math.floor(rnd() * 40) }, () => pick(WORDS)).join(' ');
    const services = SERVICES.filter(() => rnd() < 0.25).join(', ');
    let r = rnd();
    const status = STATUSES.find(([, share]) => (r -= share) < 0)?.[0] ?? 'done';
    const id = randomUUID();
    const bookingId = book(() => ({
      received,
      email,
      name,
      description: message,
      visitorTz: pick(TIME_ZONES),
    }));
    return [
      id,
      at(received),
      status,
      name,
      email,
      services,
      message,
      searchTextOf({ name, email, message }),
      bookingId,
      at(received),
    ];
  });
}
