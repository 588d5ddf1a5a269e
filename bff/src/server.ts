import { existsSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from './app';
import { bundleMounts } from './bundles/serveBundles';
import { ConfigError, loadConfig, type Config } from './config';
import { runMigrations } from './db/migrator';
import { seedSchedule } from './availability/seed';
import { readSchedule } from './availability/store';
import { jobMailContext } from './availability/jobMailContext';
import { setupLinkLine } from './setup/announceSetup';
import { createSequelize } from './db/sequelize';
import { waitForDatabase } from './db/waitForDatabase';
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from './http/serverTimeouts';
import { createLogger, type Logger } from './log/logger';
import { createOutboxWorker } from './mail/outboxWorker';
import { createMailTransport } from './mail/createTransport';
import { createReminderJob } from './meetings/reminderJob';
import { createHoldReleaseJob } from './meetings/holdRelease';
import { createPublishScheduler } from './posts/publishScheduler';
import { createRetentionJob } from './privacy/retentionJob';
import { prepareInitialData } from './seed/initialData';
import { resolveSessionSecret } from './auth/sessionSecret';
import { createWebhookWorker } from './webhooks/deliveryWorker';
import { secretBoxKey } from './webhooks/secretBox';

/** How often each replica looks whether the daily retention run is due. */
const RETENTION_POLL_MS = 10 * 60_000;

export interface RunningServer {
  /** `http://HOST:PORT` with the port actually bound (PORT=0 picks a free one). */
  url: string;
  server: http.Server;
  /**
   * Stops accepting connections, lets in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS,
   * then cuts them), stops the outbox worker, the meeting reminders and the publish scheduler,
   * closes the database.
   * Safe to call more than once.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Passed to createApp; tests use it to hold a request open across a shutdown. */
  extraRouters?: AppDeps['extraRouters'];
  /** The site's server renderer, for the embedded mode (see `@app/server-kit/pageRenderer`). */
  renderPage?: AppDeps['renderPage'];
  /** The admin's staff-screen renderer, for the embedded mode. */
  renderStaffPage?: AppDeps['renderStaffPage'];
  /** Tests shorten them; otherwise SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * Connects, migrates, then listens. Usable in-process (the embedded `npm start` script, tests);
 * `node dist/server.js` wraps it with signal handling.
 */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const sequelize = createSequelize(config.database, {
    logger,
    logSql: config.logLevel === 'debug',
  });

  let server: http.Server;
  let drain: () => void;
  try {
    logger.info('connecting to database', { database: config.database.safeUrl });
    await waitForDatabase(sequelize, { timeoutMs: config.dbConnectTimeoutMs, logger });
    const applied = await runMigrations(sequelize, logger);
    logger.info('database ready', { migrationsApplied: applied });
    await prepareInitialData({ config, sequelize, logger });
    // The first start of an install stores its BOOKING_* schedule; later starts leave it be.
    await readSchedule(sequelize, seedSchedule(config));
    if (config.serveBundles) warnAboutMissingBundles(config.bundlesDir, logger);

    const app = createApp({
      config,
      sequelize,
      logger,
      extraRouters: options.extraRouters,
      renderPage: options.renderPage,
      renderStaffPage: options.renderStaffPage,
    });
    server = createHttpServer(app.callback(), { ...SERVER_TIMEOUTS, ...options.timeouts });
    drain = trackInFlight(server);
    await listen(server, config.port, config.host);
  } catch (error) {
    await sequelize.close().catch(() => undefined);
    throw error;
  }

  // Every replica delivers the outbox; the claims keep them from sending a message twice.
  const outbox = createOutboxWorker({
    sequelize,
    transport: createMailTransport(config.mail, config.dataDir),
    config: config.outbox,
    logger,
  });
  outbox.start();
  // Beside the outbox worker: every replica runs one, each reminder is queued by exactly one.
  // Read at each round: the business zone and the cut-off are the staff's schedule's.
  const meetingMailContext = jobMailContext(sequelize, config);
  const reminders = createReminderJob({
    sequelize,
    context: meetingMailContext,
    pollMs: config.meetings.reminderPollMs,
    logger,
  });
  reminders.start();
  // Beside it: each unconfirmed booking is released by exactly one replica (verification.ts).
  const holds = createHoldReleaseJob({
    sequelize,
    context: meetingMailContext,
    pollMs: config.meetings.reminderPollMs,
    logger,
  });
  holds.start();
  // Every replica runs the scheduler too; each post is published by exactly one of them.
  const scheduler = createPublishScheduler({ sequelize, config: config.publishing, logger });
  scheduler.start();
  // Every replica looks; the daily erasure of enquiries past retention runs on exactly one.
  const retention = createRetentionJob({
    sequelize,
    zone: config.booking.timeZone,
    pollMs: RETENTION_POLL_MS,
    logger,
  });
  retention.start();
  // And a webhook worker: each attempt of a delivery is made by exactly one replica.
  const webhooks = createWebhookWorker({
    sequelize,
    key: secretBoxKey(resolveSessionSecret(config.auth.sessionSecret, config.dataDir)),
    config: config.webhooks,
    logger,
  });
  webhooks.start();

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  // The one plain line: launch scripts and people wait for it.
  if (config.logLevel !== 'silent') process.stdout.write(`Listening on ${url}\n`);
  // Not through the logger: the link is a secret for the person at the console, not for logs.
  // The admin is served here in the embedded mode, else behind the site's public origin.
  const adminOrigin = config.serveBundles ? url : config.meetings.siteUrl;
  const setupLine = await setupLinkLine(sequelize, adminOrigin, new Date());
  if (setupLine !== null && config.logLevel !== 'silent') process.stdout.write(setupLine);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= Promise.all([
      shutdown(server, drain, config.shutdownTimeoutMs, logger),
      outbox.stop(config.shutdownTimeoutMs),
      reminders.stop(config.shutdownTimeoutMs),
      holds.stop(config.shutdownTimeoutMs),
      scheduler.stop(config.shutdownTimeoutMs),
      retention.stop(config.shutdownTimeoutMs),
      webhooks.stop(config.shutdownTimeoutMs),
    ])
      .then(() => undefined)
      .finally(() => sequelize.close());
    return closing;
  };
  return { url, server, close };
}

/**
 * Keep-alive sockets would hold server.close() open until they time out. Once draining starts,
 * every response still to be written says `Connection: close`, and a socket is dropped as soon
 * as its last response has gone out.
 */
function trackInFlight(server: http.Server): () => void {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // After this tick the socket counts as idle again.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () => {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function shutdown(
  server: http.Server,
  drain: () => void,
  timeoutMs: number,
  logger: Logger,
): Promise<void> {
  logger.info('shutting down', { timeoutMs });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  drain();
  const deadline = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time, closing their connections', {
      timeoutMs,
    });
    server.closeAllConnections();
  }, timeoutMs);
  try {
    await closed;
  } finally {
    clearTimeout(deadline);
  }
  logger.info('stopped accepting requests');
}

function warnAboutMissingBundles(bundlesDir: string, logger: Logger): void {
  for (const mount of bundleMounts(bundlesDir)) {
    if (!existsSync(mount.dir))
      logger.warn('bundle not built, its URLs will 404', { dir: mount.dir });
  }
}

/** `node dist/server.js`: the production entry point. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel });
  let running: RunningServer;
  try {
    running = await startServer(config, { logger });
  } catch (error) {
    logger.error('start-up failed', { err: error });
    process.exit(1);
  }

  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": do not make the operator wait for the timeout.
    if (signalled) process.exit(1);
    signalled = true;
    logger.info('signal received', { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { err: error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
