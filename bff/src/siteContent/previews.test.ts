import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { PREVIEW_LINK_TTL_MS } from '@app/contract/editorial';
import {
  staffSitePath,
  type CreatedSitePreviewLink,
  type PublishedSiteContent,
  type SitePreviewLink,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { useEditorialApp } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';

describe.each(DIALECTS)('site content preview links on %s', (dialect) => {
  const t = useEditorialApp(dialect);

  const makeLink = async (agent: Agent = t.admin(), document = 'packages' as const) => {
    const response = await agent.post(staffSitePath(document, 'previews')).set(XHR).expect(201);
    const link = response.body as CreatedSitePreviewLink;
    return { link, token: new URL(link.paths.en, 'http://site').searchParams.get('token')! };
  };
  const open = (token: string, language = 'en') =>
    t.anonymous().get(`/api/site-previews/${token}/${language}`);
  const links = async () =>
    (await t.admin().get(staffSitePath('packages', 'previews')).expect(200))
      .body as SitePreviewLink[];
  /** A refusal: JSON 404, never cached or indexed either. */
  const expectGone = async (token: string) => {
    const response = await open(token).expect(404);
    expect(response.body).toMatchObject({ code: 'site-content.preview-not-found' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  };
  /** Saves the Accelerator at `price` as the packages' draft (published stays as it is). */
  const draftPrice = async (price: number) => {
    const { version } = (await t.admin().get(staffSitePath('packages')).expect(200))
      .body as StaffSiteDocument;
    const draft = structuredClone(SITE_CONTENT_DEFAULTS.packages);
    draft.packages[1]!.monthlyPriceUsd = price;
    draft.packages[1]!.name = { en: 'Accelerator+', ar: 'المسرّع+' };
    await t.admin().put(staffSitePath('packages')).set(XHR).send({ version, draft }).expect(200);
  };

  it("shows the document's draft inside the published content, in each language, uncached and unindexed", async () => {
    await draftPrice(1750);
    const { link, token } = await makeLink();
    expect(link).toEqual({
      id: expect.any(Number),
      createdAt: t.now().toISOString(),
      expiresAt: new Date(t.now().getTime() + PREVIEW_LINK_TTL_MS).toISOString(),
      createdBy: 'layla',
      paths: {
        en: `/packages?token=${token}`,
        ar: `/ar/packages?token=${token}`,
      },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const en = await open(token).expect(200);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.headers['x-robots-tag']).toBe('noindex');
    const content = en.body as PublishedSiteContent;
    expect(content.packages.packages[1]).toMatchObject({
      name: 'Accelerator+',
      monthlyPriceUsd: 1750,
    });
    // The other documents are what the site shows.
    expect(content.services.services[0]!.title).toBe('Accounting & Financial Operations');
    const ar = (await open(token, 'ar').expect(200)).body as PublishedSiteContent;
    expect(ar.packages.packages[1]!.name).toBe('المسرّع+');
    // The site itself still shows the published price; the preview follows the next save.
    const site = (await t.anonymous().get('/api/site-content/en').expect(200)).body;
    expect(site.packages.packages[1].monthlyPriceUsd).toBe(1500);
    await draftPrice(1800);
    const again = (await open(token).expect(200)).body as PublishedSiteContent;
    expect(again.packages.packages[1]!.monthlyPriceUsd).toBe(1800);
    expect(await links()).toEqual([
      { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt, createdBy: 'layla' },
    ]);
    await open(token, 'fr').expect(404);
    await t.viewer().post(staffSitePath('packages', 'previews')).set(XHR).expect(403);
    await t.anonymous().get(staffSitePath('packages', 'previews')).expect(401);
    await t.admin().post('/api/staff/site/pricing/previews').set(XHR).expect(404);
  });

  it('the database holds the SHA-256 of a token, never the token', async () => {
    const { token } = await makeLink();
    const rows = await t
      .db()
      .sequelize.query<Record<string, unknown>>('SELECT * FROM site_preview_links', {
        type: QueryTypes.SELECT,
      });
    expect(rows.at(-1)!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lives for its stated time', async () => {
    const { token } = await makeLink();
    const made = t.now();
    t.setClock(new Date(made.getTime() + PREVIEW_LINK_TTL_MS - 1));
    await open(token).expect(200);
    t.setClock(new Date(made.getTime() + PREVIEW_LINK_TTL_MS));
    await expectGone(token);
  });

  it('can be revoked, once, through its own document; the other links still work', async () => {
    const first = await makeLink();
    const second = await makeLink();
    await t
      .admin()
      .delete(staffSitePath('contact', 'previews', first.link.id))
      .set(XHR)
      .expect(404, {
        error: 'Preview link not found',
        code: 'site-content.preview-link-not-found',
      });
    await open(first.token).expect(200);
    const revoked = await t
      .moderator()
      .delete(staffSitePath('packages', 'previews', first.link.id))
      .set(XHR)
      .expect(200);
    expect(revoked.body).toEqual({ message: 'Preview link revoked' });
    await expectGone(first.token);
    await open(second.token).expect(200);
    expect((await links()).map((link) => link.id)).toContain(second.link.id);
    expect((await links()).map((link) => link.id)).not.toContain(first.link.id);
    await t
      .admin()
      .delete(staffSitePath('packages', 'previews', first.link.id))
      .set(XHR)
      .expect(404);
    await t.admin().delete('/api/staff/site/packages/previews/x1').set(XHR).expect(404);
  });

  it('stops working when its maker can no longer edit site content: deactivated, or another role', async () => {
    await addUser(t.db().sequelize, 'sara', 'moderator');
    await addUser(t.db().sequelize, 'karim', 'moderator');
    const sara = await makeLink(await signedIn(t.app(), 'sara'));
    const karim = await makeLink(await signedIn(t.app(), 'karim'));
    const laylas = await makeLink();
    await open(sara.token).expect(200);
    const team = (await t.admin().get('/api/team').expect(200)).body as {
      members: { id: number; username: string }[];
    };
    const saraId = team.members.find((member) => member.username === 'sara')!.id;
    await t.admin().post(`/api/team/${saraId}/deactivate`).set(XHR).expect(200);
    await expectGone(sara.token);
    // A role without the right to edit (other roles may sign in only).
    await t.db().sequelize.query("UPDATE users SET role = 'viewer' WHERE username = 'karim'");
    await expectGone(karim.token);
    await t.db().sequelize.query("UPDATE users SET role = 'moderator' WHERE username = 'karim'");
    await open(karim.token).expect(200);
    await open(laylas.token).expect(200);
  });

  it('refuses unknown and malformed tokens with the same JSON 404', async () => {
    const { token } = await makeLink();
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [
      other,
      'short',
      `${token}x`,
      encodeURIComponent(`${token.slice(0, -1)}!`),
      'x'.repeat(5_000),
    ]) {
      await expectGone(candidate);
    }
  });
});
