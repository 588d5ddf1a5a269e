import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSiteDocument } from '@app/contract/siteContent';
import { PRIVACY_NOTICE_DEFAULT } from '@app/contract/privacyNoticeDefaults';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';

jest.setTimeout(30_000);

const NOTICE: StaffSiteDocument<'privacy'> = {
  document: 'privacy',
  draft: PRIVACY_NOTICE_DEFAULT,
  published: PRIVACY_NOTICE_DEFAULT,
  version: 2,
  unpublished: false,
  needsAdmin: false,
  updatedAt: '2026-11-25T10:00:00.000Z',
  updatedBy: 'jane',
  publishedAt: null,
  publishedBy: null,
};

describe('the privacy notice tab of /admin/site', () => {
  it('edits the notice in both languages and saves it as a draft, like every document', async () => {
    const api = stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      'GET /api/staff/site/home': {
        status: 200,
        body: {
          ...NOTICE,
          document: 'home',
          draft: SITE_CONTENT_DEFAULTS.home,
          published: SITE_CONTENT_DEFAULTS.home,
        },
      },
      'GET /api/staff/site/privacy': { status: 200, body: NOTICE },
      'PUT /api/staff/site/privacy': (init) => {
        const { draft } = JSON.parse(String(init?.body)) as { draft: typeof NOTICE.draft };
        return { status: 200, body: { ...NOTICE, draft, version: 3, unpublished: true } };
      },
    });
    await renderAdmin('/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'Privacy notice' }));
    const [title] = await screen.findAllByLabelText('Title — English');
    expect(title).toHaveValue('Privacy notice');
    expect(screen.getAllByLabelText('Heading — Arabic')[0]).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    const headings = screen.getAllByLabelText('Heading — English');
    await userEvent.type(headings[headings.length - 1]!, 'Cookies');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [saved] = api
      .calls('PUT /api/staff/site/privacy')
      .map(
        (call) => JSON.parse(String(call.body)) as { version: number; draft: typeof NOTICE.draft },
      );
    expect(saved!.version).toBe(2);
    expect(saved!.draft.sections).toHaveLength(PRIVACY_NOTICE_DEFAULT.sections.length + 1);
    expect(saved!.draft.sections.at(-1)).toEqual({
      heading: { en: 'Cookies', ar: '' },
      body: { en: '', ar: '' },
    });
  });
});
