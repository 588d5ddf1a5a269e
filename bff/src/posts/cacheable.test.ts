import type { AddressInfo } from 'node:net';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { fetchContentRevision } from '@app/contract/publicReads';
import type { Post, PostSummary } from '@app/contract/posts';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { readContentRevision } from './contentRevision';

const POST = {
  title: 'Payroll in Riyadh',
  description: 'GOSI, WPS and the monthly run',
  content: 'Register with GOSI first.',
  tags: 'Payroll, KSA',
};

/** The SQL statements `sequelize` runs while `work` runs. */
async function statementsDuring(sequelize: Sequelize, work: () => Promise<unknown>) {
  const statements: string[] = [];
  sequelize.addHook('afterQuery', 'statementsDuring', (_options, query) => {
    statements.push(String((query as unknown as { sql?: unknown }).sql));
  });
  try {
    await work();
  } finally {
    sequelize.removeHook('afterQuery', 'statementsDuring');
  }
  return statements;
}

describe.each(DIALECTS)('public post reads and the content revision on %s', (dialect) => {
  let db: TestDatabase;
  /** A second replica: its own app and its own connection pool on the same database. */
  let otherSequelize: Sequelize;
  let replicaA: ReturnType<typeof createApp>;
  let replicaB: ReturnType<typeof createApp>;
  let admin: Agent;
  let viewer: Agent;

  const create = (slug: string, fields: Partial<typeof POST> = {}) =>
    admin
      .post('/api/posts')
      .set(XHR)
      .field({ ...POST, ...fields, slug });
  const revision = () => readContentRevision(db.sequelize);

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    otherSequelize = createSequelize(db.config.database, { logger: silentLogger });
    replicaA = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    replicaB = createApp({ config: db.config, sequelize: otherSequelize, logger: silentLogger });
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'guest', 'viewer');
    admin = await signedIn(replicaA, 'layla');
    viewer = await signedIn(replicaA, 'guest');
  });
  afterAll(async () => {
    await otherSequelize.close();
    await db.cleanup();
  });

  describe('GET /api/content/revision', () => {
    it('answers the current revision, never cached, and the contract client reads it', async () => {
      const response = await request(replicaA.callback()).get('/api/content/revision').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ revision: await revision() });

      const server = replicaB.listen(0, '127.0.0.1');
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as AddressInfo;
        expect(await fetchContentRevision(`http://127.0.0.1:${port}`)).toBe(await revision());
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('reads the one revision row and nothing else', async () => {
      const statements = await statementsDuring(db.sequelize, () =>
        request(replicaA.callback()).get('/api/content/revision').expect(200),
      );
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^SELECT revision FROM content_revision WHERE id = /);
    });
  });

  describe('post writes', () => {
    it('raise the revision by one each: create, update, delete', async () => {
      const start = await revision();
      await create('gosi-basics').expect(201);
      expect(await revision()).toBe(start + 1);
      await admin
        .put('/api/posts/gosi-basics')
        .set(XHR)
        .field({ ...POST, slug: 'gosi-basics', title: 'GOSI basics' })
        .expect(200);
      expect(await revision()).toBe(start + 2);
      await admin.delete('/api/posts/gosi-basics').set(XHR).expect(200);
      expect(await revision()).toBe(start + 3);
    });

    it('leave it alone when they fail', async () => {
      await create('kept').expect(201);
      const start = await revision();
      await create('kept').expect(409);
      await create('', { title: '' }).expect(400);
      await viewer
        .post('/api/posts')
        .set(XHR)
        .field({ ...POST, slug: 'nope' })
        .expect(403);
      await admin
        .put('/api/posts/missing')
        .set(XHR)
        .field({ ...POST, slug: 'missing' })
        .expect(404);
      await admin.delete('/api/posts/missing').set(XHR).expect(404);
      expect(await revision()).toBe(start);
      await admin.delete('/api/posts/kept').set(XHR).expect(200);
    });

    it('of two creates racing for one slug, only the one that commits raises it', async () => {
      const start = await revision();
      const answers = await Promise.all([create('race'), create('race'), create('race')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(await revision()).toBe(start + 1);
      await admin.delete('/api/posts/race').set(XHR).expect(200);
    });
  });

  describe.each([
    ['GET /api/posts', '/api/posts'],
    ['GET /api/posts/:slug', '/api/posts/etag-subject'],
  ])('%s', (_name, path) => {
    beforeAll(async () => {
      await create('etag-subject').expect(201);
    });
    afterAll(async () => {
      await admin.delete('/api/posts/etag-subject').set(XHR).expect(200);
    });

    it('carries the revision as a weak ETag, to be revalidated', async () => {
      const response = await request(replicaA.callback()).get(path).expect(200);
      expect(response.headers.etag).toBe(`W/"r${await revision()}"`);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers a matching If-None-Match with 304 from the revision alone, on any replica', async () => {
      const { etag } = (await request(replicaA.callback()).get(path).expect(200)).headers;
      for (const [replica, sequelize] of [
        [replicaA, db.sequelize],
        [replicaB, otherSequelize],
      ] as const) {
        let response: request.Response | undefined;
        const statements = await statementsDuring(sequelize, async () => {
          response = await request(replica.callback()).get(path).set('If-None-Match', etag!);
        });
        expect(response?.status).toBe(304);
        expect(response?.text).toBe('');
        expect(response?.headers.etag).toBe(etag);
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/FROM content_revision/);
      }
    });

    it('reads no post for a second full answer at the same revision', async () => {
      const first = await request(replicaA.callback()).get(path).expect(200);
      let second: request.Response | undefined;
      const statements = await statementsDuring(db.sequelize, async () => {
        second = await request(replicaA.callback()).get(path).expect(200);
      });
      expect(second?.text).toBe(first.text);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/FROM content_revision/);
    });

    it('answers 200 with the new body on the other replica once a post is saved', async () => {
      const before = await request(replicaB.callback()).get(path).expect(200);
      await admin
        .put('/api/posts/etag-subject')
        .set(XHR)
        .field({ ...POST, slug: 'etag-subject', title: 'Saved through replica A' })
        .expect(200);

      const after = await request(replicaB.callback())
        .get(path)
        .set('If-None-Match', before.headers.etag!)
        .expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const body = after.body as Post | PostSummary[];
      const saved = Array.isArray(body) ? body.find((post) => post.slug === 'etag-subject') : body;
      expect(saved?.title).toBe('Saved through replica A');
    });

    it('matches like RFC 9110: weakly, in a list, and whatever the Cache-Control of the request', async () => {
      const current = `r${await revision()}`;
      for (const header of [`W/"${current}"`, `"${current}"`, `"other", W/"${current}"`]) {
        // fetch() sends Cache-Control: no-cache with every If-None-Match.
        await request(replicaA.callback())
          .get(path)
          .set('If-None-Match', header)
          .set('Cache-Control', 'no-cache')
          .expect(304);
      }
    });

    it('ignores an ETag of another revision or another shape, and *', async () => {
      for (const stale of ['W/"r1"', `"r${await revision()}"x`, '*garbage*', '*', '']) {
        await request(replicaA.callback()).get(path).set('If-None-Match', stale).expect(200);
      }
    });
  });

  it('GET /api/posts/:slug of a missing post is 404 without the caching headers', async () => {
    const response = await request(replicaA.callback()).get('/api/posts/no-such-post').expect(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.body).toMatchObject({ error: 'Post not found' });
  });
});
