import { API_ROUTES } from '@app/contract/paths';
import { setupCheckRequest, setupUseRequest } from '@app/contract/setup';
import type { SessionUserResponse } from '@app/contract/auth';
import type Router from '@koa/router';
import { UniqueConstraintError, type Sequelize } from 'sequelize';
import type { AuditLog } from '../audit/auditLog';
import { hashPassword } from '../auth/password';
import { passwordWeakness } from '../auth/passwordPolicy';
import { startSession } from '../auth/session';
import { writeTransaction } from '../db/writeTransaction';
import { ValidationError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { refusal } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppMiddleware, AppState } from '../http/types';
import { toSessionUser } from '../users/service';
import { usersTable } from '../users/usersTable';
import { claimSetupLink, hasActiveAdmin, isSetupLinkValid } from './setupLinks';

export interface SetupRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  now: () => Date;
}

/** One answer for every link that cannot be used, so a guesser learns nothing from it. */
const invalidLink = () => refusal(404, 'setup.link-invalid');
/** Once an admin exists, setup is over whatever the link. */
const setupDone = () => refusal(410, 'setup.done');

/**
 * The setup page's calls, for the first admin of a database with none. The token travels in the
 * body, never in a URL, so it is in no access log.
 */
export function setupRoutes({ sequelize, session, audit, now }: SetupRoutesDeps): Router<AppState> {
  const router = createRouter();

  router.post(API_ROUTES.setupCheck, jsonBody({ limit: '2kb' }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (await hasActiveAdmin(sequelize)) throw setupDone();
    const parsed = setupCheckRequest.safeParse(ctx.request.body);
    if (!parsed.success || !(await isSetupLinkValid(sequelize, parsed.data.token, now()))) {
      throw invalidLink();
    }
    ctx.body = { ok: true };
  });

  router.post(API_ROUTES.setupUse, session, jsonBody({ limit: '10kb' }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (await hasActiveAdmin(sequelize)) throw setupDone();
    const body: unknown = ctx.request.body;
    const token = setupCheckRequest.safeParse(body);
    if (!token.success || !(await isSetupLinkValid(sequelize, token.data.token, now()))) {
      throw invalidLink();
    }
    const { username, password } = setupUseRequest.parse(body);
    const weakness = passwordWeakness(password, [username]);
    if (weakness) throw new ValidationError({ password: [weakness] });

    const passwordHash = await hashPassword(password);
    const at = now();
    const user = await writeTransaction(sequelize, async (transaction) => {
      if (!(await claimSetupLink(sequelize, token.data.token, at, transaction))) {
        throw invalidLink();
      }
      // An admin made meanwhile (ADMIN_USERNAME at another replica's start, user:create).
      if (await hasActiveAdmin(sequelize, transaction)) throw setupDone();
      try {
        return await usersTable(sequelize).create(
          { username, passwordHash, role: 'admin' },
          { transaction },
        );
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw new ValidationError({ username: [{ code: 'field.username-taken' }] });
        }
        throw error;
      }
    });
    user.lastSignInAt = at;
    await user.save();
    await startSession(ctx, user.id, at);
    await audit.record({
      event: 'member-add',
      actor: { id: user.id, username: user.username },
      subject: user.username,
      ip: ctx.ip,
    });
    ctx.state.log.info('first admin created through the setup link', { userId: user.id });
    ctx.body = { user: toSessionUser(user) } satisfies SessionUserResponse;
  });

  return router;
}
