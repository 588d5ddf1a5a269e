import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createSessionStore } from './sessionStore';

const HOUR = 3_600_000;

describe.each(DIALECTS)('session store on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  const now = () => clock;
  /** The rows of sessions that have not ended. */
  const rows = () =>
    db.sequelize.query<{ id: string }>(
      'SELECT id FROM sessions WHERE revoked_at IS NULL ORDER BY id',
      { type: QueryTypes.SELECT },
    );

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = new Date('2030-01-01T08:00:00.000Z');
    await db.sequelize.query('DELETE FROM sessions');
  });

  it('keeps a session until its idle deadline', async () => {
    const store = createSessionStore(db.sequelize, { absoluteTimeoutMs: 12 * HOUR, now });
    const data = { userId: 7, signedInAt: clock.getTime() };
    await store.set('sid-1', data, 2 * HOUR);
    expect(await store.get('sid-1')).toEqual(data);
    clock = new Date(clock.getTime() + 2 * HOUR - 1);
    expect(await store.get('sid-1')).toEqual(data);
    clock = new Date(clock.getTime() + 1);
    expect(await store.get('sid-1')).toBeNull();
  });

  it('never lets activity carry a session past the absolute deadline', async () => {
    const store = createSessionStore(db.sequelize, { absoluteTimeoutMs: 3 * HOUR, now });
    const data = { userId: 7, signedInAt: clock.getTime() };
    for (let hour = 0; hour < 3; hour += 1) {
      await store.set('sid-1', data, 2 * HOUR);
      expect(await store.get('sid-1')).toEqual(data);
      clock = new Date(clock.getTime() + HOUR - 1);
    }
    clock = new Date(data.signedInAt + 3 * HOUR);
    expect(await store.get('sid-1')).toBeNull();
  });

  it('stores only signed-in sessions and destroys on request', async () => {
    const store = createSessionStore(db.sequelize, { absoluteTimeoutMs: HOUR, now });
    await store.set('anonymous', { visited: true }, HOUR);
    expect(await rows()).toEqual([]);
    await store.set('sid-1', { userId: 1, signedInAt: clock.getTime() }, HOUR);
    await store.destroy('sid-1');
    expect(await store.get('sid-1')).toBeNull();
    expect(await rows()).toEqual([]);
  });

  it('never brings back a session that ended, whatever saves it afterwards', async () => {
    const store = createSessionStore(db.sequelize, { absoluteTimeoutMs: 12 * HOUR, now });
    const data = { userId: 7, signedInAt: clock.getTime() };
    await store.set('sid-1', data, HOUR);
    await store.destroy('sid-1');
    // A request that read the session before the sign-out saves it when it ends.
    await store.set('sid-1', data, HOUR);
    clock = new Date(clock.getTime() + 11 * HOUR);
    await store.set('sid-1', data, HOUR);
    expect(await store.get('sid-1')).toBeNull();
    expect(await rows()).toEqual([]);
  });

  it('does not save back a session past its idle or absolute deadline', async () => {
    const store = createSessionStore(db.sequelize, { absoluteTimeoutMs: 3 * HOUR, now });
    const data = { userId: 7, signedInAt: clock.getTime() };
    await store.set('idle', data, HOUR);
    clock = new Date(clock.getTime() + HOUR);
    await store.set('idle', data, HOUR);
    expect(await store.get('idle')).toBeNull();
    clock = new Date(data.signedInAt + 3 * HOUR);
    await store.set('late', data, HOUR);
    expect(await store.get('late')).toBeNull();
    expect(await rows()).toEqual([]);
  });

  it('purges expired rows now and then', async () => {
    const store = createSessionStore(db.sequelize, {
      absoluteTimeoutMs: 12 * HOUR,
      now,
      purgeEveryMs: HOUR,
    });
    await store.set('old', { userId: 1, signedInAt: clock.getTime() }, HOUR);
    clock = new Date(clock.getTime() + 2 * HOUR);
    await store.set('new', { userId: 2, signedInAt: clock.getTime() }, HOUR);
    expect(await rows()).toHaveLength(1);
    expect(await store.get('new')).not.toBeNull();
  });
});
