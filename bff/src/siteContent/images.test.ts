import {
  staffSitePath,
  type CreatedSitePreviewLink,
  type PublishedSiteContent,
  type SiteContentOf,
  type StaffSiteDocument,
  type UploadedSiteImage,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { IMAGES, XHR } from '../../tests/helpers/content';
import { useEditorialApp } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { referencedMedia } from '../posts/referencedMedia';
import { parseMediaKey } from '../media/keys';

describe.each(DIALECTS)('case-study images on %s', (dialect) => {
  const t = useEditorialApp(dialect);
  const upload = (bytes: Buffer, agent = t.admin(), field = 'image') =>
    agent.post('/api/staff/site/images').set(XHR).attach(field, bytes, 'picture.png');
  const version = async () =>
    ((await t.admin().get(staffSitePath('caseStudies')).expect(200)).body as StaffSiteDocument)
      .version;
  const withImage = (src: string, alt = { en: 'The finance team at work', ar: 'فريق المالية' }) => {
    const content = JSON.parse(
      JSON.stringify(SITE_CONTENT_DEFAULTS.caseStudies),
    ) as SiteContentOf<'caseStudies'>;
    content.items[0]!.image = { src, alt };
    return content;
  };
  const save = async (draft: unknown, status: number) => {
    const at = await version();
    return t
      .admin()
      .put(staffSitePath('caseStudies'))
      .set(XHR)
      .send({ version: at, draft })
      .expect(status);
  };

  it('is stored like a post image, private until a publish shows it, then public', async () => {
    const uploaded = await upload(IMAGES.png).expect(201);
    const { src } = uploaded.body as UploadedSiteImage;
    expect(src).toMatch(/^\/api\/media\/[0-9a-f]{32}-1x1\.png$/);
    await t.anonymous().get(src).expect(404);
    expect((await t.moderator().get(src).expect(200)).headers['cache-control']).toBe(
      'private, no-cache',
    );

    const saved = await save(withImage(src), 200);
    expect((saved.body as StaffSiteDocument<'caseStudies'>).draft.items[0]!.image).toEqual({
      src,
      alt: { en: 'The finance team at work', ar: 'فريق المالية' },
    });
    // The media sweep keeps what a draft names.
    const id = parseMediaKey(src.slice('/api/media/'.length))!.id;
    expect((await referencedMedia(t.db().sequelize)).ids.has(id)).toBe(true);
    await t.anonymous().get(src).expect(404);

    // A preview link's reader gets the draft's image through the link's grant.
    const link = (
      await t.admin().post(staffSitePath('caseStudies', 'previews')).set(XHR).expect(201)
    ).body as CreatedSitePreviewLink;
    const token = new URL(link.paths.en, 'http://site').searchParams.get('token')!;
    const preview = (await t.anonymous().get(`/api/site-previews/${token}/ar`).expect(200))
      .body as PublishedSiteContent;
    const granted = preview.caseStudies.items[0]!.image!;
    expect(granted).toEqual({ src: `${src}?t=${token}`, alt: 'فريق المالية' });
    await t.anonymous().get(granted.src).expect(200);

    await t
      .admin()
      .post(staffSitePath('caseStudies', 'publish'))
      .set(XHR)
      .send({ version: await version() })
      .expect(200);
    const visitors = await t.anonymous().get(src).expect(200);
    expect(visitors.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const en = (await t.anonymous().get('/api/site-content/en').expect(200))
      .body as PublishedSiteContent;
    expect(en.caseStudies.items[0]!.image).toEqual({ src, alt: 'The finance team at work' });
  });

  it('needs its alt text in both languages to publish', async () => {
    const { src } = (await upload(IMAGES.jpeg).expect(201)).body as UploadedSiteImage;
    await save(withImage(src, { en: 'Our office', ar: '' }), 200);
    const refused = await t
      .admin()
      .post(staffSitePath('caseStudies', 'publish'))
      .set(XHR)
      .send({ version: await version() })
      .expect(400);
    expect(Object.keys(refused.body.fields)).toEqual(['items.0.image.alt.ar']);
  });

  it('refuses what is not an uploaded image, in the upload and in the draft', async () => {
    await upload(IMAGES.svg).expect(415);
    await upload(IMAGES.text).expect(415);
    await upload(IMAGES.png, t.admin(), 'picture').expect(400, {
      error: 'Send one image, in the form field "image"',
      code: 'site-content.image-required',
    });
    await upload(IMAGES.png, t.viewer()).expect(403);
    await t
      .anonymous()
      .post('/api/staff/site/images')
      .set(XHR)
      .attach('image', IMAGES.png)
      .expect(401);
    for (const src of [
      'https://evil.example/a.png',
      '/api/media/../../etc/passwd',
      'javascript:alert(1)',
      '/api/media/0123456789abcdef0123456789abcdef-10x10.w480.webp',
    ]) {
      const refused = await save(withImage(src), 400);
      expect(refused.body.fieldCodes).toEqual({
        'items.0.image.src': [{ code: 'site-content.not-an-uploaded-image' }],
      });
    }
  });
});
