import { screen, waitFor, within } from '@testing-library/react';
import { revision, revisionSummary, staffPost } from '../test/posts';
import { openEditorOf } from '../test/editorApi';
import { formatDateTime } from '../staff/formatDateTime';

jest.mock(
  'shared_ui/ArticleBody',
  () => ({
    __esModule: true,
    default: ({ markdown }: { markdown: string }) => <div data-testid="article">{markdown}</div>,
  }),
  { virtual: true },
);

jest.setTimeout(30_000);

const current = staffPost({
  title: 'VAT in the UAE',
  tags: 'VAT, UAE',
  content: 'Intro paragraph.\nRates are 5%.\nRegister online.',
});
const older = revisionSummary({ id: 7, title: 'VAT basics', savedBy: 'jane' });
const oldest = revisionSummary({
  id: 3,
  title: 'VAT notes',
  savedAt: '2026-02-20T06:00:00.000Z',
  savedBy: null,
});
const kept = revision({
  ...older,
  tags: 'VAT',
  content: 'Intro paragraph.\nRates are five percent.\nRegister online.',
});
const path = '/api/staff/posts/vat-in-the-uae';

describe('the revisions panel', () => {
  it('lists the kept revisions, newest first, with when and by whom', async () => {
    const { dialog } = await openEditorOf(current, {
      [`GET ${path}/revisions`]: { status: 200, body: [older, oldest] },
    });

    const panel = within(await dialog.findByRole('region', { name: 'Revisions' }));
    const items = await panel.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('VAT basics');
    expect(items[0]).toHaveTextContent(`Saved ${formatDateTime(older.savedAt)} by jane`);
    expect(items[1]).toHaveTextContent('VAT notes');
    expect(items[1]).toHaveTextContent(`Saved ${formatDateTime(oldest.savedAt)}`);
    expect(items[1]).not.toHaveTextContent(' by ');
  });

  it('says when there is no earlier version', async () => {
    const { dialog } = await openEditorOf(current);
    expect(await dialog.findByText('No earlier versions yet.')).toBeInTheDocument();
  });

  it('shows what a revision changes, added and removed lines marked, not by colour alone', async () => {
    const { user, dialog } = await openEditorOf(current, {
      [`GET ${path}/revisions`]: { status: 200, body: [older] },
      [`GET ${path}/revisions/7`]: { status: 200, body: kept },
    });
    const panel = within(await dialog.findByRole('region', { name: 'Revisions' }));
    const button = await panel.findByRole('button', { name: /VAT basics/ });

    await user.click(button);

    expect(button).toHaveAttribute('aria-pressed', 'true');
    const detail = within(await panel.findByRole('region', { name: /^Saved / }));
    const removed = await detail.findAllByRole('deletion');
    const added = detail.getAllByRole('insertion');
    // Title and tags word by word, the content line by line.
    expect(removed.map((node) => node.textContent)).toEqual([
      '[Only in the current version: in the UAE]',
      '[Only in the current version: , UAE]',
      '−Only in the current version: Rates are 5%.',
    ]);
    expect(added.map((node) => node.textContent)).toEqual([
      '[Only in this revision: basics]',
      '+Only in this revision: Rates are five percent.',
    ]);
    expect(detail.getByText('What a startup needs to know. (no changes)')).toBeInTheDocument();
    expect(detail.getByText('Register online.')).toBeInTheDocument();
  });

  it('restores a version after asking, and the editor shows it', async () => {
    const restored = staffPost({ ...current, title: kept.title, content: kept.content });
    const { api, user, dialog } = await openEditorOf(current, {
      [`GET ${path}/revisions`]: { status: 200, body: [older] },
      [`GET ${path}/revisions/7`]: { status: 200, body: kept },
      [`POST ${path}/revisions/7/restore`]: { status: 200, body: restored },
    });
    const panel = within(await dialog.findByRole('region', { name: 'Revisions' }));
    await user.click(await panel.findByRole('button', { name: /VAT basics/ }));
    await user.type(dialog.getByLabelText(/^Description/), ' Unsaved.');

    await user.click(await panel.findByRole('button', { name: 'Restore this version' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Restore this version?' }),
    );
    expect(confirm.getByText(/Restoring is itself kept as a revision/)).toBeInTheDocument();
    expect(
      confirm.getByText('Your unsaved changes in the editor will be lost.'),
    ).toBeInTheDocument();
    expect(api.calls(`POST ${path}/revisions/7/restore`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(dialog.getByLabelText(/^Title/)).toHaveValue('VAT basics'));
    expect(api.calls(`POST ${path}/revisions/7/restore`)).toHaveLength(1);
    expect(dialog.getByRole('textbox', { name: /^Content/ })).toHaveValue(kept.content);
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('What a startup needs to know.');
    expect(panel.getByRole('status')).toHaveTextContent(
      /the version it replaced is kept as a revision/,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling the question restores nothing', async () => {
    const { api, user, dialog } = await openEditorOf(current, {
      [`GET ${path}/revisions`]: { status: 200, body: [older] },
      [`GET ${path}/revisions/7`]: { status: 200, body: kept },
    });
    const panel = within(await dialog.findByRole('region', { name: 'Revisions' }));
    await user.click(await panel.findByRole('button', { name: /VAT basics/ }));
    await user.click(await panel.findByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(
      within(confirm).queryByText('Your unsaved changes in the editor will be lost.'),
    ).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST ${path}/revisions/7/restore`)).toHaveLength(0);
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('VAT in the UAE');
  });
});
