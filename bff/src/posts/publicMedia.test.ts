import type {
  CreatedPreviewLink,
  PostRevisionSummary,
  PreviewLink,
  PreviewResponse,
  StaffPost,
} from '@app/contract/editorial';
import { responsiveImage } from '@app/contract/media';
import { contentImageTag, type Post } from '@app/contract/posts';
import { IMAGES, XHR } from '../../tests/helpers/content';
import { keyOf, useEditorialApp } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';

/** Once no published post shows an image, visitors get 404 for it; staff still see it. */
describe.each(DIALECTS)('which images visitors may fetch on %s', (dialect) => {
  const t = useEditorialApp(dialect);
  const visitor = (url: string) => t.anonymous().get(url);
  const image = (name = 'a.png'): [string, Buffer, string] => ['image', IMAGES.png, name];

  it('an image an edit replaced or removed answers 404 to visitors, 200 to staff', async () => {
    const first = (await t.create({ slug: 'swap' }, [image()]).expect(201)).body as StaffPost;
    const oldUrl = first.imagePath!;
    const served = await visitor(oldUrl).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Replaced: the new one is public, the old one only for staff (the revision shows it).
    const second = (
      await t.update('swap', { slug: 'swap', content: 'New text' }, [image('b.png')]).expect(200)
    ).body as StaffPost;
    await visitor(second.imagePath!).expect(200);
    const gone = await visitor(oldUrl).expect(404);
    expect(gone.body).toEqual({ error: 'Image not found', code: 'media.not-found' });
    // Even for a client that kept it and only revalidates.
    await visitor(oldUrl)
      .set('If-None-Match', `"${keyOf(oldUrl)}"`)
      .expect(404);
    const staff = await t.moderator().get(oldUrl).expect(200);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(await t.storedKeys()).toContain(keyOf(oldUrl));

    // Removed: no featured image any more.
    await t.update('swap', { slug: 'swap', removeImage: 'true', content: 'Plain' }).expect(200);
    await visitor(second.imagePath!).expect(404);
    await t.admin().get(second.imagePath!).expect(200);
  });

  it('a restore that publishes the image again serves it again', async () => {
    const first = (await t.create({ slug: 'back' }, [image()]).expect(201)).body as StaffPost;
    await t
      .update('back', { slug: 'back', removeImage: 'true', content: 'No picture' })
      .expect(200);
    await visitor(first.imagePath!).expect(404);
    const revisions = (await t.admin().get('/api/staff/posts/back/revisions').expect(200))
      .body as PostRevisionSummary[];
    await t
      .admin()
      .post(`/api/staff/posts/back/revisions/${revisions[0]!.id}/restore`)
      .set(XHR)
      .expect(200);
    await visitor(first.imagePath!).expect(200);
  });

  const previewToken = async (slug: string): Promise<string> => {
    const made = await t.admin().post(`/api/staff/posts/${slug}/previews`).set(XHR).expect(201);
    return (made.body as CreatedPreviewLink).path.slice('/preview/'.length);
  };
  const previewed = async (token: string): Promise<Post> => {
    const body = (await visitor(`/api/previews/${token}`).expect(200)).body as PreviewResponse;
    if (!('post' in body)) throw new Error('the preview answered with a published post');
    return body.post;
  };

  it("a draft's images reach its previews' readers and staff only, and everyone once published", async () => {
    const content = `Intro ${contentImageTag(0, 'Chart')}`;
    const post = (
      await t
        .create({ slug: 'draft-pic', status: 'draft', content }, [
          image(),
          ['contentImage-0', IMAGES.png, 'c.png'],
        ])
        .expect(201)
    ).body as StaffPost;
    const bodyUrl = /\/api\/media\/[^")\s]+/.exec(post.content)![0];
    // Its URL alone, kept or guessed, opens nothing.
    await visitor(post.imagePath!).expect(404);
    await visitor(bodyUrl).expect(404);
    expect((await t.moderator().get(post.imagePath!).expect(200)).headers['cache-control']).toBe(
      'private, no-cache',
    );

    // The preview's answer carries its link's grant on every image, variants included.
    const token = await previewToken('draft-pic');
    const shown = await previewed(token);
    expect(shown.imagePath).toBe(`${post.imagePath!}?t=${token}`);
    expect(shown.content).toContain(`${bodyUrl}?t=${token}`);
    // What the article's <img> asks for (the contract's unit test covers the variants' srcset).
    const hero = responsiveImage(shown.imagePath!).src;
    expect(hero).toContain(`?t=${token}`);
    const answer = await visitor(hero).expect(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    await visitor(`${bodyUrl}?t=${token}`).expect(200);

    // Another post's live link grants nothing here.
    await t.create({ slug: 'other-draft', status: 'draft' }).expect(201);
    const otherToken = await previewToken('other-draft');
    await visitor(`${post.imagePath!}?t=${otherToken}`).expect(404);
    await visitor(`${post.imagePath!}?t=not-a-token`).expect(404);

    // Published: everyone, publicly.
    await t.setStatus('draft-pic', { status: 'published' }).expect(200);
    expect((await visitor(post.imagePath!).expect(200)).headers['cache-control']).toContain(
      'public',
    );

    // Unpublished again: the URL the public once had answers 404 to visitors once more.
    await t.setStatus('draft-pic', { status: 'draft' }).expect(200);
    await visitor(post.imagePath!).expect(404);
    const again = await previewToken('draft-pic');
    await visitor(`${post.imagePath!}?t=${again}`).expect(200);
  });

  it("a revoked preview link's grant ends with it", async () => {
    const post = (await t.create({ slug: 'revoked-pic', status: 'draft' }, [image()]).expect(201))
      .body as StaffPost;
    const token = await previewToken('revoked-pic');
    await visitor(`${post.imagePath!}?t=${token}`).expect(200);
    const links = (await t.admin().get('/api/staff/posts/revoked-pic/previews').expect(200))
      .body as PreviewLink[];
    await t
      .admin()
      .delete(`/api/staff/posts/revoked-pic/previews/${links[0]!.id}`)
      .set(XHR)
      .expect(200);
    await visitor(`${post.imagePath!}?t=${token}`).expect(404);
  });

  it('a content image removed from the body answers 404 to visitors', async () => {
    const content = `Intro ${contentImageTag(0, 'Chart')}`;
    const post = (
      await t
        .create({ slug: 'body-pic', content }, [['contentImage-0', IMAGES.png, 'c.png']])
        .expect(201)
    ).body as StaffPost;
    const url = /\/api\/media\/[^"]+/.exec(post.content)![0];
    await visitor(url).expect(200);
    await t
      .update('body-pic', { slug: 'body-pic', content: 'Intro without the chart' })
      .expect(200);
    await visitor(url).expect(404);
    await t.admin().get(url).expect(200);
  });
});
