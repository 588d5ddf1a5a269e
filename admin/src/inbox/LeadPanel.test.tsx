import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnquiryDetail } from '@app/contract/inbox';
import { renderAdmin } from '../test/renderAdmin';
import { ENQUIRY_ID, enquiryDetail } from '../test/inbox';
import { signedInAs, stubApi, type StubAnswer } from '../test/stubApi';
import { attributionInWords, earlierInWords } from './leadWords';
import { invalid } from '../test/refused';

jest.setTimeout(20_000);

const PATH = `/admin/inbox/${ENQUIRY_ID}`;
const GET = `GET /api/staff/inbox/${ENQUIRY_ID}`;
const OUTCOME = `POST /api/staff/inbox/${ENQUIRY_ID}/outcome`;
const asModerator = { 'GET /api/auth/me': signedInAs('moderator') };
const RECEIVED = '2029-12-20T08:15:00.000Z';

const withLead = (lead: Partial<EnquiryDetail['enquiry']>): EnquiryDetail => {
  const detail = enquiryDetail();
  return { ...detail, enquiry: { ...detail.enquiry, ...lead } };
};

describe('the lead of an enquiry', () => {
  it('says where the visitor came from, the latest visit and the page language', async () => {
    stubApi({
      ...asModerator,
      [GET]: {
        status: 200,
        body: withLead({
          language: 'ar',
          attribution: {
            first: {
              utm_source: 'linkedin',
              utm_medium: 'paid_social',
              utm_campaign: 'vat-ramadan-2027',
              landingPath: '/blog/vat-guide',
              at: '2029-12-17T08:00:00.000Z',
            },
            last: { referrerHost: 'www.google.com', landingPath: '/ar/contact', at: RECEIVED },
          },
        }),
      },
    });
    await renderAdmin(PATH);
    const lead = within(await screen.findByRole('region', { name: 'Lead' }));
    expect(
      lead.getByText(
        'LinkedIn / paid social / vat-ramadan-2027, landed on /blog/vat-guide, first visit 3 days earlier',
      ),
    ).toBeInTheDocument();
    expect(
      lead.getByText('www.google.com / referral, landed on /ar/contact, less than an hour earlier'),
    ).toBeInTheDocument();
    expect(lead.getByText('Arabic')).toBeInTheDocument();
  });

  it('shows a visit without attribution as direct, and odd values only as text', () => {
    expect(attributionInWords(null, RECEIVED)).toBe(
      'Direct or unknown: the visit carried no campaign or referrer',
    );
    expect(attributionInWords({ last: { utm_source: 'partner_x', gclid: 'g' } }, RECEIVED)).toBe(
      'partner_x / paid search',
    );
    expect(earlierInWords('2029-12-20T03:00:00.000Z', RECEIVED)).toBe('5 hours earlier');
    expect(earlierInWords('2029-12-19T08:15:00.000Z', RECEIVED)).toBe('1 day earlier');
  });

  it('sets the outcome with a reason and shows it in the activity', async () => {
    let current = withLead({});
    const api = stubApi({
      ...asModerator,
      [GET]: () => ({ status: 200, body: current }) satisfies StubAnswer,
      [OUTCOME]: () => {
        current = {
          ...withLead({ outcome: 'won', outcomeReason: 'Signed the CFO package' }),
          activity: [
            {
              id: 7,
              at: RECEIVED,
              actor: 'omar',
              kind: 'outcome',
              from: 'open',
              to: 'won',
              reason: 'Signed the CFO package',
            },
          ],
        };
        return { status: 200, body: current };
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome' }), 'Won');
    await user.type(
      screen.getByRole('textbox', { name: 'Outcome reason' }),
      'Signed the CFO package',
    );
    await user.click(screen.getByRole('button', { name: 'Save outcome' }));

    expect(await screen.findByText('omar set the outcome from Open to Won')).toBeInTheDocument();
    expect(screen.getByText('Reason: Signed the CFO package')).toBeInTheDocument();
    expect(screen.getByText('Saved as Won: Signed the CFO package')).toBeInTheDocument();
    const posts = api.calls(OUTCOME);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      outcome: 'won',
      reason: 'Signed the CFO package',
    });
  });

  it('shows the refusal of the reason under its field', async () => {
    stubApi({
      ...asModerator,
      [GET]: { status: 200, body: withLead({}) },
      [OUTCOME]: {
        status: 400,
        body: invalid({ reason: [{ code: 'field.disallowed-character' }] }),
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Outcome' }), 'Lost');
    await user.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Contains a character that is not allowed')).toBeInTheDocument();
  });
});
