import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import moment from 'moment-timezone';
import type { Sequelize } from 'sequelize';
import { reportQuery, type LeadsReport } from '@app/contract/reports';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { staffOnly } from '../auth/staffOnly';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { readLeadsReport, type ReportPeriod } from './leadsReport';
import { reportCsv } from './reportCsv';
import { EXPORT_ADMIN_ONLY, FUTURE_PERIOD } from './refusals';

export interface ReportRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  /** The business zone of the staff's schedule, read per request: a period's days are its days. */
  businessTimeZone: () => Promise<string>;
  now: () => Date;
}

/**
 * The leads report under /staff/reports: admins and moderators read it, only admins export it
 * (the export is audited). No-store, like the inbox: it is built from what visitors sent.
 */
export function reportRoutes({
  sequelize,
  session,
  audit,
  businessTimeZone,
  now,
}: ReportRoutesDeps): Router<AppState> {
  const router = createRouter();
  const guard = staffOnly(sequelize, session);

  /** The period asked for, or undefined once a 400 naming the field is answered. */
  const periodOf = (ctx: AppContext, at: Date, zone: string): ReportPeriod | undefined => {
    const query = parseContract(ctx, reportQuery, ctx.query);
    if (query === undefined) return undefined;
    if (query.to > moment.tz(at, zone).format('YYYY-MM-DD')) {
      respondInvalid(ctx, FUTURE_PERIOD);
      return undefined;
    }
    return query;
  };

  router.get(API_ROUTES.staffReports, ...guard, async (ctx) => {
    const at = now();
    const zone = await businessTimeZone();
    const period = periodOf(ctx, at, zone);
    if (period === undefined) return;
    ctx.body = (await readLeadsReport(sequelize, period, {
      now: at,
      timeZone: zone,
    })) satisfies LeadsReport;
  });

  router.get(API_ROUTES.staffReportsExport, ...guard, async (ctx) => {
    if (ctx.state.staff!.role !== 'admin') {
      ctx.status = 403;
      ctx.body = EXPORT_ADMIN_ONLY;
      return;
    }
    const at = now();
    const zone = await businessTimeZone();
    const period = periodOf(ctx, at, zone);
    if (period === undefined) return;
    const report = await readLeadsReport(sequelize, period, { now: at, timeZone: zone });
    await audit.record({
      ...actorOf(ctx),
      event: 'report-export',
      detail: `${period.from} to ${period.to} by ${period.interval}`,
    });
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="leads-${period.from}-to-${period.to}.csv"`,
    );
    ctx.body = reportCsv(report);
  });

  return router;
}
