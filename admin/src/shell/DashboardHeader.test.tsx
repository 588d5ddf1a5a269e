import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_SUMMARY_REFRESH_MS } from '@app/contract/queries';
import { renderAdmin } from '../test/renderAdmin';
import { inboxPage } from '../test/inbox';
import { signedInAs, stubApi, type StubAnswer } from '../test/stubApi';

jest.setTimeout(20_000);

const inboxApi = (role: string, summary: StubAnswer) => ({
  'GET /api/auth/me': signedInAs(role),
  'GET /api/staff/inbox': { status: 200, body: inboxPage([]) },
  'GET /api/staff/inbox/summary': summary,
});
const nav = () => within(screen.getByRole('navigation', { name: 'Staff screens' }));

describe('the staff header', () => {
  it('links Blog, Inbox, Team and Account, and counts the new enquiries in the Inbox link', async () => {
    stubApi(inboxApi('admin', { status: 200, body: { newCount: 3 } }));
    await renderAdmin('/admin/inbox');
    const inbox = await nav().findByRole('link', { name: 'Inbox' });
    await waitFor(() => expect(inbox).toHaveAccessibleDescription('3 new enquiries'));
    expect(inbox).toHaveAttribute('href', '/admin/inbox');
    expect(inbox).toHaveAttribute('aria-current', 'page');
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Blog',
      'Inbox3',
      'Site content',
      'Reports',
      'Availability',
      'Team',
      'Privacy',
      'Integrations',
      'Account',
    ]);
    expect(within(inbox).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "1 new enquiry" to a moderator, who has no Team link', async () => {
    stubApi(inboxApi('moderator', { status: 200, body: { newCount: 1 } }));
    await renderAdmin('/admin/inbox');
    const inbox = await nav().findByRole('link', { name: 'Inbox' });
    await waitFor(() => expect(inbox).toHaveAccessibleDescription('1 new enquiry'));
    expect(nav().queryByRole('link', { name: 'Team' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Integrations' })).toBeNull();
  });

  it('shows no count when there are no new enquiries', async () => {
    const api = stubApi(inboxApi('admin', { status: 200, body: { newCount: 0 } }));
    await renderAdmin('/admin/inbox');
    await waitFor(() => expect(api.calls('GET /api/staff/inbox/summary')).toHaveLength(1));
    expect(nav().getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('navigation', { name: 'Staff screens' })).toHaveTextContent(
      'BlogInboxSite contentReportsAvailabilityTeamPrivacyIntegrationsAccount',
    );
  });

  it('shows no count when it could not be read', async () => {
    const api = stubApi(inboxApi('admin', { status: 500, body: 'down' }));
    await renderAdmin('/admin/inbox');
    await waitFor(() => expect(api.calls('GET /api/staff/inbox/summary')).toHaveLength(1));
    expect(await screen.findByText('0 enquiries')).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('navigation', { name: 'Staff screens' })).toHaveTextContent(
      'BlogInboxSite contentReportsAvailabilityTeamPrivacyIntegrationsAccount',
    );
  });

  it('asks the count again every INBOX_SUMMARY_REFRESH_MS', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let count = 2;
      stubApi({
        ...inboxApi('admin', { status: 200, body: { newCount: 2 } }),
        'GET /api/staff/inbox/summary': () => ({ status: 200, body: { newCount: count } }),
      });
      await renderAdmin('/admin/inbox');
      const inbox = await nav().findByRole('link', { name: 'Inbox' });
      await waitFor(() => expect(inbox).toHaveAccessibleDescription('2 new enquiries'));
      count = 5;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(INBOX_SUMMARY_REFRESH_MS);
      });
      await waitFor(() => expect(inbox).toHaveAccessibleDescription('5 new enquiries'));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the staff header on a phone', () => {
  it('opens a menu with the same screens, who is signed in and Logout, and closes it on a link', async () => {
    stubApi(inboxApi('admin', { status: 200, body: { newCount: 2 } }));
    await renderAdmin('/admin/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('open');
    const links = within(within(menu).getByRole('navigation', { name: 'Staff menu' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/blog',
      '/admin/inbox',
      '/admin/site',
      '/admin/reports',
      '/admin/availability',
      '/admin/team',
      '/admin/privacy',
      '/admin/integrations',
      '/admin/account',
    ]);
    await waitFor(() =>
      expect(links.getByRole('link', { name: 'Inbox' })).toHaveAccessibleDescription(
        '2 new enquiries',
      ),
    );
    expect(within(menu).getByText(/Signed in as/)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(links.getByRole('link', { name: 'Account' }));
    expect(menu).not.toHaveAttribute('open');
  });
});
