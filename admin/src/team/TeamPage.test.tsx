import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, TeamMember } from '@app/contract/staff';
import { renderAdmin } from '../test/renderAdmin';
import { ADMIN_USER, signedInAs, stubApi } from '../test/stubApi';
import { refused } from '../test/refused';

jest.setTimeout(20_000);

const TOKEN = 'a'.repeat(43);
const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: ADMIN_USER.id,
  username: ADMIN_USER.username,
  role: 'admin',
  status: 'active',
  lastSignInAt: '2026-11-25T09:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const omar = member({ id: 2, username: 'omar', role: 'moderator', lastSignInAt: null });
const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  event: 'sign-in',
  actor: 'jane',
  subject: 'jane',
  detail: null,
  address: '10.0.0.1',
  ...overrides,
});

const teamApi = (members: TeamMember[] = [member(), omar]) => ({
  'GET /api/auth/me': signedInAs('admin'),
  'GET /api/team': { status: 200, body: { members } },
  'GET /api/audit-log': { status: 200, body: { entries: [entry(1)], nextBefore: null } },
});

describe('/admin/team', () => {
  it('shows Access Denied to a moderator and asks nothing of the team calls', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('moderator') });
    await renderAdmin('/admin/team');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.calls('GET /api/team')).toHaveLength(0);
  });

  it('lists members with role, status and last sign-in, and no Deactivate for oneself', async () => {
    stubApi(teamApi());
    await renderAdmin('/admin/team');
    const rows = await screen.findAllByRole('row');
    const omarRow = within(rows.find((row) => within(row).queryByText('omar'))!);
    expect(omarRow.getByRole('combobox', { name: 'Role of omar' })).toHaveValue('moderator');
    expect(omarRow.getByText('active')).toBeInTheDocument();
    expect(omarRow.getByText('Never')).toBeInTheDocument();
    expect(omarRow.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    const janeRow = within(rows.find((row) => within(row).queryByText('jane'))!);
    expect(janeRow.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Staff screens' })).toHaveTextContent(
      'BlogInboxSite contentReportsAvailabilityTeamPrivacyIntegrationsAccount',
    );
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
  });

  it('adds a member and shows their set-password link once', async () => {
    const sara = member({ id: 3, username: 'sara', role: 'moderator', status: 'invited' });
    const api = stubApi({
      ...teamApi(),
      'POST /api/team': {
        status: 201,
        body: { member: sara, link: { token: TOKEN, expiresAt: '2026-11-27T10:00:00.000Z' } },
      },
    });
    await renderAdmin('/admin/team');
    const form = within(await screen.findByRole('form', { name: 'Add a member' }));
    await userEvent.type(form.getByLabelText('Username'), 'sara');
    await userEvent.click(form.getByRole('button', { name: 'Add member' }));

    const link = await screen.findByLabelText('Set-password link for sara');
    expect(link).toHaveValue(`${window.location.origin}/admin/set-password#${TOKEN}`);
    expect(JSON.parse(String(api.calls('POST /api/team')[0]!.body))).toEqual({
      username: 'sara',
      role: 'moderator',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Set-password link for sara')).toBeNull();
  });

  it('says why a username is refused', async () => {
    stubApi({
      ...teamApi(),
      'POST /api/team': { status: 409, body: refused('team.member-exists', { username: 'omar' }) },
    });
    await renderAdmin('/admin/team');
    const form = within(await screen.findByRole('form', { name: 'Add a member' }));
    await userEvent.type(form.getByLabelText('Username'), 'omar');
    await userEvent.click(form.getByRole('button', { name: 'Add member' }));
    expect(await form.findByText('A member named "omar" already exists.')).toBeInTheDocument();
  });

  it('changes a role, and says so when the server refuses (the last admin)', async () => {
    const api = stubApi({
      ...teamApi(),
      'PATCH /api/team/2': { status: 200, body: { member: { ...omar, role: 'admin' } } },
      'PATCH /api/team/1': {
        status: 409,
        body: refused('team.last-admin'),
      },
    });
    await renderAdmin('/admin/team');
    await userEvent.selectOptions(await screen.findByLabelText('Role of omar'), 'admin');
    await waitFor(() => expect(api.calls('PATCH /api/team/2')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('PATCH /api/team/2')[0]!.body))).toEqual({ role: 'admin' });

    await userEvent.selectOptions(screen.getByLabelText('Role of jane'), 'moderator');
    expect(await screen.findByText('Role not changed')).toBeInTheDocument();
    expect(
      screen.getByText('This is the last active admin: make another member an admin first.'),
    ).toBeInTheDocument();
  });

  it('deactivates a member and gives a new link to reset a password', async () => {
    const api = stubApi({
      ...teamApi(),
      'POST /api/team/2/deactivate': {
        status: 200,
        body: { member: { ...omar, status: 'deactivated' } },
      },
      'POST /api/team/2/password-link': {
        status: 200,
        body: { member: omar, link: { token: TOKEN, expiresAt: '2026-11-27T10:00:00.000Z' } },
      },
    });
    await renderAdmin('/admin/team');
    const rows = await screen.findAllByRole('row');
    const omarRow = within(rows.find((row) => within(row).queryByText('omar'))!);
    await userEvent.click(omarRow.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByLabelText('Set-password link for omar')).toBeInTheDocument();
    await userEvent.click(omarRow.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('POST /api/team/2/deactivate')).toHaveLength(1));
    // The list is read again after the change.
    await waitFor(() => expect(api.calls('GET /api/team').length).toBeGreaterThan(1));
  });

  it('names the inbox events of the audit log', async () => {
    stubApi({
      ...teamApi(),
      'GET /api/audit-log': {
        status: 200,
        body: {
          entries: [
            entry(4, { event: 'enquiry-status', subject: 'Sara Khan', detail: 'new → done' }),
            entry(3, { event: 'enquiry-note', subject: 'Sara Khan' }),
            entry(2, { event: 'enquiry-delete', subject: 'Sara Khan' }),
            entry(1, { event: 'inbox-export', subject: null }),
          ],
          nextBefore: null,
        },
      },
    });
    await renderAdmin('/admin/team');
    expect(await screen.findByText("Changed an enquiry's status (new → done)")).toBeInTheDocument();
    expect(screen.getByText('Added a note to an enquiry')).toBeInTheDocument();
    expect(screen.getByText('Deleted an enquiry')).toBeInTheDocument();
    expect(screen.getByText('Exported the inbox')).toBeInTheDocument();
  });

  it('pages through the audit log', async () => {
    const api = stubApi({
      ...teamApi(),
      'GET /api/audit-log': {
        status: 200,
        body: { entries: [entry(9, { event: 'member-add', subject: 'sara' })], nextBefore: 9 },
      },
      'GET /api/audit-log?before=9': {
        status: 200,
        body: { entries: [entry(3, { event: 'sign-in-failed', actor: null })], nextBefore: null },
      },
    });
    await renderAdmin('/admin/team');
    expect(await screen.findByText('Added a member')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Failed sign-in')).toBeInTheDocument();
    expect(api.calls('GET /api/audit-log?before=9')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });
});
