import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { deferred, signedInAs, stubApi, type StubHandler } from '../test/stubApi';
import { staffList, staffPost, staffSummary } from '../test/posts';
import { invalid, refused } from '../test/refused';

// The kit's renderer is its own module with its own tests; here it only has to show what it got.
jest.mock(
  'shared_ui/ArticleBody',
  () => ({
    __esModule: true,
    default: ({
      markdown,
      resolveImageSrc,
    }: {
      markdown: string;
      resolveImageSrc?: (src: string) => string | undefined;
    }) => (
      <div data-testid="article-body" data-image={resolveImageSrc?.('content-image://0') ?? ''}>
        {markdown}
      </div>
    ),
  }),
  { virtual: true },
);

// Typing into a dialog this size through user-event takes a few seconds per test.
jest.setTimeout(30_000);

let urlCount = 0;
beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => `blob:local/${++urlCount}`);
  URL.revokeObjectURL = jest.fn();
});

const png = (name: string, bytes = 10) =>
  new File(['x'.repeat(bytes)], name, { type: 'image/png' });

async function openCreate(
  routes: Record<string, StubHandler | { status: number; body?: unknown }> = {},
) {
  const api = stubApi({
    'GET /api/auth/me': signedInAs('moderator'),
    'GET /api/staff/posts': { status: 200, body: staffList([]) },
    ...(routes as Record<string, StubHandler>),
  });
  await renderAdmin('/admin/blog');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
  return { api, user, dialog: within(dialog) };
}

function formEntries(init: RequestInit): Record<string, FormDataEntryValue> {
  return Object.fromEntries((init.body as FormData).entries());
}

describe('post editor: fields and validation', () => {
  it('shows every required message, sends nothing, and clears a message on edit', async () => {
    const { api, user, dialog } = await openCreate();

    await user.click(dialog.getByRole('button', { name: 'Create Post' }));

    for (const message of [
      'Title is required',
      'Slug is required',
      'Description is required',
      'Content is required',
    ]) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /api/posts')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Description/), 'x');
    expect(dialog.queryByText('Description is required')).not.toBeInTheDocument();
    expect(dialog.getByText('Content is required')).toBeInTheDocument();
  });

  it('lets the slug follow the title until the slug is edited by hand', async () => {
    const { user, dialog } = await openCreate();
    const title = dialog.getByLabelText(/^Title/);
    const slug = dialog.getByLabelText(/^Slug/);

    await user.type(title, 'VAT in the UAE!');
    expect(slug).toHaveValue('vat-in-the-uae');

    await user.clear(slug);
    await user.type(slug, 'vat');
    await user.type(title, ' 2026');
    expect(slug).toHaveValue('vat');
  });
});

describe('post editor: content images at the cursor', () => {
  it('adds through the "Add Image" panel, inserts at the cursor and removes with its references', async () => {
    const { user, dialog } = await openCreate();
    const content = dialog.getByRole('textbox', { name: /^Content/ }) as HTMLTextAreaElement;
    await user.type(content, 'Before after');

    await user.click(dialog.getByRole('button', { name: 'Add Image' }));
    await user.upload(dialog.getByLabelText('Image file'), png('team-photo.png'));
    expect(dialog.getByLabelText('Image name')).toHaveValue('team photo');
    expect(dialog.getByLabelText('Alignment')).toHaveValue('center');
    await user.selectOptions(dialog.getByLabelText('Alignment'), 'left');
    await user.click(dialog.getByRole('button', { name: 'Add to post' }));

    content.setSelectionRange(7, 7);
    await user.click(dialog.getByRole('button', { name: 'Insert "team photo" at the cursor' }));
    expect(content.value).toBe(
      'Before <img src="content-image://0" alt="team photo" class="align-left" />after',
    );
    // The live preview resolves the reference to the local file.
    expect(await screen.findByTestId('article-body')).toHaveAttribute('data-image', 'blob:local/2');

    await user.click(dialog.getByRole('button', { name: 'Remove "team photo"' }));
    expect(content.value).toBe('Before after');
    expect(dialog.queryByText('team photo')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const { user, dialog } = await openCreate();
    await user.click(dialog.getByRole('button', { name: 'Add Image' }));
    const input = dialog.getByLabelText('Image file');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });

    expect(dialog.getByText('Please choose a PNG, JPEG, GIF or WebP image')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add to post' })).toBeDisabled();
  });
});

describe('post editor: saving', () => {
  async function fillValidPost(
    user: ReturnType<typeof userEvent.setup>,
    dialog: ReturnType<typeof within>,
  ) {
    await user.type(dialog.getByLabelText(/^Title/), 'Payroll basics');
    await user.type(dialog.getByLabelText(/^Description/), 'A short guide.');
    await user.type(dialog.getByLabelText(/^Tags/), 'Payroll, UAE');
    await user.type(dialog.getByRole('textbox', { name: /^Content/ }), 'Hello');
    await user.upload(dialog.getByLabelText(/^Featured image/), png('cover.png'));
  }

  it('creates: multipart body, "Creating...", toast, closes and refreshes the list', async () => {
    const save = deferred();
    let listed = staffList([]);
    const { api, user, dialog } = await openCreate({
      'GET /api/staff/posts': () => ({ status: 200, body: listed }),
      'POST /api/posts': save.handler,
    });
    await fillValidPost(user, dialog);

    await user.click(dialog.getByRole('button', { name: 'Create Post' }));
    expect((await dialog.findAllByText('Creating...')).length).toBeGreaterThan(0);

    const [init] = api.calls('POST /api/posts');
    expect(init).toMatchObject({
      credentials: 'include',
      headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
    });
    const entries = formEntries(init!);
    expect(entries).toMatchObject({
      title: 'Payroll basics',
      slug: 'payroll-basics',
      description: 'A short guide.',
      content: 'Hello',
      tags: 'Payroll, UAE',
    });
    expect((entries.image as File).name).toBe('cover.png');
    expect(entries.removeImage).toBeUndefined();

    listed = staffList([staffSummary({ slug: 'payroll-basics', title: 'Payroll basics' })]);
    save.answer({ status: 201, body: staffPost({ slug: 'payroll-basics' }) });

    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Payroll basics' })).toBeInTheDocument();
  });

  it("shows the BFF's field errors on their fields and the destructive toast", async () => {
    const { user, dialog } = await openCreate({
      'POST /api/posts': {
        status: 400,
        body: invalid({ slug: [{ code: 'posts.slug-taken', params: { slug: 'payroll' } }] }),
      },
    });
    await fillValidPost(user, dialog);

    await user.click(dialog.getByRole('button', { name: 'Create Post' }));

    expect(
      await dialog.findByText('A post with the slug "payroll" already exists'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Some fields need attention.').length).toBeGreaterThan(0);
  });

  it('names the file a 413 refused', async () => {
    const { user, dialog } = await openCreate({
      'POST /api/posts': {
        status: 413,
        body: refused('media.file-too-large', { limit: '5 MB', limitBytes: 5 * 1024 * 1024 }),
      },
    });
    await fillValidPost(user, dialog);

    await user.click(dialog.getByRole('button', { name: 'Create Post' }));

    const message =
      'Featured image "cover.png" (1 KB) is too large. Each image must be at most 5 MB.';
    expect(await dialog.findByText(message)).toBeInTheDocument();
  });

  it('edits: loads the post, keeps the slug, removes the image, PUTs and says "Post updated successfully"', async () => {
    const api = stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'GET /api/staff/posts': { status: 200, body: staffList([staffSummary()]) },
      'GET /api/staff/posts/vat-in-the-uae': { status: 200, body: staffPost() },
      'GET /api/staff/posts/vat-in-the-uae/revisions': { status: 200, body: [] },
      'PUT /api/posts/vat-in-the-uae': { status: 200, body: staffPost() },
    });
    await renderAdmin('/admin/blog');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit "VAT in the UAE"' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Post' }));

    expect(await dialog.findByRole('textbox', { name: /^Content/ })).toHaveValue(
      'Intro paragraph.',
    );
    await user.type(dialog.getByLabelText(/^Title/), ' 2026');
    expect(dialog.getByLabelText(/^Slug/)).toHaveValue('vat-in-the-uae');

    await user.click(dialog.getByRole('button', { name: 'Remove image' }));
    expect(
      dialog.getByText('The current image will be removed when you save.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(dialog.getByText('Current image kept.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove image' }));

    await user.click(dialog.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    const entries = formEntries(api.calls('PUT /api/posts/vat-in-the-uae')[0]!);
    expect(entries).toMatchObject({ title: 'VAT in the UAE 2026', removeImage: 'true' });
    expect(entries.image).toBeUndefined();
  });
});

describe('dirty-dialog guard', () => {
  it('closes an untouched dialog at once', async () => {
    const { user, dialog } = await openCreate();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before closing with unsaved changes, and keeps them on "Keep editing"', async () => {
    const { user, dialog } = await openCreate();
    await user.type(dialog.getByLabelText(/^Title/), 'Draft');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Create New Post' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Draft');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
