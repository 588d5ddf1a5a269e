import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordLanding } from '../boot/landingTouch';
import { renderRoute } from '../test/renderRoute';
import type * as SlotTime from './slotTime';
import {
  chooseServices,
  CONTACT,
  fillIn,
  installContactApiStub,
  openPanel,
  SCHEDULE,
  SLOT_A,
  submitButton,
  type User,
} from '../test/contactTestKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

function bodyOf(route: string): unknown {
  return api()
    .calls()
    .find((call) => `${call.method} ${call.url.pathname}` === route)?.body;
}

/** A page load as the boot script sees it, before the app is live. */
function land(path: string, referrer: string): void {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  recordLanding(window, new Date('2027-02-17T08:00:00Z'));
}

async function bookSlotA(user: User): Promise<void> {
  const times = await openPanel(user);
  await user.click(within(times).getByRole('button', { name: '3:30 PM' }));
}

describe('the contact form sends where the visit came from', () => {
  beforeEach(() => sessionStorage.clear());

  it('with the booking and the message, as the boot script kept it before the app went live', async () => {
    land('/blog/vat-guide?utm_source=linkedin&utm_medium=paid', 'https://www.linkedin.com/');
    land('/contact', `${window.location.origin}/blog/vat-guide`);
    const touch = {
      utm_source: 'linkedin',
      utm_medium: 'paid',
      referrerHost: 'www.linkedin.com',
      landingPath: '/blog/vat-guide',
      at: '2027-02-17T08:00:00.000Z',
    };
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await chooseServices(user, ['Payroll']);
    await bookSlotA(user);
    await user.click(submitButton());

    expect(await screen.findByText(/meeting scheduled/)).toBeInTheDocument();
    expect(bodyOf(SCHEDULE)).toMatchObject({
      startTime: SLOT_A.start,
      attribution: { first: touch, last: touch },
    });
    expect(bodyOf(CONTACT)).toMatchObject({ attribution: { first: touch, last: touch } });
  });

  it('sends no attribution when the visit had none', async () => {
    land('/contact', '');
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText(/Message sent!/)).toBeInTheDocument();
    expect(bodyOf(CONTACT)).not.toHaveProperty('attribution');
  });
});
