import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import {
  PREVIEW_LINK_TTL_MS,
  type CreatedPreviewLink,
  type PreviewLink,
  type PreviewResponse,
} from '@app/contract/editorial';
import { addUser, signedIn, XHR } from '../../tests/helpers/content';
import { useEditorialApp, VALID } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';

describe.each(DIALECTS)('preview links on %s', (dialect) => {
  const t = useEditorialApp(dialect);

  const makeLink = async (slug = 'draft') => {
    const response = await t.admin().post(`/api/staff/posts/${slug}/previews`).set(XHR).expect(201);
    const link = response.body as CreatedPreviewLink;
    return { link, token: link.path.slice('/preview/'.length) };
  };
  const open = (token: string) => t.anonymous().get(`/api/previews/${token}`);
  const links = async (slug = 'draft') =>
    (await t.admin().get(`/api/staff/posts/${slug}/previews`).expect(200)).body as PreviewLink[];
  /** A refusal: JSON 404, never cached or indexed either. */
  const expectGone = async (token: string) => {
    const response = await open(token).expect(404);
    expect(response.body).toMatchObject({ error: 'Preview not found' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  };

  beforeEach(async () => {
    await t.create({ slug: 'draft', status: 'draft' }).expect(201);
  });

  it('opens the draft as it is now, uncached and unindexed, with no session', async () => {
    const { link, token } = await makeLink();
    expect(link).toEqual({
      id: expect.any(Number),
      createdAt: t.now().toISOString(),
      expiresAt: new Date(t.now().getTime() + PREVIEW_LINK_TTL_MS).toISOString(),
      createdBy: 'layla',
      path: expect.stringMatching(/^\/preview\/[A-Za-z0-9_-]{22}$/),
    });
    const response = await open(token).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers.etag).toBeUndefined();
    expect(response.body).toEqual({
      post: expect.objectContaining({ slug: 'draft', content: VALID.content, publishedAt: null }),
    });
    expect((response.body as { post: object }).post).not.toHaveProperty('status');

    // Every read is fresh: the next save shows at once.
    await t.update('draft', { slug: 'draft', content: 'Second thoughts' }).expect(200);
    expect(
      ((await open(token).expect(200)).body as { post: { content: string } }).post.content,
    ).toBe('Second thoughts');
    const listed = await links();
    expect(listed).toEqual([
      { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt, createdBy: 'layla' },
    ]);
  });

  it('the database holds the SHA-256 of a token, never the token', async () => {
    const { token } = await makeLink();
    const rows = await t
      .db()
      .sequelize.query<Record<string, unknown>>('SELECT * FROM post_preview_links', {
        type: QueryTypes.SELECT,
      });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('expires with the clock', async () => {
    const { token } = await makeLink();
    const made = t.now();
    t.setClock(new Date(made.getTime() + PREVIEW_LINK_TTL_MS - 1));
    await open(token).expect(200);
    t.setClock(new Date(made.getTime() + PREVIEW_LINK_TTL_MS));
    await expectGone(token);
    t.setClock(made);
    await open(token).expect(200);
  });

  it('can be revoked, once; the other links of the post still work', async () => {
    const first = await makeLink();
    const second = await makeLink();
    const revoked = await t
      .admin()
      .delete(`/api/staff/posts/draft/previews/${first.link.id}`)
      .set(XHR)
      .expect(200);
    expect(revoked.body).toEqual({ message: 'Preview link revoked' });
    await expectGone(first.token);
    await open(second.token).expect(200);
    expect((await links()).map((link) => link.id)).toEqual([second.link.id]);
    await t
      .admin()
      .delete(`/api/staff/posts/draft/previews/${first.link.id}`)
      .set(XHR)
      .expect(404, { error: 'Preview link not found', code: 'posts.preview-link-not-found' });
    // A link is revoked through its own post only.
    await t.create({ slug: 'other', status: 'draft' }).expect(201);
    await t
      .moderator()
      .delete(`/api/staff/posts/other/previews/${second.link.id}`)
      .set(XHR)
      .expect(404);
    await open(second.token).expect(200);
  });

  it('answers the slug once the post is published, and 404 once it is deleted', async () => {
    const { token } = await makeLink();
    await t.setStatus('draft', { status: 'published' }).expect(200);
    const published = await open(token).expect(200);
    expect(published.body).toEqual({ publishedSlug: 'draft' } satisfies PreviewResponse);
    expect(published.headers['cache-control']).toBe('no-store');
    // Unpublished again: the draft shows again.
    await t.setStatus('draft', { status: 'draft' }).expect(200);
    expect(((await open(token).expect(200)).body as { post: object }).post).toBeDefined();

    await t.admin().delete('/api/posts/draft').set(XHR).expect(200);
    await expectGone(token);
  });

  it("a deactivated member's links stop opening, and stay dead after a reactivation", async () => {
    await addUser(t.db().sequelize, 'sara', 'moderator');
    const sara = await signedIn(t.app(), 'sara');
    const made = await sara.post('/api/staff/posts/draft/previews').set(XHR).expect(201);
    const token = (made.body as CreatedPreviewLink).path.slice('/preview/'.length);
    const { token: laylas } = await makeLink();
    await open(token).expect(200);
    const team = (await t.admin().get('/api/team').expect(200)).body as {
      members: { id: number; username: string }[];
    };
    const saraId = team.members.find((member) => member.username === 'sara')!.id;
    await t.admin().post(`/api/team/${saraId}/deactivate`).set(XHR).expect(200);
    await expectGone(token);
    await t.admin().post(`/api/team/${saraId}/reactivate`).set(XHR).expect(200);
    await expectGone(token);
    // Only hers: the links others made of the same post still work.
    await open(laylas).expect(200);
    expect((await links()).map((link) => link.createdBy)).toEqual(['layla']);
  });

  it('names no draft translation: a translation link appears once it is published', async () => {
    await t
      .create({ slug: 'draft-ar', status: 'draft', language: 'ar', translationOf: 'draft' })
      .expect(201);
    expect((await t.staffPost('draft')).translationSlug).toBe('draft-ar');
    const { token } = await makeLink();
    const translationOf = async () =>
      ((await open(token).expect(200)).body as { post: { translationSlug: string | null } }).post
        .translationSlug;
    expect(await translationOf()).toBeNull();
    expect(JSON.stringify((await open(token).expect(200)).body)).not.toContain('draft-ar');
    await t.setStatus('draft-ar', { status: 'published' }).expect(200);
    expect(await translationOf()).toBe('draft-ar');
  });

  it('refuses unknown and malformed tokens with the same JSON 404', async () => {
    const { token } = await makeLink();
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [
      other,
      'short',
      `${token}x`,
      encodeURIComponent(`${token.slice(0, -1)}!`),
      '%00'.repeat(22),
      'x'.repeat(5_000),
      encodeURIComponent(token.slice(0, 21) + '\u00e9'),
    ]) {
      await expectGone(candidate);
    }
  });
});
