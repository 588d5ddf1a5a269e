import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { deferred, signedInAs, stubApi } from '../test/stubApi';
import { staffList, staffSummary } from '../test/posts';
import { refused } from '../test/refused';

// Dialog and list round trips under a loaded machine can pass jest's 5 s default.
jest.setTimeout(20_000);

const asAdmin = { 'GET /api/auth/me': signedInAs('admin') };

describe('/admin/blog: the blog dashboard', () => {
  it('sends a signed-out visitor to /admin with the "Access Denied" toast', async () => {
    stubApi({});
    await renderAdmin('/admin/blog');

    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText('You must be logged in as an admin to view this page.'),
    ).toBeInTheDocument();
  });

  it('shows Access Denied to a role outside admin and moderator', async () => {
    stubApi({ 'GET /api/auth/me': signedInAs('viewer') });
    await renderAdmin('/admin/blog');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows "Loading your content..." and then the cards', async () => {
    const list = deferred();
    const api = stubApi({ ...asAdmin, 'GET /api/staff/posts': list.handler });
    await renderAdmin('/admin/blog');

    expect(await screen.findByText('Loading your content...')).toBeInTheDocument();
    list.answer({
      status: 200,
      body: staffList([
        staffSummary(),
        staffSummary({ id: 2, slug: 'payroll', title: 'Payroll', updatedAt: 'x' }),
      ]),
    });

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Content Library' })).toBeInTheDocument();
    // Every post is published: the count and the words of the library's brief.
    expect(screen.getByText('2 posts · All published')).toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'VAT in the UAE' })).toBeInTheDocument();
    expect(first.getByText('Updated Mar 5, 2026 by omar · created by jane')).toBeInTheDocument();
    expect(first.getByText('/vat-in-the-uae')).toBeInTheDocument();
    expect(first.getByText('What a startup needs to know.')).toBeInTheDocument();
    expect(first.getByText('VAT')).toBeInTheDocument();
    expect(first.getByText('UAE')).toBeInTheDocument();
    const preview = first.getByRole('link', { name: /Preview/ });
    expect(preview).toHaveAttribute('href', '/blog/vat-in-the-uae');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(within(cards[1]!).getByText(/^Updated Invalid date/)).toBeInTheDocument();
    expect(api.calls('GET /api/staff/posts')[0]).toMatchObject({
      credentials: 'include',
      headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
    });
  });

  it('shows the empty state', async () => {
    stubApi({ ...asAdmin, 'GET /api/staff/posts': { status: 200, body: staffList([]) } });
    await renderAdmin('/admin/blog');

    expect(await screen.findByText('No content yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first post' })).toBeInTheDocument();
  });

  it('shows "Error loading posts" with the message', async () => {
    stubApi({ ...asAdmin, 'GET /api/staff/posts': { status: 500, body: 'down' } });
    await renderAdmin('/admin/blog');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading posts');
    expect(alert).toHaveTextContent('500: Internal Server Error');
  });

  it('keeps the session and says so when logout fails', async () => {
    stubApi({
      ...asAdmin,
      'GET /api/staff/posts': { status: 200, body: staffList([]) },
      'POST /api/logout': { status: 500 },
    });
    await renderAdmin('/admin/blog');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content Library' })).toBeInTheDocument();
  });
});

describe('delete flow: confirm, delete by slug, toast', () => {
  it('confirms, reads "Deleting...", deletes by slug, toasts and refreshes the list', async () => {
    const removal = deferred();
    let listed = [staffSummary(), staffSummary({ id: 2, slug: 'payroll', title: 'Payroll' })];
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/posts': () => ({ status: 200, body: staffList(listed) }),
      'DELETE /api/posts/vat-in-the-uae': removal.handler,
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete "VAT in the UAE"' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "VAT in the UAE"? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Post' }));

    expect(await within(dialog).findByText('Deleting...')).toBeInTheDocument();
    listed = listed.slice(1);
    removal.answer({ status: 200, body: { message: 'Deleted', slug: 'vat-in-the-uae' } });

    expect(await screen.findByText('Blog post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.calls('DELETE /api/posts/vat-in-the-uae')[0]).toMatchObject({
      credentials: 'include',
      headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
    });
  });

  it('cancel deletes nothing', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/posts': { status: 200, body: staffList([staffSummary()]) },
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete "VAT in the UAE"' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/posts/vat-in-the-uae')).toHaveLength(0);
  });

  it('says "Delete Failed" with the server error and keeps the dialog', async () => {
    stubApi({
      ...asAdmin,
      'GET /api/staff/posts': { status: 200, body: staffList([staffSummary()]) },
      'DELETE /api/posts/vat-in-the-uae': { status: 404, body: refused('posts.not-found') },
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete "VAT in the UAE"' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Post' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens the editor once the whole post is read, with its form; a failed read says so', async () => {
    const post = deferred();
    stubApi({
      ...asAdmin,
      'GET /api/staff/posts': { status: 200, body: staffList([staffSummary()]) },
      'GET /api/staff/posts/vat-in-the-uae': post.handler,
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit "VAT in the UAE"' }));
    // No dialog while the post is read: it opens once, already holding the form.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    post.answer({ status: 503, body: refused('service.unavailable') });
    expect(await screen.findByText('Failed to load the post')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service is temporarily unavailable. Please try again in a few seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the library: statuses, counts and the filter', () => {
  const draft = staffSummary({
    id: 2,
    slug: 'payroll',
    title: 'Payroll',
    status: 'draft',
    publishedAt: null,
    createdBy: 'omar',
    updatedBy: 'omar',
  });
  const scheduled = staffSummary({
    id: 3,
    slug: 'cfo',
    title: 'Fractional CFO',
    status: 'scheduled',
    publishAt: '2026-03-01T05:00:00.000Z',
    publishedAt: null,
  });
  const counts = { published: 12, draft: 2, scheduled: 1 };

  it('says the counts in words and badges each card with its status', async () => {
    stubApi({
      ...asAdmin,
      'GET /api/staff/posts': {
        status: 200,
        body: staffList([scheduled, draft, staffSummary()], counts),
      },
    });
    await renderAdmin('/admin/blog');

    expect(await screen.findByText('12 published, 2 drafts, 1 scheduled')).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('article').map((card) => within(card));
    expect(
      first!.getByText('Scheduled · Sunday 1 March 2026 at 09:00 Gulf Standard Time'),
    ).toBeInTheDocument();
    expect(second!.getByText('Draft')).toBeInTheDocument();
    expect(second!.getByText('Updated Mar 5, 2026 by omar')).toBeInTheDocument();
    expect(third!.getByText('Published')).toBeInTheDocument();
    // Only a published post has a public article to open.
    expect(first!.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
    expect(second!.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
    expect(third!.getByRole('link', { name: /Preview/ })).toBeInTheDocument();
  });

  it('filters by status with pressed toggle buttons, asking the server for that status', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/posts': {
        status: 200,
        body: staffList([scheduled, draft, staffSummary()], counts),
      },
      'GET /api/staff/posts?status=draft': { status: 200, body: staffList([draft], counts) },
      'GET /api/staff/posts?status=scheduled': {
        status: 200,
        body: staffList([], { ...counts, scheduled: 0 }),
      },
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();
    const filter = within(await screen.findByRole('group', { name: 'Show posts by status' }));
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(filter.getByRole('button', { name: 'Drafts' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Payroll' })).toBeInTheDocument();
    expect(filter.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'true');
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('GET /api/staff/posts?status=draft')).toHaveLength(1);
    expect(screen.getByText('12 published, 2 drafts, 1 scheduled')).toBeInTheDocument();
    expect(screen.getByLabelText('router path')).toHaveTextContent('/blog');

    await user.click(filter.getByRole('button', { name: 'Scheduled' }));
    expect(await screen.findByText('No scheduled posts')).toBeInTheDocument();
    expect(screen.getByText('12 published, 2 drafts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all posts' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the filter the address names', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/posts?status=draft': { status: 200, body: staffList([draft], counts) },
    });
    await renderAdmin('/admin/blog?status=draft');

    expect(await screen.findByRole('heading', { name: 'Payroll' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('GET /api/staff/posts')).toHaveLength(0);
  });
});
