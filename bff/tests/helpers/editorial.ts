import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { StaffPost, StaffPostList } from '@app/contract/editorial';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/log/logger';
import { createMediaStorage } from '../../src/media/createStorage';
import { addUser, signedIn, XHR, type Agent } from './content';
import { openTestDatabase, type Dialect, type TestDatabase } from './testDatabase';

export type FileField = [name: string, bytes: Buffer, filename: string];

export const VALID = {
  title: 'VAT in the UAE',
  slug: 'vat-in-the-uae',
  description: 'What startups need to know',
  content: 'The threshold is AED 375,000.',
  tags: 'VAT, UAE',
};

/**
 * An app on a fresh database of `dialect` with images on disk, a clock the test moves, an admin
 * (layla), a moderator (omar) and a viewer (guest) signed in. Call in a describe block; the
 * returned getters are valid inside its tests.
 */
export function useEditorialApp(dialect: Dialect) {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const agents = {} as Record<'admin' | 'moderator' | 'viewer', Agent>;
  /** Real time at the start; sessions stay valid as long as the clock is not moved by hours. */
  const start = new Date();
  let clock = start;

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await createMediaStorage(db.config.media, db.config.dataDir).prepare();
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    await addUser(db.sequelize, 'guest', 'viewer');
    agents.admin = await signedIn(app, 'layla');
    agents.moderator = await signedIn(app, 'omar');
    agents.viewer = await signedIn(app, 'guest');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = start;
    // Every test starts from an empty blog, drafts included, and an empty media folder.
    const list = (await agents.admin.get('/api/staff/posts').expect(200)).body as StaffPostList;
    for (const post of list.posts) {
      await agents.admin
        .delete(`/api/posts/${encodeURIComponent(post.slug)}`)
        .set(XHR)
        .expect(200);
    }
  });

  const send = (
    agent: Agent,
    method: 'post' | 'put',
    url: string,
    fields: Record<string, string>,
    files: FileField[],
  ) => {
    let req = agent[method](url).set(XHR);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [name, bytes, filename] of files) req = req.attach(name, bytes, filename);
    return req;
  };

  return {
    db: () => db,
    app: () => app,
    admin: () => agents.admin,
    moderator: () => agents.moderator,
    viewer: () => agents.viewer,
    /** A client with no session. */
    anonymous: () => request(app.callback()),
    now: () => clock,
    setClock: (at: Date) => {
      clock = at;
    },
    /** Moves the clock by `ms` and returns the new time. */
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
      return clock;
    },
    create: (fields: Record<string, string> = {}, files: FileField[] = [], agent = agents.admin) =>
      send(agent, 'post', '/api/posts', { ...VALID, ...fields }, files),
    update: (
      slug: string,
      fields: Record<string, string> = {},
      files: FileField[] = [],
      agent = agents.admin,
    ) =>
      send(agent, 'put', `/api/posts/${encodeURIComponent(slug)}`, { ...VALID, ...fields }, files),
    setStatus: (slug: string, body: unknown, agent = agents.admin) =>
      agent
        .post(`/api/staff/posts/${encodeURIComponent(slug)}/status`)
        .set(XHR)
        .send(body as object),
    staffPost: async (slug: string) =>
      (await agents.admin.get(`/api/staff/posts/${encodeURIComponent(slug)}`).expect(200))
        .body as StaffPost,
    /** What is in the media folder, read without the BFF's own code. */
    storedKeys: async () => {
      const names = await readdir(path.join(db.config.dataDir, 'media')).catch(() => []);
      return names.filter((name) => !name.startsWith('.')).sort();
    },
  };
}

/** The media key of a `/api/media/<key>` URL. */
export function keyOf(url: string | null): string {
  expect(url).toMatch(/^\/api\/media\/[0-9a-f]{32}-\d+x\d+\.(png|jpg|gif|webp)$/);
  return url!.slice('/api/media/'.length);
}
