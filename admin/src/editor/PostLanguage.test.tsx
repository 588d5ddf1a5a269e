import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';
import { staffList, staffPost, staffSummary } from '../test/posts';

jest.mock(
  'shared_ui/ArticleBody',
  () => ({ __esModule: true, default: () => <div data-testid="article-body" /> }),
  { virtual: true },
);
jest.setTimeout(30_000);

const ENGLISH = staffSummary({ id: 1, slug: 'vat-guide', title: 'VAT guide', language: 'en' });
const ARABIC = staffSummary({
  id: 2,
  slug: 'دليل-الضريبة',
  title: 'دليل الضريبة',
  language: 'ar',
});

async function openCreate() {
  const api = stubApi({
    'GET /api/auth/me': signedInAs('moderator'),
    'GET /api/staff/posts': { status: 200, body: staffList([ENGLISH, ARABIC]) },
    'POST /api/posts': {
      status: 201,
      body: staffPost({ slug: 'ضريبة', language: 'ar', translationSlug: 'vat-guide' }),
    },
  });
  await renderAdmin('/admin/blog');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Post' }));
  return { api, user, dialog };
}

describe('post editor: language and translation', () => {
  it('lays out the text fields right to left in Arabic, and sends the language and translation', async () => {
    const { api, user, dialog } = await openCreate();
    const textFields = () => [
      dialog.getByLabelText(/^Title/),
      dialog.getByLabelText(/^Description/),
      dialog.getByLabelText(/^Tags/),
      dialog.getByRole('textbox', { name: /^Content/ }),
    ];
    for (const field of textFields()) {
      expect(field).not.toHaveAttribute('dir');
      expect(field).not.toHaveAttribute('lang');
    }
    const translation = dialog.getByLabelText('Translation of');
    // English is the default; its translations are the Arabic posts.
    expect(dialog.getByLabelText('Language')).toHaveValue('en');
    await waitFor(() =>
      expect(within(translation).getByRole('option', { name: 'دليل الضريبة' })).toBeInTheDocument(),
    );
    expect(within(translation).queryByRole('option', { name: 'VAT guide' })).toBeNull();

    expect(dialog.getByTestId('article-preview')).not.toHaveAttribute('dir');
    await user.selectOptions(dialog.getByLabelText('Language'), 'ar');
    for (const field of textFields()) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
    }
    // The preview reads right to left too, as the Arabic page will.
    expect(dialog.getByTestId('article-preview')).toHaveAttribute('dir', 'rtl');
    expect(dialog.getByTestId('article-preview')).toHaveAttribute('lang', 'ar');
    expect(within(translation).getByRole('option', { name: 'VAT guide' })).toBeInTheDocument();
    expect(within(translation).queryByRole('option', { name: 'دليل الضريبة' })).toBeNull();
    await user.selectOptions(translation, 'vat-guide');

    await user.type(dialog.getByLabelText(/^Title/), 'ضريبة');
    await user.type(dialog.getByLabelText(/^Description/), 'دليل قصير');
    await user.type(dialog.getByRole('textbox', { name: /^Content/ }), 'نص');
    await user.click(dialog.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(api.calls('POST /api/posts')).toHaveLength(1));
    const sent = Object.fromEntries((api.calls('POST /api/posts')[0]!.body as FormData).entries());
    expect(sent).toMatchObject({ language: 'ar', translationOf: 'vat-guide', title: 'ضريبة' });
  });

  it('switching back to English drops a translation chosen for Arabic', async () => {
    const { user, dialog } = await openCreate();
    await user.selectOptions(dialog.getByLabelText('Language'), 'ar');
    await user.selectOptions(dialog.getByLabelText('Translation of'), 'vat-guide');
    await user.selectOptions(dialog.getByLabelText('Language'), 'en');
    expect(dialog.getByLabelText('Translation of')).toHaveValue('');
    expect(dialog.getByLabelText(/^Title/)).not.toHaveAttribute('dir');
  });
});
