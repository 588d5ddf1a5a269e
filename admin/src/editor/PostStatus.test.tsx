import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi, type StubAnswer, type StubHandler } from '../test/stubApi';
import { staffList, staffPost } from '../test/posts';
import { formEntries, jsonBody, openEditorOf } from '../test/editorApi';
import { invalid } from '../test/refused';

jest.mock(
  'shared_ui/ArticleBody',
  () => ({
    __esModule: true,
    default: ({ markdown }: { markdown: string }) => <div>{markdown}</div>,
  }),
  { virtual: true },
);

jest.setTimeout(30_000);

beforeAll(async () => {
  // The first toast loads the kit's toast store: load it before any test's clock starts.
  await import('shared_ui/theme/toastStore');
});

async function openCreate(routes: Record<string, StubHandler | StubAnswer> = {}) {
  const api = stubApi({
    'GET /api/auth/me': signedInAs('moderator'),
    'GET /api/staff/posts': { status: 200, body: staffList([]) },
    ...routes,
  });
  await renderAdmin('/admin/blog');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Post' }));
  await user.type(dialog.getByLabelText(/^Title/), 'Payroll basics');
  await user.type(dialog.getByLabelText(/^Description/), 'A short guide.');
  await user.type(dialog.getByRole('textbox', { name: /^Content/ }), 'Hello');
  return { api, user, dialog };
}

const created = { status: 201, body: staffPost({ slug: 'payroll-basics' }) };

/** Types the picker's date (the date picker's input, once its chunk is in) and sets the time. */
async function pick(picker: ReturnType<typeof within>, date: string, time: string) {
  fireEvent.change(await picker.findByLabelText('Date'), { target: { value: date } });
  fireEvent.change(picker.getByLabelText(/^Time \(.+ Time\)$/), {
    target: { value: time },
  });
}

describe('creating: publish, draft or schedule', () => {
  it('"Create Post" publishes as before: no status is sent', async () => {
    const { api, user, dialog } = await openCreate({ 'POST /api/posts': created });

    await user.click(dialog.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    const entries = formEntries(api.calls('POST /api/posts')[0]!);
    expect(entries.title).toBe('Payroll basics');
    expect(entries.status).toBeUndefined();
    expect(entries.publishAt).toBeUndefined();
  });

  it('"Save draft" sends status=draft', async () => {
    const { api, user, dialog } = await openCreate({
      'POST /api/posts': { ...created, body: staffPost({ status: 'draft' }) },
    });

    await user.click(dialog.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const entries = formEntries(api.calls('POST /api/posts')[0]!);
    expect(entries).toMatchObject({ title: 'Payroll basics', status: 'draft' });
    expect(entries.publishAt).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Schedule..." says the picked Dubai time in words and sends it as an instant', async () => {
    const { api, user, dialog } = await openCreate({
      'POST /api/posts': {
        ...created,
        body: staffPost({ status: 'scheduled', publishAt: '2031-03-02T05:00:00.000Z' }),
      },
    });

    await user.click(dialog.getByRole('button', { name: 'Schedule...' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    await pick(picker, '2026-03-01', '09:00');
    expect(
      picker.getByText('Publishes on Sunday 1 March 2026 at 09:00 Gulf Standard Time'),
    ).toBeInTheDocument();
    await pick(picker, '2031-03-02', '09:00');
    expect(
      picker.getByText('Publishes on Sunday 2 March 2031 at 09:00 Gulf Standard Time'),
    ).toBeInTheDocument();

    await user.click(picker.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Post scheduled')).toBeInTheDocument();
    const entries = formEntries(api.calls('POST /api/posts')[0]!);
    // 09:00 in Dubai (UTC+4) is 05:00 UTC, whatever the zone the suite runs in (TZ=... npx jest).
    expect(entries).toMatchObject({ status: 'scheduled', publishAt: '2031-03-02T05:00:00.000Z' });
  });

  it("picks and says the time on the clock of the BFF's zone (GET /api/settings)", async () => {
    const { api, user, dialog } = await openCreate({
      'GET /api/settings': { status: 200, body: { businessTimeZone: 'America/New_York' } },
      'POST /api/posts': {
        ...created,
        body: staffPost({ status: 'scheduled', publishAt: '2031-03-03T14:00:00.000Z' }),
      },
    });

    await user.click(dialog.getByRole('button', { name: 'Schedule...' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    // The picker names the zone in force, not the one a fresh install starts with.
    expect(
      picker.getByText(/^Times are in Eastern (Standard|Daylight) Time \(New York\)/),
    ).toBeInTheDocument();
    await pick(picker, '2031-03-03', '09:00');
    expect(
      picker.getByText('Publishes on Monday 3 March 2031 at 09:00 Eastern Standard Time'),
    ).toBeInTheDocument();
    await user.click(picker.getByRole('button', { name: 'Schedule' }));

    expect(
      await screen.findByText('Publishes on Monday 3 March 2031 at 09:00 Eastern Standard Time'),
    ).toBeInTheDocument();
    // 09:00 in New York in winter (UTC-5) is 14:00 UTC.
    const entries = formEntries(api.calls('POST /api/posts')[0]!);
    expect(entries).toMatchObject({ status: 'scheduled', publishAt: '2031-03-03T14:00:00.000Z' });
  });

  it("shows the server's word on the publish time under the picker, and keeps it open", async () => {
    const { user, dialog } = await openCreate({
      'POST /api/posts': {
        status: 400,
        body: invalid({ publishAt: [{ code: 'posts.publish-at-past' }] }),
      },
    });

    await user.click(dialog.getByRole('button', { name: 'Schedule...' }));
    const element = await screen.findByRole('dialog', { name: 'Schedule post' });
    const picker = within(element);
    await pick(picker, '2031-03-02', '09:00');
    await user.click(picker.getByRole('button', { name: 'Schedule' }));

    expect(await picker.findByRole('alert')).toHaveTextContent(
      'Publish time must be in the future',
    );
    expect(await picker.findByLabelText('Date')).toHaveAccessibleDescription(
      /Publish time must be in the future/,
    );
    expect(element).toBeInTheDocument();
  });

  it('asks for a date and a time before sending anything', async () => {
    const { api, user, dialog } = await openCreate();

    await user.click(dialog.getByRole('button', { name: 'Schedule...' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    await pick(picker, '', '09:00');
    expect(picker.getByText('Choose a date and a time.')).toBeInTheDocument();
    await user.click(picker.getByRole('button', { name: 'Schedule' }));

    expect(picker.getByRole('alert')).toHaveTextContent('Publish time must be a date and time');
    expect(api.calls('POST /api/posts')).toHaveLength(0);
  });
});

describe('editing: the actions of each status', () => {
  const draft = staffPost({
    slug: 'payroll',
    title: 'Payroll',
    status: 'draft',
    publishedAt: null,
  });
  const scheduled = staffPost({
    slug: 'cfo',
    title: 'Fractional CFO',
    status: 'scheduled',
    publishAt: '2026-03-01T05:00:00.000Z',
    publishedAt: null,
  });

  it('a draft: Publish, Save draft, Schedule...; an unedited publish is a status change', async () => {
    const { api, user, dialog } = await openEditorOf(draft, {
      'POST /api/staff/posts/payroll/status': {
        status: 200,
        body: { ...draft, status: 'published' },
      },
    });

    expect(dialog.getByRole('group', { name: 'Status' })).toHaveTextContent('Draft');
    expect(dialog.getByText(/Created by jane · Last saved .* by omar/)).toBeInTheDocument();
    for (const name of ['Publish', 'Save draft', 'Schedule...']) {
      expect(dialog.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(dialog.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(jsonBody(api.calls('POST /api/staff/posts/payroll/status')[0]!)).toEqual({
      status: 'published',
    });
  });

  it('a draft with edits: Publish saves them with status=published, Save draft keeps the status', async () => {
    const { api, user, dialog } = await openEditorOf(draft, {
      'PUT /api/posts/payroll': { status: 200, body: draft },
    });
    await user.type(dialog.getByLabelText(/^Title/), ' 2026');

    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.calls('PUT /api/posts/payroll')).toHaveLength(1));
    const kept = formEntries(api.calls('PUT /api/posts/payroll')[0]!);
    expect(kept.title).toBe('Payroll 2026');
    expect(kept.status).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Edit "Payroll"' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Post' }));
    await user.type(await again.findByLabelText(/^Title/), '!');
    await user.click(again.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('PUT /api/posts/payroll')).toHaveLength(2));
    expect(formEntries(api.calls('PUT /api/posts/payroll')[1]!)).toMatchObject({
      title: 'Payroll!',
      status: 'published',
    });
    expect(api.calls('POST /api/staff/posts/payroll/status')).toHaveLength(0);
  });

  it('a scheduled post: its time in words, Publish now, Reschedule..., Save, Unpublish to draft', async () => {
    const { api, user, dialog } = await openEditorOf(scheduled, {
      'POST /api/staff/posts/cfo/status': {
        status: 200,
        body: { ...scheduled, status: 'draft', publishAt: null },
      },
    });

    expect(dialog.getByRole('group', { name: 'Status' })).toHaveTextContent(
      'Publishes on Sunday 1 March 2026 at 09:00 Gulf Standard Time.',
    );
    for (const name of ['Publish now', 'Reschedule...', 'Save (stays scheduled)']) {
      expect(dialog.getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(dialog.getByRole('button', { name: 'Reschedule...' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Reschedule post' }));
    // The current time, on Dubai's clock, not this device's.
    expect(await picker.findByLabelText('Date')).toHaveValue('2026-03-01');
    expect(picker.getByLabelText('Time (Gulf Standard Time)')).toHaveValue('09:00');
    await user.click(picker.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reschedule post' })).not.toBeInTheDocument(),
    );

    await user.click(dialog.getByRole('button', { name: 'Unpublish to draft' }));

    expect(await screen.findByText('Post moved to drafts')).toBeInTheDocument();
    expect(jsonBody(api.calls('POST /api/staff/posts/cfo/status')[0]!)).toEqual({
      status: 'draft',
    });
  });

  it('a published post: Update Post and Unpublish, and no preview links', async () => {
    const { api, user, dialog } = await openEditorOf(staffPost(), {
      'POST /api/staff/posts/vat-in-the-uae/status': {
        status: 200,
        body: staffPost({ status: 'draft' }),
      },
    });

    expect(dialog.getByRole('group', { name: 'Status' })).toHaveTextContent('Published');
    expect(dialog.getByRole('button', { name: 'Update Post' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(await dialog.findByRole('heading', { name: 'Revisions' })).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Preview links' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Post moved to drafts')).toBeInTheDocument();
    expect(jsonBody(api.calls('POST /api/staff/posts/vat-in-the-uae/status')[0]!)).toEqual({
      status: 'draft',
    });
    expect(api.calls('GET /api/staff/posts/vat-in-the-uae/previews')).toHaveLength(0);
  });
});
