import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  passwordLinkCheckRequest,
  passwordLinkUseRequest,
  type PasswordLinkCheckResponse,
} from '@app/contract/staff';
import type { AuditLog } from '../audit/auditLog';
import { hashPassword } from '../auth/password';
import { passwordWeakness } from '../auth/passwordPolicy';
import { revokeSessions } from '../auth/sessionStore';
import { writeTransaction } from '../db/writeTransaction';
import { ValidationError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { usersTable } from '../users/usersTable';
import { accountOfLink, claimPasswordLink, voidPasswordLinks } from './passwordLinks';
import { refusal } from '../http/refusal';

export interface PasswordLinkRoutesDeps {
  sequelize: Sequelize;
  audit: AuditLog;
  absoluteTimeoutMs: number;
  now: () => Date;
}

/** One answer for every link that cannot be used, so a guesser learns nothing from it. */
const invalidLink = () => refusal(404, 'team.password-link-invalid');

/**
 * The set-password page's calls, for people who are not signed in. The token travels in the body,
 * never in a URL, so it is in no access log.
 */
export function passwordLinkRoutes({
  sequelize,
  audit,
  absoluteTimeoutMs,
  now,
}: PasswordLinkRoutesDeps): Router<AppState> {
  const router = createRouter();

  router.post(API_ROUTES.passwordLinkCheck, jsonBody({ limit: '2kb' }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const parsed = passwordLinkCheckRequest.safeParse(ctx.request.body);
    const found = parsed.success ? await accountOfLink(sequelize, parsed.data.token, now()) : null;
    if (!found) throw invalidLink();
    ctx.body = { username: found.user.username } satisfies PasswordLinkCheckResponse;
  });

  router.post(API_ROUTES.passwordLinkUse, jsonBody({ limit: '10kb' }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const body: unknown = ctx.request.body;
    const token = passwordLinkCheckRequest.safeParse(body);
    const found = token.success ? await accountOfLink(sequelize, token.data.token, now()) : null;
    if (!found) throw invalidLink();
    const { password } = passwordLinkUseRequest.parse(body);
    const weakness = passwordWeakness(password, [found.user.username]);
    if (weakness) throw new ValidationError({ password: [weakness] });

    const passwordHash = await hashPassword(password);
    const at = now();
    await writeTransaction(sequelize, async (transaction) => {
      if (!(await claimPasswordLink(sequelize, found.link.id, at, transaction))) {
        throw invalidLink();
      }
      const [updated] = await usersTable(sequelize).update(
        { passwordHash, status: 'active' },
        { where: { id: found.user.id, status: ['active', 'invited'] }, transaction },
      );
      // Deactivated between the check and now: the link died with the account.
      if (updated !== 1) throw invalidLink();
      await voidPasswordLinks(sequelize, { userId: found.user.id, now: at, transaction });
    });
    // Whoever held the old password, or a session of it, is out.
    await revokeSessions(sequelize, { userId: found.user.id }, { absoluteTimeoutMs, now: at });
    await audit.record({ event: 'password-set', subject: found.user.username, ip: ctx.ip });
    ctx.state.log.info('password set through a link', { userId: found.user.id });
    ctx.body = { username: found.user.username } satisfies PasswordLinkCheckResponse;
  });

  return router;
}
