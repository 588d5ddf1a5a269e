import request from 'supertest';
import type Koa from 'koa';
import type { Sequelize } from 'sequelize';
import type { AppState } from '../../src/http/types';
import { createUser } from '../../src/users/service';

/** The header the site and admin send on every state-changing call (CSRF guard). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Small but real images of each accepted type, and things that only pretend to be images. */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAoAv/9k=',
    'base64',
  ),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'utf8',
  ),
  text: Buffer.from('just some text, named .png', 'utf8'),
} as const;

export const PASSWORD = 'correct-horse-battery';

export async function addUser(
  sequelize: Sequelize,
  username: string,
  role: string,
  password = PASSWORD,
): Promise<void> {
  await createUser(sequelize, { username, password, role });
}

export type Agent = ReturnType<typeof request.agent>;

/** A cookie-keeping client signed in as `username` (asserts the sign-in worked). */
export async function signedIn(
  app: Koa<AppState>,
  username: string,
  password = PASSWORD,
): Promise<Agent> {
  const agent = request.agent(app.callback());
  await agent.post('/api/login').set(XHR).send({ username, password }).expect(200);
  return agent;
}
