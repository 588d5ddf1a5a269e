import { expect } from '@wdio/globals';
import type S3rver from 's3rver';
import { SERVER_TIMEOUTS } from '@app/bff/testing';
import { startPrivateServices, type PrivateServices } from '../stack/privateStack';
import { answerOf, CSRF, PNG_1X1, samplePost, savePost, signIn } from './support/api';

/**
 * Faults on services of this spec's own (tests/stack/privateStack.ts): stopping the shared
 * stack's database or S3 would break the specs the other worker runs at the same time.
 * One BFF, as the replicas behave alike and nginx plays no part in how the BFF recovers.
 */

/** No answer may take longer than this: past it the BFF's own socket timeout would cut it. */
const HANG_LIMIT_MS = SERVER_TIMEOUTS.idleMs;

/** Short outbox delays so a retry happens within the test (see bff/src/mail/README.md). */
const FAST_OUTBOX = {
  OUTBOX_POLL_MS: '200',
  OUTBOX_RETRY_BASE_MS: '500',
  OUTBOX_RETRY_MAX_MS: '1000',
};

/** S3 that accepts `allowedPuts` more object writes, then answers 503 to the rest. */
const s3Fault = { allowedPuts: Number.POSITIVE_INFINITY };
const failingPuts: S3rver.Middleware = async (ctx, next) => {
  const isObjectWrite = ctx.method === 'PUT' && /^\/[^/]+\/.+/.test(ctx.path);
  if (isObjectWrite && s3Fault.allowedPuts <= 0) {
    ctx.status = 503;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ServiceUnavailable</Code>' +
      '<Message>Injected by the fault test</Message></Error>';
    return;
  }
  if (isObjectWrite) s3Fault.allowedPuts -= 1;
  await next();
};

interface Probe {
  path: string;
  status: number | 'error';
  /** When the request was sent (epoch ms). */
  startedAt: number;
  ms: number;
  detail?: string;
}

/** GETs `paths` in turn until stopped, recording every answer and how long it took. */
function startProbing(origin: string, paths: string[]) {
  const probes: Probe[] = [];
  let running = true;
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      const path = paths[index % paths.length] ?? '/api/health';
      const started = Date.now();
      try {
        const response = await fetch(`${origin}${path}`, {
          signal: AbortSignal.timeout(HANG_LIMIT_MS),
        });
        const answer = await answerOf(response);
        probes.push({
          path,
          status: answer.status,
          startedAt: started,
          ms: Date.now() - started,
          detail: answer.text,
        });
      } catch (error) {
        probes.push({
          path,
          status: 'error',
          startedAt: started,
          ms: Date.now() - started,
          detail: String(error),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    probes,
    stop: async () => {
      running = false;
      await loop;
      return probes;
    },
  };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function health(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/health`, {
    signal: AbortSignal.timeout(HANG_LIMIT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The first day (in the business zone, from tomorrow) with a free slot, and that slot. */
async function firstFreeSlot(origin: string): Promise<{ start: string; end: string }> {
  for (let offset = 1; offset <= 21; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${origin}/api/calendar/available-slots?date=${date}`);
    const { slots } = (await response.json()) as { slots: Array<{ start: string; end: string }> };
    if (slots[0]) return slots[0];
  }
  throw new Error('no free slot in the next three weeks');
}

describe('faults: database restart, SMTP and S3 outages (private services, one BFF)', () => {
  let services: PrivateServices;
  let origin: string;
  let cookie: string;

  before(async function () {
    this.timeout(180_000);
    services = await startPrivateServices({
      name: 'faults',
      env: FAST_OUTBOX,
      s3Middleware: [failingPuts],
    });
    const bff = await services.startBff('1');
    origin = `http://${bff.address}`;
    cookie = await signIn(origin);
  });

  after(async function () {
    this.timeout(60_000);
    await services?.stop();
  });

  it('survives a database restart: health 503 while it is down, 200 after, no request hangs', async function () {
    this.timeout(180_000);
    expect(await health(origin)).toBe(200);
    const probing = startProbing(origin, ['/api/health', '/api/posts']);

    await services.db.halt();
    await until('health answers 503 while the database is down', async () =>
      (await health(origin)) === 503 ? true : undefined,
    );
    // The background probes must see the outage themselves, however slow this machine is.
    await until('a background probe sees the outage', async () =>
      probing.probes.some((probe) => probe.status === 503) ? true : undefined,
    );
    // A read and a write that need the database: a clear 503, never a 500 or a hang.
    const read = await answerOf(
      await fetch(`${origin}/api/posts`, { signal: AbortSignal.timeout(HANG_LIMIT_MS) }),
    );
    expect(read.status).toBe(503);
    expect(read.json).toEqual({
      error: expect.stringMatching(/temporarily unavailable/) as unknown,
      code: 'service.unavailable',
    });
    const write = await savePost(origin, cookie, samplePost('During outage'), {
      timeoutMs: HANG_LIMIT_MS,
    });
    expect(write.status).toBe(503);

    await services.db.resume();
    await until('health answers 200 once the database is back', async () =>
      (await health(origin)) === 200 ? true : undefined,
    );
    const recoveredAt = Date.now();
    // The pool reconnected: reads and writes work again without restarting the BFF.
    const post = samplePost('After restart');
    expect((await savePost(origin, cookie, post)).status).toBe(201);
    const back = await fetch(`${origin}/api/posts/${post.slug}`);
    expect(back.status).toBe(200);

    // Judge recovery on probes started after it, not on whichever probe happened to be last: on a
    // slow machine the outage and the recovery can both fall between two probes.
    const afterRecovery = () => probing.probes.filter((probe) => probe.startedAt >= recoveredAt);
    await until('a background probe started after the recovery has answered', async () =>
      afterRecovery().length > 0 ? true : undefined,
    );
    const probes = await probing.stop();
    const failures = probes.filter(
      (probe) => probe.status === 'error' || (probe.status !== 200 && probe.status !== 503),
    );
    expect(failures).toEqual([]);
    expect(probes.filter((probe) => probe.status === 503).length).toBeGreaterThan(0);
    expect(afterRecovery().map((probe) => probe.status)).toEqual(afterRecovery().map(() => 200));
    const slowest = Math.max(...probes.map((probe) => probe.ms));
    expect(slowest).toBeLessThan(HANG_LIMIT_MS);
    console.log(
      `[faults] database restart: ${probes.length} probes, ` +
        `${probes.filter((probe) => probe.status === 503).length} answered 503, slowest ${slowest} ms`,
    );
  });

  it('stores a booking while the SMTP sink is down and delivers the invite once it is back', async function () {
    this.timeout(120_000);
    const attendee = `fault-booker-${Date.now()}@example.test`;
    await services.smtpProxy.down();
    const before = await services.rowCounts();

    const slot = await firstFreeSlot(origin);
    const response = await fetch(`${origin}/api/calendar/schedule`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: attendee,
        clientName: 'Fault Booker',
        description: 'Booked while the mail server is down.',
      }),
    });
    const answer = await answerOf(response);
    expect(answer.status).toBe(201);
    expect((await services.rowCounts()).bookings).toBe(before.bookings + 1);

    // The outbox tried and failed at least once while the sink was away.
    await until('a failed delivery attempt is recorded', async () => {
      const rows = await services.query<{ attempts: number; last_error: string | null }>(
        `SELECT attempts, last_error FROM outbox WHERE recipient = '${attendee}'`,
      );
      return rows.some((row) => row.attempts >= 1 && row.last_error !== null) ? true : undefined;
    });
    expect(services.smtp.messages.some((mail) => mail.text?.includes(attendee))).toBe(false);

    await services.smtpProxy.up();
    const invite = await until(
      'the invite reaches the sink',
      async () =>
        services.smtp.messages.find((mail) =>
          [mail.to].flat().some((to) => to?.text.includes(attendee)),
        ),
      60_000,
    );
    expect(invite.attachments.some((part) => part.contentType.startsWith('text/calendar'))).toBe(
      true,
    );
    const statuses = await services.query<{ status: string }>(
      `SELECT status FROM outbox WHERE recipient = '${attendee}'`,
    );
    expect(statuses).toEqual([{ status: 'sent' }]);
  });

  it('answers 503 for an upload while S3 is down: no post, no object; saves again once it is back', async function () {
    this.timeout(120_000);
    const keysBefore = await services.bucketKeys();
    const countsBefore = await services.rowCounts();
    const post = samplePost('S3 down');

    await services.s3Proxy.down();
    try {
      const answer = await savePost(origin, cookie, post, { image: PNG_1X1 });
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({
        error: expect.any(String) as unknown,
        code: 'service.unavailable',
      });
    } finally {
      await services.s3Proxy.up();
    }
    expect((await fetch(`${origin}/api/posts/${post.slug}`)).status).toBe(404);
    expect((await services.rowCounts()).posts).toBe(countsBefore.posts);
    expect(await services.bucketKeys()).toEqual(keysBefore);

    const saved = await savePost(origin, cookie, post, { image: PNG_1X1 });
    expect(saved.status).toBe(201);
    expect((await services.bucketKeys()).length).toBeGreaterThan(keysBefore.length);
  });

  it('removes the objects already written when S3 fails in the middle of an upload', async function () {
    this.timeout(120_000);
    const keysBefore = await services.bucketKeys();
    const countsBefore = await services.rowCounts();
    const post = samplePost('S3 fails midway');
    // A featured image and a content image: at least two objects, the second one fails.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...post,
      content: 'Chart below.\n\n<img src="content-image://0" alt="chart" />',
    })) {
      form.set(name, value);
    }
    form.set('image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'cover.png');
    form.set(
      'contentImage-0',
      new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }),
      'chart.png',
    );

    s3Fault.allowedPuts = 1;
    let answer;
    try {
      answer = await answerOf(
        await fetch(`${origin}/api/posts`, {
          method: 'POST',
          headers: { ...CSRF, Cookie: cookie },
          body: form,
          signal: AbortSignal.timeout(HANG_LIMIT_MS),
        }),
      );
    } finally {
      s3Fault.allowedPuts = Number.POSITIVE_INFINITY;
    }
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({
      error: expect.any(String) as unknown,
      code: 'service.unavailable',
    });
    expect((await fetch(`${origin}/api/posts/${post.slug}`)).status).toBe(404);
    expect((await services.rowCounts()).posts).toBe(countsBefore.posts);
    expect(await services.bucketKeys()).toEqual(keysBefore);
  });
});
