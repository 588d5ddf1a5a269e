import { Readable } from 'node:stream';
import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import moment from 'moment-timezone';
import type { Sequelize } from 'sequelize';
import type { ErrorBody } from '@app/contract/errorBody';
import {
  enquiryNoteRequest,
  enquiryStatusRequest,
  inboxQuery,
  type EnquiryDetail,
  type InboxFilters,
  type InboxPage,
  type InboxSummary,
} from '@app/contract/inbox';
import { enquiryOutcomeRequest } from '@app/contract/leads';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { staffOnly } from '../auth/staffOnly';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { uuidParam } from '../http/uuidParam';
import { inboxCursors } from './cursor';
import { addEnquiryNote, changeEnquiryStatus, deleteEnquiry } from './enquiryChanges';
import { readEnquiryDetail } from './enquiryDetail';
import { changeEnquiryOutcome } from './enquiryOutcome';
import { inboxCsv, type ExportProgress } from './inboxCsv';
import { countNew, readInboxPage } from './inboxQueries';
import { refusalBody } from '../http/refusal';

export interface InboxRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  /** Signs the list's page cursors: the session secret, the same on every replica. */
  cursorSecret: string;
  /**
   * The business zone of the staff's schedule, read per request: the list's meeting times and the
   * export's times are shown in it.
   */
  businessTimeZone: () => Promise<string>;
  now: () => Date;
}

const NOT_FOUND: ErrorBody = refusalBody('inbox.enquiry-not-found');
const UNKNOWN_PAGE = { code: 'inbox.unknown-page' } as const;

/** "status=new, q=\"smith\"" for the audit log; "no filter" when there is none. */
function describeFilters(filters: InboxFilters): string {
  const parts = (['status', 'kind', 'meetings', 'q'] as const)
    .filter((key) => filters[key] !== undefined && filters[key] !== '')
    .map((key) => `${key}=${JSON.stringify(filters[key])}`);
  return parts.length === 0 ? 'no filter' : parts.join(', ');
}

/**
 * The staff inbox under /staff/inbox: admins and moderators list, read, note and move enquiries
 * through their statuses; only admins export and delete them. Every answer is no-store, refusals
 * included (they are answered here rather than thrown, which would drop the header): it holds
 * what visitors wrote.
 */
export function inboxRoutes({
  sequelize,
  session,
  audit,
  cursorSecret,
  businessTimeZone,
  now,
}: InboxRoutesDeps): Router<AppState> {
  const router = createRouter();
  const cursors = inboxCursors(cursorSecret);
  const guard = staffOnly(sequelize, session);
  const adminOnly: AppMiddleware = async (ctx, next) => {
    if (ctx.state.staff!.role !== 'admin') {
      ctx.status = 403;
      ctx.body = refusalBody('inbox.admin-only');
      return;
    }
    await next();
  };
  const answerDetail = async (ctx: AppContext, id: string, status = 200) => {
    const detail = await readEnquiryDetail(sequelize, id, await businessTimeZone());
    if (detail === null) {
      ctx.status = 404;
      ctx.body = NOT_FOUND;
      return;
    }
    ctx.status = status;
    ctx.body = detail satisfies EnquiryDetail;
  };
  const changeContext = (ctx: AppContext) => {
    const { id, username } = ctx.state.staff!;
    return { actor: { id, username }, now: now() };
  };

  // Before API_ROUTES.staffEnquiry, which would take "summary" and "export" for ids.
  router.get(API_ROUTES.staffInboxSummary, ...guard, async (ctx) => {
    ctx.body = { newCount: await countNew(sequelize) } satisfies InboxSummary;
  });

  router.get(API_ROUTES.staffInboxExport, ...guard, adminOnly, async (ctx) => {
    const query = parseContract(ctx, inboxQuery, ctx.query);
    if (query === undefined) return;
    const { cursor: _ignored, ...filters } = query;
    const at = now();
    const zone = await businessTimeZone();
    const progress: ExportProgress = { rows: 0, complete: false };
    const actor = actorOf(ctx);
    const log = ctx.state.log;
    const chunks = inboxCsv(sequelize, filters, { now: at, businessTimeZone: zone }, progress);
    // Recorded however the export ends: finished, cut short by the client, or failed.
    async function* audited(): AsyncGenerator<string, void, undefined> {
      try {
        yield* chunks;
      } finally {
        const cut = progress.complete ? '' : ' (not finished)';
        await audit
          .record({
            ...actor,
            event: 'inbox-export',
            detail: `${describeFilters(filters)}; ${progress.rows} rows${cut}`,
          })
          .catch((err: unknown) => log.error('inbox export not audited', { err }));
      }
    }
    const csv = audited();
    // The first batch is read before any byte is sent: a failure now is still an error answer.
    const first = await csv.next();
    async function* body(): AsyncGenerator<string, void, undefined> {
      try {
        if (first.done !== true) yield first.value;
        yield* csv;
      } finally {
        // A client gone before the second chunk: the audit above still runs.
        await csv.return(undefined);
      }
    }
    const date = moment.tz(at, zone).format('YYYY-MM-DD');
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="inbox-${date}.csv"`);
    ctx.body = Readable.from(body(), { objectMode: false });
  });

  router.get(API_ROUTES.staffInbox, ...guard, async (ctx) => {
    const query = parseContract(ctx, inboxQuery, ctx.query);
    if (query === undefined) return;
    const { cursor, ...filters } = query;
    const after = cursor === undefined ? null : cursors.decode(cursor);
    if (after === null && cursor !== undefined) {
      respondInvalid(ctx, { cursor: [UNKNOWN_PAGE] });
      return;
    }
    ctx.body = (await readInboxPage(sequelize, filters, after, {
      now: now(),
      businessTimeZone: await businessTimeZone(),
      encode: cursors.encode,
    })) satisfies InboxPage;
  });

  router.get(API_ROUTES.staffEnquiry, ...guard, async (ctx) => {
    const id = uuidParam(ctx, NOT_FOUND);
    if (id === undefined) return;
    await answerDetail(ctx, id);
  });

  router.post(API_ROUTES.staffEnquiryStatus, ...guard, jsonBody({ limit: '1kb' }), async (ctx) => {
    const id = uuidParam(ctx, NOT_FOUND);
    if (id === undefined) return;
    const body = parseContract(ctx, enquiryStatusRequest, ctx.request.body);
    if (body === undefined) return;
    const outcome = await changeEnquiryStatus(sequelize, id, body.status, changeContext(ctx));
    if (outcome.status === 'changed') {
      await audit.record({
        ...actorOf(ctx),
        event: 'enquiry-status',
        subject: id,
        detail: `${outcome.from} -> ${body.status}`,
      });
    }
    await answerDetail(ctx, id);
  });

  router.post(API_ROUTES.staffEnquiryNotes, ...guard, jsonBody({ limit: '16kb' }), async (ctx) => {
    const id = uuidParam(ctx, NOT_FOUND);
    if (id === undefined) return;
    const body = parseContract(ctx, enquiryNoteRequest, ctx.request.body);
    if (body === undefined) return;
    if (await addEnquiryNote(sequelize, id, body.body, changeContext(ctx))) {
      // The note itself stays out of the audit log: it may quote the visitor.
      await audit.record({ ...actorOf(ctx), event: 'enquiry-note', subject: id });
    }
    await answerDetail(ctx, id, 201);
  });

  router.post(API_ROUTES.staffEnquiryOutcome, ...guard, jsonBody({ limit: '4kb' }), async (ctx) => {
    const id = uuidParam(ctx, NOT_FOUND);
    if (id === undefined) return;
    const body = parseContract(ctx, enquiryOutcomeRequest, ctx.request.body);
    if (body === undefined) return;
    const outcome = body.outcome;
    const reason = body.reason === undefined || body.reason === '' ? null : body.reason;
    const change = await changeEnquiryOutcome(
      sequelize,
      id,
      { outcome, reason },
      changeContext(ctx),
    );
    if (change.status === 'changed') {
      // The reason stays out of the audit log, like a note: it may quote the visitor.
      await audit.record({
        ...actorOf(ctx),
        event: 'enquiry-outcome',
        subject: id,
        detail: `${change.from} -> ${outcome}`,
      });
    }
    await answerDetail(ctx, id);
  });

  router.delete(API_ROUTES.staffEnquiry, ...guard, adminOnly, async (ctx) => {
    const id = uuidParam(ctx, NOT_FOUND);
    if (id === undefined) return;
    if (!(await deleteEnquiry(sequelize, id))) {
      ctx.status = 404;
      ctx.body = NOT_FOUND;
      return;
    }
    // The id alone: what the enquiry held is gone, and the audit log must not keep it either.
    await audit.record({ ...actorOf(ctx), event: 'enquiry-delete', subject: id });
    ctx.status = 204;
  });

  return router;
}
