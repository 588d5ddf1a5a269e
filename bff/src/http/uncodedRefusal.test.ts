import Router from '@koa/router';
import request from 'supertest';
import { errorText } from '@app/contract/errorCodes';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { refusalBody } from './refusal';
import type { AppState } from './types';

describe('error bodies a route wrote without a code', () => {
  let db: TestDatabase;
  let agent: ReturnType<typeof request>;

  beforeAll(async () => {
    db = await openTestDatabase('sqlite');
    const router = new Router<AppState>();
    router.get('/test/english', (ctx) => {
      ctx.status = 409;
      ctx.body = { error: 'This advisor is away that day' };
    });
    router.get('/test/sentence', (ctx) => {
      ctx.status = 409;
      ctx.body = { error: errorText('booking.slot-taken') };
    });
    router.get('/test/fields', (ctx) => {
      ctx.status = 400;
      ctx.body = {
        error: 'Validation failed',
        fields: { name: [errorText('field.name-required'), 'Not a name we know'] },
      };
    });
    router.get('/test/coded', (ctx) => {
      ctx.status = 409;
      ctx.body = refusalBody({ code: 'team.member-exists', params: { username: 'omar' } });
    });
    router.get('/test/fine', (ctx) => {
      ctx.body = { error: 'not a refusal: a 200 is left alone' };
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

  it("get their status's code, or the code of the contract's sentence they send", async () => {
    expect((await agent.get('/api/test/english').expect(409)).body).toEqual({
      error: 'This advisor is away that day',
      code: 'http.conflict',
    });
    expect((await agent.get('/api/test/sentence').expect(409)).body).toEqual({
      error: errorText('booking.slot-taken'),
      code: 'booking.slot-taken',
    });
  });

  it("get each field's codes beside its messages", async () => {
    expect((await agent.get('/api/test/fields').expect(400)).body).toEqual({
      error: 'Validation failed',
      code: 'request.invalid',
      fields: { name: [errorText('field.name-required'), 'Not a name we know'] },
      fieldCodes: { name: [{ code: 'field.name-required' }, { code: 'field.invalid' }] },
    });
  });

  it('leave coded bodies and successes as they are', async () => {
    expect((await agent.get('/api/test/coded').expect(409)).body).toEqual({
      error: 'A member named "omar" already exists.',
      code: 'team.member-exists',
      params: { username: 'omar' },
    });
    expect((await agent.get('/api/test/fine').expect(200)).body).toEqual({
      error: 'not a refusal: a 200 is left alone',
    });
  });
});
