import { QueryTypes } from 'sequelize';
import {
  MAX_KEPT_REVISIONS,
  type PostRevision,
  type PostRevisionSummary,
  type StaffPost,
} from '@app/contract/editorial';
import type { Post } from '@app/contract/posts';
import { IMAGES, XHR } from '../../tests/helpers/content';
import { keyOf, useEditorialApp, VALID } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';

const MINUTE_MS = 60_000;

describe.each(DIALECTS)('revisions on %s', (dialect) => {
  const t = useEditorialApp(dialect);

  const revisions = async (slug: string) =>
    (await t.admin().get(`/api/staff/posts/${slug}/revisions`).expect(200))
      .body as PostRevisionSummary[];
  const revision = async (slug: string, id: number) =>
    (await t.admin().get(`/api/staff/posts/${slug}/revisions/${id}`).expect(200))
      .body as PostRevision;
  const restore = (slug: string, id: number, agent = t.admin()) =>
    agent.post(`/api/staff/posts/${slug}/revisions/${id}/restore`).set(XHR);
  const rowCount = async (table: string) => {
    const [row] = await t
      .db()
      .sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`, {
        type: QueryTypes.SELECT,
      });
    return Number(row!.n);
  };
  // Staff: an image only kept revisions show is theirs to see, not the public's (publicMedia.ts).
  const media = (key: string) => t.admin().get(`/api/media/${key}`);

  it('a save that changes the text keeps the version it replaced, with when and by whom it was saved', async () => {
    const saved = t.now();
    await t.create({ slug: 'p' }, [['image', IMAGES.png, 'a.png']]).expect(201);
    const before = await t.staffPost('p');
    t.advance(MINUTE_MS);
    await t
      .update('p', { slug: 'p', title: 'Second title', content: 'New words' }, [], t.moderator())
      .expect(200);

    const list = await revisions('p');
    expect(list).toEqual([
      {
        id: expect.any(Number),
        title: VALID.title,
        savedAt: saved.toISOString(),
        savedBy: 'layla',
      },
    ]);
    const full = await revision('p', list[0]!.id);
    expect(full).toEqual({
      ...list[0],
      description: VALID.description,
      content: VALID.content,
      tags: VALID.tags,
      imagePath: before.imagePath,
    });
    const listed = await t.admin().get('/api/staff/posts/p/revisions');
    expect(listed.headers['cache-control']).toBe('no-store');

    // Neither a status change, nor a slug change, nor a save of the same text keeps another.
    await t.setStatus('p', { status: 'draft' }).expect(200);
    const omar = t.moderator();
    await t
      .update('p', { slug: 'renamed', title: 'Second title', content: 'New words' }, [], omar)
      .expect(200);
    await t
      .update('renamed', { slug: 'renamed', title: 'Second title', content: 'New words' }, [], omar)
      .expect(200);
    expect(await revisions('renamed')).toEqual(list);
    // The next one names the moderator who saved the version it keeps.
    await t.update('renamed', { slug: 'renamed', title: 'Third' }).expect(200);
    expect((await revisions('renamed'))[0]).toMatchObject({
      title: 'Second title',
      savedBy: 'omar',
    });
  });

  it(`keeps the newest ${MAX_KEPT_REVISIONS} revisions, pruning the older ones as it saves`, async () => {
    await t.create({ slug: 'p', title: 'Title 0' }).expect(201);
    for (let n = 1; n <= MAX_KEPT_REVISIONS + 2; n += 1) {
      t.advance(1);
      await t.update('p', { slug: 'p', title: `Title ${n}` }).expect(200);
    }
    const list = await revisions('p');
    expect(list.map((entry) => entry.title)).toEqual(
      Array.from({ length: MAX_KEPT_REVISIONS }, (_, i) => `Title ${MAX_KEPT_REVISIONS + 1 - i}`),
    );
    expect(await rowCount('post_revisions')).toBe(MAX_KEPT_REVISIONS);
  });

  it('an image a save drops stays while a kept revision shows it, and goes with the last such revision', async () => {
    const created = (
      await t
        .create({ slug: 'p', content: `Chart: ${'content-image://0'}` }, [
          ['image', IMAGES.png, 'cover.png'],
          ['contentImage-0', IMAGES.gif, 'chart.gif'],
        ])
        .expect(201)
    ).body as StaffPost;
    const cover = keyOf(created.imagePath);
    const chart = created.content.match(/\/api\/media\/(\S+\.gif)/)![1]!;

    // The cover is replaced and the chart dropped, then the post goes on being edited.
    const replaced = (
      await t
        .update('p', { slug: 'p', content: 'No chart' }, [['image', IMAGES.webp, 'new.webp']])
        .expect(200)
    ).body as StaffPost;
    const newCover = keyOf(replaced.imagePath);
    expect(await t.storedKeys()).toEqual([chart, cover, newCover].sort());
    for (let n = 1; n < MAX_KEPT_REVISIONS; n += 1) {
      await t.update('p', { slug: 'p', content: `Edit ${n}` }).expect(200);
    }
    // The version with both is the oldest of the 25 kept: both still served.
    expect(await revisions('p')).toHaveLength(MAX_KEPT_REVISIONS);
    expect(await t.storedKeys()).toEqual([chart, cover, newCover].sort());
    await media(cover).expect(200);
    await media(chart).expect(200);

    await t.update('p', { slug: 'p', content: 'One save more' }).expect(200);
    expect(await t.storedKeys()).toEqual([newCover]);
    await media(cover).expect(404);
    await media(chart).expect(404);
  });

  it('restore: the current version becomes a revision, the post takes the old text and images', async () => {
    const created = (
      await t.create({ slug: 'p', content: 'One' }, [['image', IMAGES.png, 'a.png']]).expect(201)
    ).body as StaffPost;
    const first = keyOf(created.imagePath);
    await t
      .update('p', { slug: 'p', title: 'Two', content: 'Two' }, [['image', IMAGES.gif, 'b.gif']])
      .expect(200);
    const second = keyOf((await t.staffPost('p')).imagePath);
    const [old] = await revisions('p');
    const etag = (await t.anonymous().get('/api/posts/p').expect(200)).headers.etag!;

    t.advance(MINUTE_MS);
    const restored = (await restore('p', old!.id, t.moderator()).expect(200)).body as StaffPost;
    expect(restored).toMatchObject({
      title: VALID.title,
      content: 'One',
      imagePath: created.imagePath,
      status: 'published',
      updatedBy: 'omar',
      updatedAt: t.now().toISOString(),
    });
    expect(restored.slug).toBe('p');
    const list = await revisions('p');
    expect(list.map((entry) => entry.title)).toEqual(['Two', VALID.title]);
    expect((await revision('p', list[0]!.id)).imagePath).toBe(`/api/media/${second}`);
    // Both images are still shown by something; the public sees the restored text at once.
    expect(await t.storedKeys()).toEqual([first, second].sort());
    const reread = await t.anonymous().get('/api/posts/p').set('If-None-Match', etag).expect(200);
    expect((reread.body as Post).content).toBe('One');

    // Restoring what the post already says keeps no duplicate.
    await restore('p', list[1]!.id).expect(200);
    expect(await revisions('p')).toHaveLength(2);
  });

  it("restore refuses another post's revision, and unknown ones, with JSON 404", async () => {
    await t.create({ slug: 'mine', content: 'Mine' }).expect(201);
    await t.update('mine', { slug: 'mine', content: 'Mine, edited' }).expect(200);
    await t.create({ slug: 'theirs', content: 'Theirs' }).expect(201);
    await t.update('theirs', { slug: 'theirs', content: 'Theirs, edited' }).expect(200);
    const [theirs] = await revisions('theirs');

    for (const response of [
      await restore('mine', theirs!.id),
      await t.admin().get(`/api/staff/posts/mine/revisions/${theirs!.id}`),
      await restore('mine', theirs!.id + 1000),
    ]) {
      expect([response.status, response.body]).toEqual([
        404,
        { error: 'Revision not found', code: 'posts.revision-not-found' },
      ]);
    }
    await restore('gone', theirs!.id).expect(404, {
      error: 'Post not found',
      code: 'posts.not-found',
    });
    expect((await t.staffPost('mine')).content).toBe('Mine, edited');
    expect(await revisions('mine')).toHaveLength(1);
  });

  it('deleting a post deletes its revisions, its preview links and every image only they showed', async () => {
    await t.create({ slug: 'p' }, [['image', IMAGES.png, 'a.png']]).expect(201);
    await t.update('p', { slug: 'p', title: 'Edited', removeImage: 'true' }).expect(200);
    await t.admin().post('/api/staff/posts/p/previews').set(XHR).expect(201);
    expect(await t.storedKeys()).toHaveLength(1);
    expect(await rowCount('post_revisions')).toBe(1);

    await t.admin().delete('/api/posts/p').set(XHR).expect(200);
    expect(await t.storedKeys()).toEqual([]);
    expect(await rowCount('post_revisions')).toBe(0);
    expect(await rowCount('post_preview_links')).toBe(0);
  });

  it("an image another post's revision still shows survives the delete of its owner", async () => {
    const owner = (
      await t
        .create({ slug: 'owner', content: 'content-image://0' }, [
          ['contentImage-0', IMAGES.png, 'a.png'],
        ])
        .expect(201)
    ).body as StaffPost;
    const url = owner.content;
    const key = url.slice('/api/media/'.length);
    // Another post copied the URL, then dropped it: its revision still shows the image.
    await t.create({ slug: 'copy', content: `![x](${url})` }).expect(201);
    await t.update('copy', { slug: 'copy', content: 'No image now' }).expect(200);

    await t.admin().delete('/api/posts/owner').set(XHR).expect(200);
    expect(await t.storedKeys()).toEqual([key]);
    await t.admin().delete('/api/posts/copy').set(XHR).expect(200);
    expect(await t.storedKeys()).toEqual([]);
  });
});
