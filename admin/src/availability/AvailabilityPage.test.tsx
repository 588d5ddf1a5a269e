import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityResponse, AvailabilitySchedule } from '@app/contract/availability';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';
import { invalid } from '../test/refused';

jest.setTimeout(20_000);

const day = [{ start: '09:00', end: '18:00' }];
const SCHEDULE: AvailabilitySchedule = {
  timeZone: 'Asia/Dubai',
  weekly: [day, day, day, day, day, day, []],
  closures: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      from: '2026-03-20',
      to: '2026-03-22',
      hours: null,
      labelEn: 'Eid al-Fitr',
      labelAr: 'عيد الفطر',
      estimated: true,
    },
  ],
  rules: {
    meetingMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    slotStepMinutes: 30,
    minNotice: { unit: 'hours', amount: 2 },
    maxDaysAhead: 60,
    caps: { upcomingPerEmail: 2, perAddressPerDay: 3, perDay: 20 },
    changeCutoffHours: 12,
  },
};
const answer = (schedule = SCHEDULE): AvailabilityResponse => ({
  schedule,
  coveredMeetings: {
    '11111111-1111-4111-8111-111111111111': [
      {
        id: 'b1',
        start: '2026-03-21T06:00:00.000Z',
        clientName: 'Jane Doe',
        enquiryId: 'e1',
      },
    ],
  },
});
const NEXT_DAYS = {
  days: [
    { date: '2026-03-19', freeSlots: 12, reason: null, closure: null },
    {
      date: '2026-03-20',
      freeSlots: 0,
      reason: 'closed',
      closure: { labelEn: 'Eid al-Fitr', labelAr: 'عيد الفطر', estimated: true },
    },
    { date: '2026-03-22', freeSlots: 0, reason: 'day-off', closure: null },
  ],
};
const availabilityApi = (role: string) => ({
  'GET /api/auth/me': signedInAs(role),
  'GET /api/staff/availability': { status: 200, body: answer() },
  'GET /api/staff/availability/next-days': { status: 200, body: NEXT_DAYS },
});

describe('/admin/availability', () => {
  it('lets a moderator read the hours, closures and next days, and change nothing', async () => {
    stubApi(availabilityApi('moderator'));
    await renderAdmin('/admin/availability');
    expect(await screen.findByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
    const hours = within(screen.getByRole('form', { name: 'Business hours' }));
    expect(hours.getByText('Day off')).toBeInTheDocument();
    expect(hours.getByLabelText('Monday interval 1 start')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a closure' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move a day later' })).toBeNull();
    expect(screen.getByRole('link', { name: /Jane Doe/ })).toHaveAttribute(
      'href',
      '/admin/inbox/e1',
    );
    expect(await screen.findByText(': Closed: Eid al-Fitr (estimated)')).toBeInTheDocument();
    expect(screen.getByText(': Day off')).toBeInTheDocument();
    expect(screen.getByText(': 12 free slots')).toBeInTheDocument();
  });

  it('lets an admin add a closure, and shows a refusal beside its field', async () => {
    let refuse = true;
    const api = stubApi({
      ...availabilityApi('admin'),
      'POST /api/staff/availability/closures': () =>
        refuse
          ? {
              status: 400,
              body: invalid({ to: [{ code: 'availability.closure-reversed' }] }),
            }
          : { status: 201, body: answer() },
    });
    await renderAdmin('/admin/availability');
    const form = within(await screen.findByRole('form', { name: 'Add a closure' }));
    await userEvent.type(form.getByLabelText('First day'), '2026-12-02');
    await userEvent.type(form.getByLabelText('Last day'), '2026-12-01');
    await userEvent.type(form.getByLabelText('Label (English)'), 'Retreat');
    await userEvent.type(form.getByLabelText('Label (Arabic)'), 'رحلة');
    await userEvent.click(form.getByRole('button', { name: 'Add closure' }));
    expect(await form.findByText('A closure cannot end before it starts')).toBeInTheDocument();
    refuse = false;
    await userEvent.clear(form.getByLabelText('Last day'));
    await userEvent.type(form.getByLabelText('Last day'), '2026-12-03');
    await userEvent.click(form.getByRole('button', { name: 'Add closure' }));
    const sent = api
      .calls('POST /api/staff/availability/closures')
      .map((c) => JSON.parse(String(c.body)));
    expect(sent[1]).toEqual({
      from: '2026-12-02',
      to: '2026-12-03',
      hours: null,
      labelEn: 'Retreat',
      labelAr: 'رحلة',
      estimated: false,
    });
  });

  it("moves an estimated holiday a day later and adds a country's holidays", async () => {
    const api = stubApi({
      ...availabilityApi('admin'),
      'POST /api/staff/availability/closures/11111111-1111-4111-8111-111111111111/shift': {
        status: 200,
        body: answer(),
      },
      'POST /api/staff/availability/holidays': { status: 200, body: answer() },
    });
    await renderAdmin('/admin/availability');
    await userEvent.click(await screen.findByRole('button', { name: 'Move a day later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Saudi public holidays' }));
    expect(await screen.findByText('Holidays added to the closures.')).toBeInTheDocument();
    const shift = api.calls(
      'POST /api/staff/availability/closures/11111111-1111-4111-8111-111111111111/shift',
    );
    expect(JSON.parse(String(shift[0]!.body))).toEqual({ days: 1 });
    const holidays = api.calls('POST /api/staff/availability/holidays');
    expect(JSON.parse(String(holidays[0]!.body))).toEqual({
      country: 'SA',
      year: new Date().getFullYear(),
    });
  });
});
