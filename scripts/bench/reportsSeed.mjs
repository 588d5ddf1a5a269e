// The leads report bench's data (scripts/bench/reports.mjs): enquiries spread over five years
// as a marketing site's would be (sources, campaigns, landing pages, services, languages,
// outcomes; about 40% with a meeting, some cancelled), written 1,000 rows per INSERT.
import { randomUUID } from 'node:crypto';
import { DAY, random, seedEnquiries } from './benchSeed.mjs';

const CHANNELS = [
  [null, null, 0.35],
  ['google', 'cpc', 0.15],
  ['google', 'organic', 0.15],
  ['linkedin', 'paid_social', 0.1],
  ['linkedin', 'social', 0.08],
  ['newsletter', 'email', 0.07],
  ['www.zawya.com', 'referral', 0.05],
  ['facebook', 'social', 0.05],
];
const SERVICES = ['Accounting', 'Payroll', 'Budgeting & Forecasting', 'KPI Dashboards', 'Tax'];
const OUTCOMES = [
  ['open', 0.6],
  ['won', 0.15],
  ['lost', 0.15],
  ['not_a_fit', 0.1],
];
const SPAN_DAYS = 5 * 365 - 2;

/** Seeds `rows` enquiries ending at `now`; answers the seconds it took. */
export async function seedLeads(sequelize, now, ROWS, sqlDateTime) {
  const rnd = random(34);
  const share = (list) => {
    let r = rnd();
    return list.find((entry) => (r -= entry[entry.length - 1]) < 0) ?? list[0];
  };
  const at = (date) => sqlDateTime(sequelize, date);
  const insert = {
    columns: `id, received_at, status, name, email, services, message, search_text, booking_id,
      updated_at, source, medium, campaign, landing_path, language, outcome`,
    placeholders: "?, ?, 'new', ?, ?, ?, '', '', ?, ?, ?, ?, ?, ?, ?, ?",
  };
  const { seconds } = await seedEnquiries(
    sequelize,
    { rnd, rows: ROWS, sqlDateTime },
    insert,
    (n, book) => {
      const received = new Date(now.getTime() - ((ROWS - n) / ROWS) * SPAN_DAYS * DAY);
      const [source, medium] = share(CHANNELS);
      const campaign = source !== null && rnd() < 0.5 ? `campaign-${Math.floor(rnd() * 60)}` : null;
      const landing = source === null ? null : `/blog/post-${Math.floor(rnd() * 300)}`;
      const services = SERVICES.filter(() => rnd() < 0.25).join(', ');
      const email = `visitor${n}@client.example`;
      const bookingId = book(() => ({
        received,
        email,
        name: 'Visitor',
        description: '',
        visitorTz: 'Asia/Dubai',
      }));
      return [
        randomUUID(),
        at(received),
        'Visitor',
        email,
        services,
        bookingId,
        at(received),
        source,
        medium,
        campaign,
        landing,
        rnd() < 0.3 ? 'ar' : 'en',
        share(OUTCOMES)[0],
      ];
    },
  );
  return seconds;
}
