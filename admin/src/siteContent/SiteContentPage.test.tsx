import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CreatedSitePreviewLink,
  SiteDocument,
  SitePreviewLink,
  StaffSiteDocument,
} from '@app/contract/siteContent';
import { formatDateTime } from '../staff/formatDateTime';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';
import { invalid } from '../test/refused';

jest.setTimeout(30_000);

beforeAll(async () => {
  // The first toast loads the kit's toast store: load it before any test's clock starts.
  await import('shared_ui/theme/toastStore');
});

function staffDocument<D extends SiteDocument>(
  document: D,
  overrides: Partial<StaffSiteDocument<D>> = {},
): StaffSiteDocument<D> {
  return {
    document,
    draft: SITE_CONTENT_DEFAULTS[document],
    published: SITE_CONTENT_DEFAULTS[document],
    version: 3,
    unpublished: false,
    needsAdmin: false,
    updatedAt: '2026-11-25T10:00:00.000Z',
    updatedBy: 'jane',
    publishedAt: null,
    publishedBy: null,
    ...overrides,
  };
}

const openServices = async () => {
  await renderAdmin('/admin/site');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Site content' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Services' }));
  return screen.findAllByLabelText('Title — English');
};

describe('/admin/site', () => {
  it('has the seven tabs, and each text in English and Arabic side by side, the Arabic right to left', async () => {
    stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/services': { status: 200, body: staffDocument('services') },
    });
    const titles = await openServices();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Home',
      'Services',
      'Packages',
      'About',
      'Case studies',
      'Contact details',
      'Privacy notice',
    ]);
    expect(titles[0]).toHaveValue('Accounting & Financial Operations');
    const arabic = screen.getAllByLabelText('Title — Arabic')[0]!;
    expect(arabic).toHaveValue('المحاسبة والعمليات المالية');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByText('At most 80 characters').length).toBeGreaterThan(0);
  });

  it('saves a draft at the version it was opened at, and shows what changed when another editor got there first', async () => {
    const current = staffDocument('services', { version: 4, updatedBy: 'omar' });
    current.draft = JSON.parse(
      JSON.stringify(SITE_CONTENT_DEFAULTS.services),
    ) as typeof current.draft;
    current.draft.services[1]!.title.en = 'Payables';
    const api = stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/services': { status: 200, body: staffDocument('services') },
      'PUT /api/staff/site/services': {
        status: 409,
        body: { error: 'This document changed since you opened it', current },
      },
    });
    const [title] = await openServices();
    await userEvent.clear(title!);
    await userEvent.type(title!, 'Bookkeeping');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This document changed since you opened it.');
    expect(alert).toHaveTextContent('omar changed: services.1.title.en');
    const [sent] = api.calls('PUT /api/staff/site/services');
    const body = JSON.parse(String(sent!.body)) as { version: number; draft: typeof current.draft };
    expect(body.version).toBe(3);
    expect(body.draft.services[0]!.title.en).toBe('Bookkeeping');

    await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getAllByLabelText('Title — English')[1]).toHaveValue('Payables');
  });

  it('names the empty Arabic texts when a publish is refused', async () => {
    stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/services': {
        status: 200,
        body: staffDocument('services', { unpublished: true }),
      },
      'POST /api/staff/site/services/publish': {
        status: 400,
        body: invalid({ 'services.0.title.ar': [{ code: 'site-content.empty-text' }] }),
      },
    });
    await openServices();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('services.0.title.ar');
    expect(screen.getAllByText('Empty: write this text before publishing.')).toHaveLength(1);
  });

  it('makes a preview link of the saved draft, shows its English and Arabic pages once, and revokes it', async () => {
    const token = 'A'.repeat(43);
    const made: CreatedSitePreviewLink = {
      id: 7,
      createdAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-12-02T10:00:00.000Z',
      createdBy: 'jane',
      paths: { en: `/packages?token=${token}`, ar: `/ar/packages?token=${token}` },
    };
    let listed: SitePreviewLink[] = [];
    const path = '/api/staff/site/packages/previews';
    const api = stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/packages': { status: 200, body: staffDocument('packages') },
      [`GET ${path}`]: () => ({ status: 200, body: listed }),
      [`POST ${path}`]: () => {
        const { paths: _paths, ...link } = made;
        listed = [link];
        return { status: 201, body: made };
      },
      [`DELETE ${path}/7`]: () => {
        listed = [];
        return { status: 200, body: { message: 'Preview link revoked' } };
      },
    });
    await renderAdmin('/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'Packages' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const panel = within(await screen.findByRole('region', { name: 'Preview links' }));
    expect(await panel.findByText('No preview links.')).toBeInTheDocument();

    await userEvent.click(panel.getByRole('button', { name: 'Create preview link' }));
    expect(await panel.findByRole('textbox', { name: 'Preview link — English' })).toHaveValue(
      `${window.location.origin}/packages?token=${token}`,
    );
    expect(panel.getByRole('textbox', { name: 'Preview link — Arabic' })).toHaveValue(
      `${window.location.origin}/ar/packages?token=${token}`,
    );
    expect(api.calls(`POST ${path}`)).toHaveLength(1);
    const item = await panel.findByRole('listitem');
    expect(item).toHaveTextContent(`Created ${formatDateTime(made.createdAt)} by jane`);
    expect(item).toHaveTextContent(`Expires ${formatDateTime(made.expiresAt)}`);

    await userEvent.click(within(item).getByRole('button', { name: /^Revoke/ }));
    expect(await screen.findByText('Preview link revoked')).toBeInTheDocument();
    expect(api.calls(`DELETE ${path}/7`)).toHaveLength(1);
    await waitFor(() => expect(panel.queryByRole('listitem')).toBeNull());
    expect(panel.queryByRole('textbox', { name: 'Preview link — English' })).toBeNull();
  });

  it('compares a revision with the current version field by field, in both languages', async () => {
    const old = JSON.parse(
      JSON.stringify(SITE_CONTENT_DEFAULTS.services),
    ) as StaffSiteDocument<'services'>['draft'];
    old.services[0]!.title = { en: 'Bookkeeping', ar: 'مسك الدفاتر' };
    stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/services': { status: 200, body: staffDocument('services') },
      'GET /api/staff/site/services/revisions': {
        status: 200,
        body: [{ id: 12, kind: 'publish', savedAt: '2026-11-20T09:00:00.000Z', savedBy: 'omar' }],
      },
      'GET /api/staff/site/services/revisions/12': {
        status: 200,
        body: {
          id: 12,
          kind: 'publish',
          savedAt: '2026-11-20T09:00:00.000Z',
          savedBy: 'omar',
          content: old,
        },
      },
    });
    await openServices();
    await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Compare with now/ }));
    const changes = await screen.findByRole('list', { name: 'Changes since this revision' });
    const [change, ...others] = within(changes).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    const id = SITE_CONTENT_DEFAULTS.services.services[0]!.id;
    expect(change).toHaveTextContent(`services.${id}.title`);
    expect(change).toHaveTextContent(
      'EnglishIn the revisionBookkeepingNowAccounting & Financial Operations',
    );
    expect(change).toHaveTextContent(
      'ArabicIn the revisionمسك الدفاترNowالمحاسبة والعمليات المالية',
    );
    expect(within(change!).getByText('مسك الدفاتر')).toHaveAttribute('dir', 'rtl');
  });

  it("uploads a case study's image and asks what it shows in both languages", async () => {
    const src = '/api/media/0123456789abcdef0123456789abcdef-600x560.png';
    const api = stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      'GET /api/staff/site/home': { status: 200, body: staffDocument('home') },
      'GET /api/staff/site/caseStudies': { status: 200, body: staffDocument('caseStudies') },
      'POST /api/staff/site/images': { status: 201, body: { src } },
      'PUT /api/staff/site/caseStudies': (init) => ({
        status: 200,
        body: staffDocument('caseStudies', {
          draft: (JSON.parse(String(init?.body)) as { draft: never }).draft,
          unpublished: true,
        }),
      }),
    });
    await renderAdmin('/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: 'Case studies' }));
    const [input] = await screen.findAllByLabelText('Image');
    await userEvent.upload(input!, new File(['png'], 'dashboard.png', { type: 'image/png' }));

    const [english] = await screen.findAllByLabelText('Image description (alt text) — English');
    const arabic = screen.getAllByLabelText('Image description (alt text) — Arabic')[0]!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    const [sent] = api.calls('POST /api/staff/site/images');
    expect((sent!.body as FormData).get('image')).toBeInstanceOf(File);
    await userEvent.click(english!);
    await userEvent.paste('Month-end dashboard');
    await userEvent.click(arabic);
    await userEvent.paste('لوحة نهاية الشهر');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    const [saved] = api.calls('PUT /api/staff/site/caseStudies');
    const body = JSON.parse(String(saved!.body)) as {
      draft: StaffSiteDocument<'caseStudies'>['draft'];
    };
    expect(body.draft.items[0]!.image).toEqual({
      src,
      alt: { en: 'Month-end dashboard', ar: 'لوحة نهاية الشهر' },
    });
  });
});
