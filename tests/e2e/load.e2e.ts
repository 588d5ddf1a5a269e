import { expect } from '@wdio/globals';
import autocannon from 'autocannon';
import { SERVER_TIMEOUTS } from '@app/bff/testing';
import {
  startPrivateEdge,
  startPrivateServices,
  type PrivateEdge,
  type PrivateServices,
} from '../stack/privateStack';
import { deletePost, PNG_1X1, samplePost, savePost, signIn } from './support/api';

/**
 * 200 readers and admin writers at once against two replicas behind nginx. Runs alone, after the
 * rest of the suite (wdio.load.conf.ts), on a stack of its own: a load that takes both cores
 * would make the browser specs of a parallel worker time out, and its writes would show up in
 * their post lists.
 */
const READERS = 200;
const SECONDS = 30;
/** An editor's pace: a few saves a second across the two replicas, not a write flood. */
const WRITER_PAUSE_MS = 500;
/** A request unanswered this long would have its socket cut by the BFF (serverTimeouts.ts). */
const TIMEOUT_SECONDS = SERVER_TIMEOUTS.idleMs / 1_000;

interface WriteTally {
  ok: number;
  failures: string[];
}

/**
 * Creates, re-reads through the other replica, updates and deletes posts through `writer` until
 * `deadline`: every save must be visible on the next request to any replica.
 */
async function writeLoop(
  writer: string,
  reader: string,
  cookie: string,
  deadline: number,
  tally: WriteTally,
): Promise<void> {
  for (let round = 0; Date.now() < deadline; round += 1) {
    const post = samplePost('Load writer');
    const steps: Array<[string, () => Promise<number>]> = [
      [
        'create',
        async () =>
          (await savePost(writer, cookie, post, { image: round % 3 === 0 ? PNG_1X1 : undefined }))
            .status,
      ],
      [
        'read on the other replica',
        async () => (await fetch(`${reader}/api/posts/${post.slug}`)).status,
      ],
      [
        'update',
        async () =>
          (
            await savePost(
              writer,
              cookie,
              { ...post, description: `Updated in round ${round}.` },
              { slug: post.slug },
            )
          ).status,
      ],
      ['delete', async () => (await deletePost(writer, cookie, post.slug)).status],
    ];
    for (const [name, step] of steps) {
      try {
        const status = await step();
        if (status >= 200 && status < 300) tally.ok += 1;
        else tally.failures.push(`${name} on ${writer}: ${status}`);
      } catch (error) {
        tally.failures.push(`${name} on ${writer}: ${String(error)}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, WRITER_PAUSE_MS));
  }
}

describe(`load: ${READERS} readers and admin writers for ${SECONDS} s on two replicas`, () => {
  let services: PrivateServices;
  let edge: PrivateEdge;
  let cookie: string;
  const article = samplePost('Load article');

  before(async function () {
    this.timeout(240_000);
    services = await startPrivateServices({ name: 'load', env: { LOG_LEVEL: 'warn' } });
    edge = await startPrivateEdge(services, 'load');
    cookie = await signIn(edge.baseUrl);
    expect((await savePost(edge.baseUrl, cookie, article, { image: PNG_1X1 })).status).toBe(201);
    for (let index = 0; index < 5; index += 1) {
      expect((await savePost(edge.baseUrl, cookie, samplePost('Load filler'))).status).toBe(201);
    }
  });

  after(async function () {
    this.timeout(60_000);
    await services?.stop();
  });

  it('serves every read and write: zero 5xx, zero errors, zero timeouts', async function () {
    this.timeout(240_000);
    const deadline = Date.now() + SECONDS * 1_000;
    const tally: WriteTally = { ok: 0, failures: [] };
    const [first, second] = edge.bffUrls;
    if (!first || !second) throw new Error('the load stack needs two replicas');

    const [result] = await Promise.all([
      autocannon({
        url: edge.baseUrl,
        connections: READERS,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        requests: [
          { path: '/' },
          { path: '/blog' },
          { path: `/blog/${article.slug}` },
          { path: '/api/posts' },
          { path: `/api/posts/${article.slug}` },
        ],
      }),
      writeLoop(first, second, cookie, deadline, tally),
      writeLoop(second, first, cookie, deadline, tally),
    ]);

    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `[load] ${READERS} connections, ${result.duration} s: ${result.requests.total} requests, ` +
        `${result.requests.average} req/s average, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; statuses { ${statuses} }; ` +
        `errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `admin writes ok ${tally.ok}, failed ${tally.failures.length}`,
    );

    expect(result.requests.total).toBeGreaterThan(0);
    expect(result['5xx']).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(tally.failures).toEqual([]);
    expect(tally.ok).toBeGreaterThanOrEqual(8);
  });
});
