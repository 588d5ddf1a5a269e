import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

describe.each(DIALECTS)('GET /api/settings on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, { env: { BOOKING_TIMEZONE: 'America/New_York' } });
    app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it('answers the zone BOOKING_TIMEZONE sets, without a session, and never kept stale', async () => {
    const response = await request(app.callback()).get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      businessTimeZone: 'America/New_York',
      calendar: { daysOff: [7], closed: [] },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/settings without BOOKING_TIMEZONE', () => {
  it("answers the BFF's default zone", async () => {
    const db = await openTestDatabase('sqlite');
    try {
      const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
      const response = await request(app.callback()).get('/api/settings');
      expect(response.body).toMatchObject({ businessTimeZone: 'Asia/Dubai' });
    } finally {
      await db.cleanup();
    }
  });
});
