import request from 'supertest';
import { API_PATHS, API_PREFIX, API_ROUTES } from '@app/contract/paths';
import { openTestDatabase, type TestDatabase } from '../tests/helpers/testDatabase';
import { createApp } from './app';
import { silentLogger } from './log/logger';

/** A path of each route: parameters get a value their route accepts the shape of. */
const concrete = (route: string) => `${API_PREFIX}${route.replace(/:\w+/g, 'example')}`;

describe('the routes the contract names', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it.each(Object.entries(API_ROUTES))(
    '%s is mounted at its contract path',
    async (_name, route) => {
      const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
      // The router answers OPTIONS for every path it mounts, with the methods it allows there.
      const response = await request(app.callback()).options(concrete(route));
      expect(response.status).toBe(200);
      expect(response.headers.allow).toMatch(/\b(GET|POST|PATCH|PUT|DELETE)\b/);
    },
  );

  it('answers 404 for a path the contract does not name', async () => {
    const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    await request(app.callback()).options(`${API_PREFIX}/calendar/not-a-route`).expect(404);
  });

  it('spells each full path as the prefix and its route', () => {
    for (const [name, path] of Object.entries(API_PATHS)) {
      expect(path).toBe(`${API_PREFIX}${API_ROUTES[name as keyof typeof API_PATHS]}`);
    }
  });
});
