import { screen, waitFor, within } from '@testing-library/react';
import type { CreatedPreviewLink, PreviewLink } from '@app/contract/editorial';
import { staffPost } from '../test/posts';
import { openEditorOf } from '../test/editorApi';
import { formatDateTime } from '../staff/formatDateTime';

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

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const draft = staffPost({ slug: 'payroll', title: 'Payroll', status: 'draft', publishedAt: null });
const path = '/api/staff/posts/payroll/previews';
const link = (id: number, overrides: Partial<PreviewLink> = {}): PreviewLink => ({
  id,
  createdAt: '2026-03-02T08:00:00.000Z',
  expiresAt: '2026-03-09T08:00:00.000Z',
  createdBy: 'jane',
  ...overrides,
});
const made: CreatedPreviewLink = {
  ...link(5, { createdAt: '2026-03-03T08:00:00.000Z', expiresAt: '2026-03-10T08:00:00.000Z' }),
  path: `/preview/${TOKEN}`,
};

describe('preview links of a draft', () => {
  it('makes a link and shows its full address once, with Copy and the expiry', async () => {
    let listed: PreviewLink[] = [];
    const { api, user, dialog } = await openEditorOf(draft, {
      [`GET ${path}`]: () => ({ status: 200, body: listed }),
      [`POST ${path}`]: () => {
        listed = [made];
        return { status: 201, body: made };
      },
    });
    const panel = within(await dialog.findByRole('region', { name: 'Preview links' }));
    expect(await panel.findByText('No preview links.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Create preview link' }));

    const address = await panel.findByRole('textbox', { name: 'Preview link' });
    expect(address).toHaveValue(`${window.location.origin}/preview/${TOKEN}`);
    expect(address).toHaveAttribute('readonly');
    expect(panel.getByText(/It is not shown again/)).toHaveTextContent(
      `until ${formatDateTime(made.expiresAt)}`,
    );
    expect(api.calls(`POST ${path}`)).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/preview/${TOKEN}`);
    expect(panel.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The new link is listed too, without its address.
    expect(
      await panel.findByText(`Created ${formatDateTime(made.createdAt)} by jane`),
    ).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(panel.queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
    expect(dialog.queryByText(new RegExp(TOKEN))).not.toBeInTheDocument();
  });

  it('lists the links with who made them and when they expire, and revokes one', async () => {
    let listed = [link(1), link(2, { createdBy: null })];
    const { api, user, dialog } = await openEditorOf(draft, {
      [`GET ${path}`]: () => ({ status: 200, body: listed }),
      [`DELETE ${path}/1`]: () => {
        listed = listed.filter((item) => item.id !== 1);
        return { status: 204 };
      },
    });
    const panel = within(await dialog.findByRole('region', { name: 'Preview links' }));
    const items = await panel.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const when = formatDateTime(link(1).createdAt);
    expect(items[0]).toHaveTextContent(`Created ${when} by jane`);
    expect(items[0]).toHaveTextContent(`Expires ${formatDateTime(link(1).expiresAt)}`);

    await user.click(
      within(items[0]!).getByRole('button', { name: `Revoke the link created ${when} by jane` }),
    );

    expect(await screen.findByText('Preview link revoked')).toBeInTheDocument();
    expect(api.calls(`DELETE ${path}/1`)).toHaveLength(1);
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(1));
    expect(panel.getByRole('listitem')).not.toHaveTextContent('by jane');
  });

  it('is offered for a scheduled post too', async () => {
    const { dialog } = await openEditorOf(
      staffPost({ status: 'scheduled', publishAt: '2026-03-01T05:00:00.000Z' }),
    );
    expect(await dialog.findByRole('heading', { name: 'Preview links' })).toBeInTheDocument();
  });
});
