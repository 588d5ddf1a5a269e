import Router from '@koa/router';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import type { AppState } from './types';

describe('CSRF guard', () => {
  let db: TestDatabase;
  let agent: ReturnType<typeof request>;

  beforeAll(async () => {
    db = await openTestDatabase('sqlite');
    const router = new Router<AppState>();
    router.all('/state', (ctx) => {
      ctx.body = { method: ctx.method };
    });
    const app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      extraRouters: [router],
    });
    agent = request(app.callback());
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'refuses %s without X-Requested-With with 403 JSON',
    async (method) => {
      const response = await agent[method]('/api/state').expect(403);
      expect(response.body).toMatchObject({ error: 'Missing X-Requested-With header' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('refuses a blank header', async () => {
    await agent.post('/api/state').set('X-Requested-With', ' ').expect(403);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'lets %s through with the header',
    async (method) => {
      const response = await agent[method]('/api/state')
        .set('X-Requested-With', 'XMLHttpRequest')
        .expect(200);
      expect(response.body).toEqual({ method: method.toUpperCase() });
    },
  );

  it('does not ask safe methods for it', async () => {
    await agent.get('/api/state').expect(200);
  });

  it('leaves unknown routes and methods to the router (404/405) once the header is there', async () => {
    await agent.post('/api/no/such/route').set('X-Requested-With', 'XMLHttpRequest').expect(404);
    await agent.delete('/api/health').set('X-Requested-With', 'XMLHttpRequest').expect(405);
  });

  it('refuses a write without the header before routing, whatever the route', async () => {
    await agent.post('/api/no/such/route').expect(403);
    await agent.delete('/api/health').expect(403);
  });

  it.each(['/API/health', '/Api/health', '/api/HEALTH', '/aPi/Health'])(
    'does not route %s: the API is case-sensitive',
    async (path) => {
      await agent.get(path).expect(404);
      await agent.post(path).set('X-Requested-With', 'XMLHttpRequest').expect(404);
    },
  );

  it.each(['/API/posts', '/API/logout', '/Api/contact', '/API/posts/some-post'])(
    'refuses a write to the real route %s in another case without the header',
    async (path) => {
      await agent.post(path).expect(403);
      await agent.delete(path).expect(403);
    },
  );
});
