import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { mediaObjectKeys, responsiveImage } from '@app/contract/media';
import { renderDemoBanner } from '@app/bff/testing';
import { E2E_ADMIN } from '../stack/testAccounts';
import { bffEnvironment, createUser } from './support/stackUsers';
import { dismissToasts } from './support/toasts';

/** A user who may sign in but not manage posts: only admins and moderators may. */
const VIEWER = { username: 'e2e-viewer', password: 'e2e-viewer-password-1', role: 'viewer' };

/** A 1×1 PNG: the BFF recognises images by their first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The object keys in the stack's bucket (s3rver answers an unsigned list request). */
async function bucketKeys(env: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${env.S3_ENDPOINT}/${env.S3_BUCKET}?list-type=2`);
  if (!response.ok) throw new Error(`listing the bucket failed: ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}

async function signIn(username: string, password: string): Promise<void> {
  await browser.url('/admin/');
  await $('input[name="username"]').setValue(username);
  await $('input[name="password"]').setValue(password);
  await $('button[type="submit"]').click();
}

interface PostAnswer {
  status: number;
  post?: { title: string; description: string; imagePath: string | null; content: string };
}

async function readPost(slug: string): Promise<PostAnswer> {
  return await browser.execute(async (path: string) => {
    const response = await fetch(path, { credentials: 'include' });
    return { status: response.status, post: response.ok ? await response.json() : undefined };
  }, `/api/posts/${slug}`);
}

async function imageStatus(url: string): Promise<{ status: number; type: string | null }> {
  return await browser.execute(async (src: string) => {
    const response = await fetch(src);
    return { status: response.status, type: response.headers.get('content-type') };
  }, url);
}

const mediaKey = (url: string) => url.split('/').pop() ?? '';
const card = (title: string) => `//article[.//h2[normalize-space()="${title}"]]`;
const cardButton = (title: string, action: string) =>
  $(`${card(title)}//button[starts-with(normalize-space(), "${action}")]`);

describe('admin posts through nginx, two BFF replicas, MariaDB and S3', () => {
  const stamp = Date.now().toString(36);
  const title = `E2E Payroll guide ${stamp}`;
  const slug = `e2e-payroll-guide-${stamp}`;
  let env: Record<string, string>;
  let fixtures: { cover: string; chart: string };

  before(async () => {
    env = bffEnvironment();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-images-'));
    fixtures = { cover: path.join(dir, 'cover.png'), chart: path.join(dir, 'chart.png') };
    // Wide enough for WebP variants (480 and 960); the 1×1 chart has none.
    writeFileSync(fixtures.cover, renderDemoBanner(1200, 630));
    writeFileSync(fixtures.chart, PNG);
    await createUser(env, VIEWER);
  });

  it('sends a signed-out visitor from /admin/blog to /admin with the "Access Denied" toast', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/blog');

    await expect($('h1=Admin Portal')).toBeDisplayed();
    await expect(browser).toHaveUrl(expect.stringMatching(/\/admin\/?$/));
    await expect($('*=You must be logged in as an admin to view this page.')).toBeDisplayed();
  });

  it('shows Access Denied to a signed-in user who is neither admin nor moderator', async () => {
    await browser.deleteCookies();
    await signIn(VIEWER.username, VIEWER.password);

    await expect($('h1=Access Denied')).toBeDisplayed();
    await expect($("*=You don't have permission to access this page.")).toBeDisplayed();
    await expect($('h1=Content Library')).not.toBeExisting();
  });

  it('creates a post with a featured image and a content image', async () => {
    await browser.deleteCookies();
    await signIn(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect($('h1=Content Library')).toBeDisplayed();

    await $('button=Create New Post').click();
    const dialog = $('[role="dialog"]');
    await expect(dialog).toBeDisplayed();
    await dialog.$('input[name="title"]').setValue(title);
    await expect(dialog.$('input[name="slug"]')).toHaveValue(slug);
    await dialog.$('textarea[name="description"]').setValue('How payroll works for a UAE startup.');
    await dialog.$('input[name="tags"]').setValue('Payroll, UAE');
    await dialog.$('input[name="image"]').setValue(fixtures.cover);
    await dialog.$('textarea[name="content"]').setValue('Payroll in three steps.\n\n');

    await dialog.$('button=Add Image').click();
    await dialog.$('input[name="contentImageFile"]').setValue(fixtures.chart);
    await dialog.$('button=Add to post').click();
    await dialog.$('//button[starts-with(normalize-space(), "Insert")]').click();
    await expect(dialog.$('textarea[name="content"]')).toHaveValue(
      expect.stringContaining('<img src="content-image://0" alt="chart" class="align-center" />'),
    );
    // The live preview shows the local file through the kit's renderer.
    await expect(dialog.$('.article-body img[src^="blob:"]')).toBeExisting();

    await dismissToasts();
    await dialog.$('button=Create Post').click();

    await expect($('*=Post created successfully')).toBeDisplayed();
    await expect($('[role="dialog"]')).not.toBeExisting();
    await expect($(card(title))).toBeDisplayed();
    await expect($(`${card(title)}//img`)).toHaveAttribute('srcset', /\.w480\.webp 480w/);
  });

  it('shows the post on the public site with both images', async () => {
    const answer = await readPost(slug);
    expect(answer.status).toBe(200);
    const imagePath = answer.post?.imagePath ?? '';
    const contentUrl = /<img src="([^"]+)"/.exec(answer.post?.content ?? '')?.[1] ?? '';
    expect(imagePath).toMatch(/^\/api\/media\//);
    expect(contentUrl).toMatch(/^\/api\/media\//);
    for (const url of [imagePath, contentUrl]) {
      expect(await imageStatus(url)).toEqual({ status: 200, type: 'image/png' });
    }
    // The cover was re-encoded into its original and two WebP variants, all in the bucket.
    const objects = [...mediaObjectKeys(mediaKey(imagePath)), mediaKey(contentUrl)];
    expect(objects).toHaveLength(4);
    expect(await bucketKeys(env)).toEqual(expect.arrayContaining(objects));
    for (const key of objects.filter((key) => key.endsWith('.webp'))) {
      expect(await imageStatus(`/api/media/${key}`)).toEqual({ status: 200, type: 'image/webp' });
    }

    await browser.url(`/blog/${slug}`);
    await expect($(`h1=${title}`)).toBeDisplayed();
    const expected = responsiveImage(imagePath);
    const hero = $(`img[alt="${title}"]`);
    await expect(hero).toHaveAttribute('src', expected.src);
    await expect(hero).toHaveAttribute('srcset', expected.srcSet!);
    await expect(hero).toHaveAttribute('sizes', /1088px/);
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '630');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    // The browser picked one of the candidates and decoded it.
    const heroState = () =>
      browser.execute((alt: string) => {
        const image = [...document.images].find((candidate) => candidate.alt === alt);
        return {
          loaded: Boolean(image?.complete && image.naturalWidth > 0),
          chosen: image ? new URL(image.currentSrc || image.src).pathname : '',
        };
      }, title);
    await browser.waitUntil(async () => (await heroState()).loaded, {
      timeout: 10_000,
      timeoutMsg: 'the hero image did not load',
    });
    const { chosen } = await heroState();
    expect(expected.srcSet!.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(
      chosen,
    );
    // The 1×1 content image has nothing to choose from: its own URL, its size, no srcset.
    const inline = $(`.article-body img[src$="${mediaKey(contentUrl)}"]`);
    await expect(inline).toBeExisting();
    await expect(inline).toHaveAttribute('width', '1');
    await expect(inline).not.toHaveAttribute('srcset');
  });

  it('edits the post', async () => {
    await browser.url('/admin/blog');
    await (await cardButton(title, 'Edit')).click();
    const dialog = $('[role="dialog"]');
    const description = dialog.$('textarea[name="description"]');
    await expect(description).toHaveValue('How payroll works for a UAE startup.');

    await description.setValue('Payroll for UAE startups, step by step.');
    await dismissToasts();
    await dialog.$('button=Update Post').click();

    await expect($('*=Post updated successfully')).toBeDisplayed();
    await expect(
      $(`${card(title)}//*[normalize-space()="Payroll for UAE startups, step by step."]`),
    ).toBeDisplayed();
    expect((await readPost(slug)).post?.description).toBe(
      'Payroll for UAE startups, step by step.',
    );
  });

  it('deletes the post, and its images leave the bucket with every variant', async () => {
    const before = (await readPost(slug)).post;
    const keys = [before?.imagePath ?? '', ...(before?.content.match(/\/api\/media\/[^"]+/g) ?? [])]
      .map(mediaKey)
      .flatMap(mediaObjectKeys);
    expect(keys).toHaveLength(4);
    expect(await bucketKeys(env)).toEqual(expect.arrayContaining(keys));

    await (await cardButton(title, 'Delete')).click();
    const confirm = $('[role="alertdialog"]');
    await expect(confirm).toHaveText(
      expect.stringContaining(
        `Are you sure you want to delete "${title}"? This action cannot be undone.`,
      ),
    );
    await dismissToasts();
    await confirm.$('button=Delete Post').click();

    await expect($('*=Blog post deleted successfully')).toBeDisplayed();
    await expect($(card(title))).not.toBeExisting();
    expect((await readPost(slug)).status).toBe(404);
    await browser.waitUntil(
      async () => (await bucketKeys(env)).every((key) => !keys.includes(key)),
      { timeout: 10_000, timeoutMsg: `images ${keys.join(', ')} are still in the bucket` },
    );
  });

  it('logs out to /admin', async () => {
    await dismissToasts();
    await $('button=Logout').click();

    await expect($('h1=Admin Portal')).toBeDisplayed();
    await expect(browser).toHaveUrl(expect.stringMatching(/\/admin\/$/));
    await browser.url('/admin/blog');
    await expect($('h1=Admin Portal')).toBeDisplayed();
  });
});
