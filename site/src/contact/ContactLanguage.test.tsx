import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { errorText } from '@app/contract/errorCodes';
import { SiteApp } from '../app/SiteApp';
import { routes } from '../app/routes';
import { ar } from '../i18n/messages/ar';
import type * as SlotTime from './slotTime';
import { CONTACT, installContactApiStub, SCHEDULE } from '../test/contactTestKit';
import { withSiteContent } from '../test/siteContentKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

/** The contact page rendered in Arabic, as the /ar route will render it. */
async function renderArabicContact(): Promise<void> {
  const router = createMemoryRouter(routes, { initialEntries: ['/contact'] });
  render(
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://example.test' }}
      language={{ locale: 'ar', messages: ar }}
    >
      <RouterProvider router={router} />
    </SiteApp>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

const bodyOf = (route: string): unknown =>
  api()
    .calls()
    .find((call) => `${call.method} ${call.url.pathname}` === route)?.body;

async function fillInAndBook(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  for (const [label, text] of [
    [ar['contact.name'], 'ليلى ناصر'],
    [ar['contact.email'], 'layla@example.com'],
    [ar['contact.message'], 'نحتاج إلى مدير مالي.'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('checkbox', { name: ar['contact.bookMeeting'] }));
  const times = await screen.findByRole(
    'group',
    { name: ar['booking.times'] },
    { timeout: 10_000 },
  );
  await user.click(within(times).getAllByRole('button')[0]!);
  await user.click(
    screen.getByRole('button', { name: new RegExp(`^${ar['contact.submit.withMeeting']}`) }),
  );
}

describe('the contact form on an Arabic page', () => {
  it("sends the page's language with the booking and with the message", async () => {
    const user = userEvent.setup();
    await renderArabicContact();
    await fillInAndBook(user);

    expect(await screen.findByText(ar['contact.toast.sentWithMeeting'])).toBeInTheDocument();
    expect(bodyOf(SCHEDULE)).toMatchObject({ language: 'ar', clientName: 'ليلى ناصر' });
    expect(bodyOf(CONTACT)).toMatchObject({ language: 'ar', name: 'ليلى ناصر' });
  });

  it('tells a refused booking in Arabic', async () => {
    api().on(SCHEDULE, {
      status: 429,
      body: { error: errorText('booking.cap-per-day'), code: 'booking.cap-per-day' },
    });
    const user = userEvent.setup();
    await renderArabicContact();
    await fillInAndBook(user);

    expect(await screen.findByText(ar['api.capPerDay'])).toBeInTheDocument();
    expect(screen.getByText(ar['contact.toast.bookingRefusedTitle'])).toBeInTheDocument();
    expect(screen.queryByText(errorText('booking.cap-per-day'))).not.toBeInTheDocument();
  });
});
