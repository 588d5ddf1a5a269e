import {
  staffSitePath,
  type SiteDocument,
  type SiteRevisionSummary,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import type { AuditLogResponse } from '@app/contract/staff';
import { XHR } from '../../tests/helpers/content';
import { useEditorialApp } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { readContentRevision } from '../posts/contentRevision';

describe.each(DIALECTS)('staff site content on %s', (dialect) => {
  const t = useEditorialApp(dialect);

  const open = async <D extends SiteDocument>(document: D, agent = t.admin()) =>
    (await agent.get(staffSitePath(document)).expect(200)).body as StaffSiteDocument<D>;
  const save = (document: SiteDocument, version: number, draft: unknown, agent = t.admin()) =>
    agent.put(staffSitePath(document)).set(XHR).send({ version, draft });
  const publish = (document: SiteDocument, version: number, agent = t.admin()) =>
    agent.post(staffSitePath(document, 'publish')).set(XHR).send({ version });
  const reset = async (document: SiteDocument) => {
    const { version } = await open(document);
    const draft = (
      await t.admin().post(staffSitePath(document, 'reset')).set(XHR).send({ version }).expect(200)
    ).body as StaffSiteDocument;
    await publish(document, draft.version).expect(200);
  };
  const packagesWithPrice = (price: number) => {
    const packages = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    packages.packages[1]!.monthlyPriceUsd = price;
    return packages;
  };

  afterEach(async () => {
    for (const document of ['services', 'packages', 'contact'] as const) await reset(document);
  });

  it('a fresh install has the defaults as draft and published, at version 0', async () => {
    const packages = await open('packages', t.moderator());
    expect(packages).toMatchObject({
      document: 'packages',
      version: 0,
      draft: SITE_CONTENT_DEFAULTS.packages,
      published: SITE_CONTENT_DEFAULTS.packages,
      unpublished: false,
      needsAdmin: false,
    });
    await t.viewer().get(staffSitePath('packages')).expect(403);
    await t.anonymous().get(staffSitePath('packages')).expect(401);
    await t.admin().get('/api/staff/site/pricing').expect(404);
  });

  it('a saved draft is not shown until published; the publish moves the content revision and is audited', async () => {
    const { version } = await open('services');
    const services = structuredClone(SITE_CONTENT_DEFAULTS.services);
    services.services[0]!.title = { en: 'Bookkeeping', ar: 'مسك الدفاتر' };
    const saved = (await save('services', version, services).expect(200))
      .body as StaffSiteDocument<'services'>;
    expect(saved).toMatchObject({ version: version + 1, unpublished: true, updatedBy: 'layla' });
    const before = (await t.anonymous().get('/api/site-content/en').expect(200)).body;
    expect(before.services.services[0].title).toBe('Accounting & Financial Operations');

    const revision = await readContentRevision(t.db().sequelize);
    const published = (await publish('services', saved.version, t.moderator()).expect(200))
      .body as StaffSiteDocument<'services'>;
    expect(published).toMatchObject({ unpublished: false, publishedBy: 'omar' });
    expect(await readContentRevision(t.db().sequelize)).toBe(revision + 1);
    const en = await t.anonymous().get('/api/site-content/en').expect(200);
    expect(en.body.services.services[0].title).toBe('Bookkeeping');
    expect(en.headers['cache-control']).toBe('no-cache');
    const ar = (await t.anonymous().get('/api/site-content/ar').expect(200)).body;
    expect(ar.services.services[0].title).toBe('مسك الدفاتر');
    await t.anonymous().get('/api/site-content/fr').expect(404);

    const log = (await t.admin().get('/api/audit-log').expect(200)).body as AuditLogResponse;
    expect(log.entries[0]).toMatchObject({
      event: 'site-publish',
      actor: 'omar',
      subject: 'services',
    });
  });

  it('a save at a version another editor moved on is refused 409 with the document as it is', async () => {
    const { version } = await open('contact');
    const mine = { ...SITE_CONTENT_DEFAULTS.contact, phone: '+971 4 000 0000' };
    const theirs = { ...SITE_CONTENT_DEFAULTS.contact, phone: '+966 11 000 0000' };
    await save('contact', version, theirs, t.moderator()).expect(200);
    const refused = await save('contact', version, mine).expect(409);
    expect(refused.body.error).toMatch(/changed since you opened it/);
    expect(refused.body.current.draft.phone).toBe('+966 11 000 0000');
    await publish('contact', version).expect(409);
    expect((await open('contact')).draft.phone).toBe('+966 11 000 0000');
  });

  it('refuses to publish while a text is empty in either language, naming every one', async () => {
    const { version } = await open('services');
    const services = structuredClone(SITE_CONTENT_DEFAULTS.services);
    services.services[2]!.title.ar = '';
    services.services[4]!.deliverables[0]!.ar = '  ';
    const saved = (await save('services', version, services).expect(200)).body as StaffSiteDocument;
    const refused = await publish('services', saved.version).expect(400);
    expect(Object.keys(refused.body.fields)).toEqual([
      'services.2.title.ar',
      'services.4.deliverables.0.ar',
    ]);
    expect(refused.body.error).toMatch(/English and Arabic/);
    expect((await open('services')).version).toBe(saved.version);
  });

  it("a moderator's price change waits as a draft for an admin", async () => {
    const { version } = await open('packages');
    const saved = (
      await save('packages', version, packagesWithPrice(1750), t.moderator()).expect(200)
    ).body as StaffSiteDocument;
    expect(saved.needsAdmin).toBe(true);
    const refused = await publish('packages', saved.version, t.moderator()).expect(403);
    expect(refused.body.error).toMatch(/published by an admin/);
    expect((await open('packages')).published.packages[1]!.monthlyPriceUsd).toBe(1500);

    // A moderator's change of words only is theirs to publish; an admin publishes the price.
    const words = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    words.priceNote = { en: 'Prices depend on scope', ar: 'تعتمد الأسعار على النطاق' };
    const texts = (await save('packages', saved.version, words, t.moderator()).expect(200))
      .body as StaffSiteDocument;
    await publish('packages', texts.version, t.moderator()).expect(200);
    const priced = (await save('packages', texts.version + 1, packagesWithPrice(1750)).expect(200))
      .body as StaffSiteDocument;
    await publish('packages', priced.version).expect(200);
    const en = (await t.anonymous().get('/api/site-content/en').expect(200)).body;
    expect(en.packages.packages[1].monthlyPriceUsd).toBe(1750);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const { version } = await open('contact');
    const contact = {
      ...SITE_CONTENT_DEFAULTS.contact,
      x: 'javascript:alert(1)',
      whatsapp: 'not a number',
    };
    const refused = await save('contact', version, contact).expect(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['whatsapp', 'x']);
    // Each with its code, which the admin finds its words by.
    expect(refused.body.fieldCodes).toEqual({
      x: [{ code: 'site-content.link' }],
      whatsapp: [{ code: 'site-content.phone' }],
    });
    const long = structuredClone(SITE_CONTENT_DEFAULTS.services);
    long.services[0]!.title.en = 'x'.repeat(81);
    const tooLong = await save('services', (await open('services')).version, long).expect(400);
    expect(tooLong.body.fields).toEqual({ 'services.0.title.en': ['At most 80 characters'] });
    const price = await save('packages', (await open('packages')).version, packagesWithPrice(-5));
    expect(price.status).toBe(400);
    expect(price.body.fieldCodes).toEqual({
      'packages.1.monthlyPriceUsd': [{ code: 'site-content.price-negative' }],
    });
    const absurd = await save(
      'packages',
      (await open('packages')).version,
      packagesWithPrice(5_000_000),
    ).expect(400);
    expect(absurd.body.fieldCodes).toEqual({
      'packages.1.monthlyPriceUsd': [{ code: 'site-content.price-too-high' }],
    });
    await save('contact', version, undefined).expect(400);
    expect((await open('contact')).version).toBe(version);
  });

  it('stores markup as text', async () => {
    const { version } = await open('services');
    const services = structuredClone(SITE_CONTENT_DEFAULTS.services);
    services.services[0]!.intro.en = '<img src=x onerror=alert(1)>';
    const saved = (await save('services', version, services).expect(200)).body as StaffSiteDocument;
    await publish('services', saved.version).expect(200);
    const en = (await t.anonymous().get('/api/site-content/en').expect(200)).body;
    expect(en.services.services[0].intro).toBe('<img src=x onerror=alert(1)>');
  });

  it('lists revisions newest first; a restore makes a draft and publishes nothing', async () => {
    const { version } = await open('contact');
    const first = { ...SITE_CONTENT_DEFAULTS.contact, email: 'hello@example.com' };
    const saved = (await save('contact', version, first).expect(200)).body as StaffSiteDocument;
    await publish('contact', saved.version).expect(200);
    const second = { ...first, email: 'team@example.com' };
    const later = (await save('contact', saved.version + 1, second).expect(200))
      .body as StaffSiteDocument;

    const list = (await t.admin().get(staffSitePath('contact', 'revisions')).expect(200))
      .body as SiteRevisionSummary[];
    expect(list.slice(0, 3).map((revision) => revision.kind)).toEqual([
      'draft',
      'publish',
      'draft',
    ]);
    const published = list[1]!;
    const one = await t.admin().get(`${staffSitePath('contact', 'revisions')}/${published.id}`);
    expect(one.body.content.email).toBe('hello@example.com');

    await publish('contact', later.version).expect(200);
    const now = await open('contact');
    const restored = await t
      .admin()
      .post(staffSitePath('contact', 'revisions', published.id, 'restore'))
      .set(XHR)
      .send({ version: now.version })
      .expect(200);
    expect(restored.body).toMatchObject({
      unpublished: true,
      draft: { email: 'hello@example.com' },
    });
    const en = (await t.anonymous().get('/api/site-content/en').expect(200)).body;
    expect(en.contact.email).toBe('team@example.com');
    await t
      .admin()
      .post(staffSitePath('contact', 'revisions', 999_999, 'restore'))
      .set(XHR)
      .send({ version: restored.body.version })
      .expect(404);
  });

  it('reset to defaults makes the defaults the draft', async () => {
    const { version } = await open('contact');
    const changed = { ...SITE_CONTENT_DEFAULTS.contact, linkedin: 'https://example.com/us' };
    const saved = (await save('contact', version, changed).expect(200)).body as StaffSiteDocument;
    const reset = await t
      .admin()
      .post(staffSitePath('contact', 'reset'))
      .set(XHR)
      .send({ version: saved.version })
      .expect(200);
    expect(reset.body.draft).toEqual(SITE_CONTENT_DEFAULTS.contact);
  });
});
