import { expect } from '@wdio/globals';
import { startPrivateServices, type PrivateServices } from '../stack/privateStack';
import { CSRF, PNG_1X1, samplePost, signIn } from './support/api';
import { isJsonError, sendRaw, type RawAnswer } from './support/rawHttp';

/**
 * A hostile-input corpus against every endpoint of the BFF (bff/src/＊/routes.ts and the
 * contract): each request must be refused with a 4xx JSON error, or for a read that tolerates
 * junk, answered without a 5xx; and nothing may be stored. Private services: the shared
 * stack's row counts move while the other worker's specs write.
 */

interface Case {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Signed in as the admin (post writes). */
  signedIn?: boolean;
  /** A read that may ignore the junk and answer 2xx; otherwise the case must be refused. */
  mayServe?: boolean;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const KEY = `${'a'.repeat(32)}.png`;

/** Bodies that pass the contract: each case breaks exactly one thing in one of them. */
const VALID = {
  '/api/contact': {
    name: 'Hostile Visitor',
    email: 'visitor@example.test',
    services: 'Bookkeeping',
    message: 'Hello',
    bookMeeting: false,
    selectedSlot: null,
  },
  '/api/calendar/schedule': {
    startTime: '2030-01-07T06:00:00.000Z',
    endTime: '2030-01-07T06:30:00.000Z',
    attendeeEmail: 'visitor@example.test',
    clientName: 'Hostile Visitor',
    description: 'Hello',
  },
  '/api/login': { username: 'nobody-here', password: 'not the password' },
} as const;
type JsonEndpoint = keyof typeof VALID;
const JSON_ENDPOINTS = Object.keys(VALID) as JsonEndpoint[];
/** The single-line text field of each JSON endpoint, where unicode tricks go. */
const TEXT_FIELD: Record<JsonEndpoint, string> = {
  '/api/contact': 'name',
  '/api/calendar/schedule': 'clientName',
  '/api/login': 'username',
};
const EMAIL_FIELD: Partial<Record<JsonEndpoint, string>> = {
  '/api/contact': 'email',
  '/api/calendar/schedule': 'attendeeEmail',
};

/** Characters the contract refuses in text, each written as a JSON escape. */
const UNICODE_TRICKS: Array<[string, string]> = [
  ['NUL', '\\u0000'],
  ['RTL override', '\\u202e'],
  ['bidi isolate', '\\u2066'],
  ['lone high surrogate', '\\ud800'],
  ['lone low surrogate', '\\udfff'],
  ['escape (ANSI)', '\\u001b[31m'],
  ['line break', '\\n'],
];

function jsonCases(): Case[] {
  const cases: Case[] = [];
  for (const path of JSON_ENDPOINTS) {
    const valid = JSON.stringify(VALID[path]);
    const post = (name: string, body: string | Buffer, headers: Record<string, string> = {}) =>
      cases.push({
        name: `${path}: ${name}`,
        method: 'POST',
        path,
        headers: { ...CSRF, ...JSON_TYPE, ...headers },
        body,
      });
    cases.push({
      name: `${path}: no CSRF header`,
      method: 'POST',
      path,
      headers: JSON_TYPE,
      body: valid,
    });
    post('text/plain', valid, { 'Content-Type': 'text/plain' });
    post('form-urlencoded', 'name=x&email=y', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    post('multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=b',
    });
    post(
      'XML',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      {
        'Content-Type': 'application/xml',
      },
    );
    // JSON is UTF-8 by definition (RFC 8259); a charset parameter is ignored, not a fault.
    post('gzip it is not', valid, { 'Content-Encoding': 'gzip' });
    post('unknown encoding', valid, { 'Content-Encoding': 'x-zip' });
    post('oversized (200 KB)', JSON.stringify({ ...VALID[path], padding: 'x'.repeat(200_000) }));
    for (const [name, body] of [
      ['empty', ''],
      ['truncated', valid.slice(0, -5)],
      ['single quotes', "{'name':'x'}"],
      ['trailing comma', '{"a":1,}'],
      ['NUL byte', '\u0000'],
      ['null', 'null'],
      ['array', '[]'],
      ['string', '"hello"'],
      ['number', '42'],
      ['boolean', 'true'],
      ['deep array nesting', `${'['.repeat(4_000)}${']'.repeat(4_000)}`],
      ['deep object nesting', `${'{"a":'.repeat(1_500)}1${'}'.repeat(1_500)}`],
      [
        'a later duplicate key with a bad value',
        valid.replace(/\}$/, `,"${TEXT_FIELD[path]}":123}`),
      ],
    ] as const) {
      post(name, body);
    }
    const wrongTypes = Object.fromEntries(
      Object.keys(VALID[path]).map((key, index) => [
        key,
        [123, ['a'], { $gt: '' }, null, true, -0.5][index % 6],
      ]),
    );
    post('every field of a wrong type', JSON.stringify(wrongTypes));
    post(
      'prototype pollution',
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    );
    const field = TEXT_FIELD[path];
    for (const [name, escape] of UNICODE_TRICKS) {
      const tricked = valid.replace(
        `"${field}":"`,
        `"${field}":"${name === 'line break' ? 'Hostile' : 'Hos'}${escape}`,
      );
      post(`${field} with ${name}`, tricked);
    }
    post(
      `${field} of 10 000 characters`,
      valid.replace(`"${field}":"`, `"${field}":"${'x'.repeat(10_000)}`),
    );
    const email = EMAIL_FIELD[path];
    if (email) {
      for (const [name, address] of [
        ['zero-width space', 'visi\\u200btor@example.test'],
        ['NFD accent', 'vi\\u0301sitor@example.test'],
        ['header injection', 'visitor@example.test\\r\\nBcc: victim@example.test'],
        ['two addresses', 'a@example.test, b@example.test'],
        ['display name', 'Visitor <visitor@example.test>'],
      ] as const) {
        post(`${email} with ${name}`, valid.replace(/"visitor@example\.test"/, `"${address}"`));
      }
    }
  }
  return cases;
}

/** Slugs and keys that try to leave their folder or look like another one. */
const TRAVERSALS = [
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '..%5c..%5cwindows%5cwin.ini',
  '..\\..\\windows\\win.ini',
  '%252e%252e%252f',
  '.%00.',
  '%00',
  '%ff',
  '%c0%ae%c0%ae%c0%af',
  '%e2%80%aeslug',
  'cafe%cc%81',
  'a%e2%80%8bb',
  'UPPER-Case',
  `${'a'.repeat(5_000)}`,
];

function pathCases(): Case[] {
  const cases: Case[] = [];
  for (const traversal of TRAVERSALS) {
    cases.push({
      name: `GET post ${traversal.slice(0, 40)}`,
      method: 'GET',
      path: `/api/posts/${traversal}`,
    });
    cases.push({
      name: `GET media ${traversal.slice(0, 40)}`,
      method: 'GET',
      path: `/api/media/${traversal}`,
    });
    cases.push({
      name: `GET media ${traversal.slice(0, 40)}.png`,
      method: 'GET',
      path: `/api/media/${traversal}.png`,
    });
    cases.push({
      name: `DELETE post ${traversal.slice(0, 40)}`,
      method: 'DELETE',
      path: `/api/posts/${traversal}`,
      headers: { ...CSRF },
      signedIn: true,
    });
  }
  for (const raw of [
    '/api/posts/../../etc/passwd',
    '/api/posts/../users',
    '/api/media/../../package.json',
    `/api/media/${KEY}/..%2f..%2f..%2fpackage.json`,
    `/api/media/${KEY}%00.html`,
    `/api/media/${KEY.toUpperCase()}`,
    `/api/media/${'a'.repeat(32)}.svg`,
    '/api//posts',
    '/api/posts/%2fetc%2fpasswd',
  ]) {
    cases.push({ name: `GET ${raw}`, method: 'GET', path: raw });
  }
  cases.push(
    { name: 'TRACE /api/posts', method: 'TRACE', path: '/api/posts' },
    { name: 'PATCH /api/posts/x', method: 'PATCH', path: '/api/posts/x', headers: { ...CSRF } },
    { name: 'GET /api/contact', method: 'GET', path: '/api/contact' },
    { name: 'unknown API path', method: 'GET', path: '/api/%ff/../../admin' },
  );
  return cases;
}

function queryAndHeaderCases(): Case[] {
  const slots = '/api/calendar/available-slots';
  return [
    { name: 'slots without date', method: 'GET', path: slots },
    {
      name: 'slots date as array',
      method: 'GET',
      path: `${slots}?date=2030-01-07&date=2030-01-08`,
    },
    { name: 'slots date bracket array', method: 'GET', path: `${slots}?date[]=2030-01-07` },
    { name: 'slots date object', method: 'GET', path: `${slots}?date[$gt]=` },
    { name: 'slots date NUL', method: 'GET', path: `${slots}?date=2030-01-07%00` },
    { name: 'slots date 9 KB', method: 'GET', path: `${slots}?date=${'1'.repeat(9_000)}` },
    {
      name: 'slots tz traversal',
      method: 'GET',
      path: `${slots}?date=2030-01-07&tz=../../etc/passwd`,
    },
    {
      name: 'slots tz RTL',
      method: 'GET',
      path: `${slots}?date=2030-01-07&tz=Asia%2FDu%E2%80%AEbai`,
    },
    { name: 'slots tz bad UTF-8', method: 'GET', path: `${slots}?date=2030-01-07&tz=%ff` },
    { name: 'slots year 275760', method: 'GET', path: `${slots}?date=275760-09-13` },
    { name: 'slots query of 20 KB', method: 'GET', path: `${slots}?date=${'1'.repeat(20_000)}` },
    {
      name: 'posts with a 20 KB header',
      method: 'GET',
      path: '/api/posts',
      headers: { 'X-Junk': 'x'.repeat(20_000) },
    },
    {
      name: 'me with a 20 KB cookie',
      method: 'GET',
      path: '/api/auth/me',
      headers: { Cookie: `sid=${'x'.repeat(20_000)}` },
    },
    {
      name: 'posts, 9 KB query',
      method: 'GET',
      path: `/api/posts?${'q=1&'.repeat(2_000)}`,
      mayServe: true,
    },
    {
      name: 'posts, bad percent-encoding in the query',
      method: 'GET',
      path: '/api/posts?q=%ff%fe',
      mayServe: true,
    },
    { name: 'health, junk query', method: 'GET', path: '/api/health?%00=%ff', mayServe: true },
    {
      name: 'revision, junk query',
      method: 'GET',
      path: '/api/content/revision?x=%ff',
      mayServe: true,
    },
    {
      name: 'me, forged session cookie',
      method: 'GET',
      path: '/api/auth/me',
      headers: { Cookie: 'sid=%ff%00; sid.sig=forged' },
      mayServe: true,
    },
    {
      name: 'post, If-None-Match junk',
      method: 'GET',
      path: '/api/posts',
      headers: { 'If-None-Match': '"\\u0000", W/"x' },
      mayServe: true,
    },
    { name: 'sitemap, junk query', method: 'GET', path: '/sitemap.xml?%ff', mayServe: true },
    { name: 'rss, junk query', method: 'GET', path: '/rss.xml?x=../../etc/passwd', mayServe: true },
    { name: 'robots, junk query', method: 'GET', path: '/robots.txt?%00', mayServe: true },
    { name: 'logout without CSRF', method: 'POST', path: '/api/logout' },
  ];
}

/** The multipart body of a post save, with `override` fields and extra raw parts. */
function multipart(fields: Record<string, string>, files: Array<[string, string, Buffer]> = []) {
  const boundary = '----hostile' + Math.random().toString(36).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [field, filename, bytes] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { ...CSRF, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

function postWriteCases(): Case[] {
  const base = samplePost('Hostile');
  const cases: Case[] = [];
  const save = (name: string, form: { headers: Record<string, string>; body: Buffer }) => {
    cases.push({
      name: `POST post: ${name}`,
      method: 'POST',
      path: '/api/posts',
      signedIn: true,
      ...form,
    });
    cases.push({
      name: `PUT post: ${name}`,
      method: 'PUT',
      path: `/api/posts/${base.slug}`,
      signedIn: true,
      ...form,
    });
  };
  const fields = { ...base } as Record<string, string>;
  save('JSON instead of a form', {
    headers: { ...CSRF, ...JSON_TYPE },
    body: Buffer.from(JSON.stringify(base)),
  });
  save('no boundary', {
    headers: { ...CSRF, 'Content-Type': 'multipart/form-data' },
    body: Buffer.from('x'),
  });
  const whole = multipart(fields);
  save('truncated body', {
    headers: whole.headers,
    body: whole.body.subarray(0, whole.body.length - 30),
  });
  save('missing fields', multipart({ title: base.title }));
  {
    const twice = multipart(fields);
    const boundary = /boundary=(.+)$/.exec(twice.headers['Content-Type'])?.[1] ?? '';
    save('title twice', {
      headers: twice.headers,
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSecond\r\n`,
        ),
        twice.body,
      ]),
    });
  }
  for (const [name, value] of [
    ['NUL', 'Ti\u0000tle'],
    ['RTL override', 'Ti\u202etle'],
    ['bidi isolate', 'Ti\u2066tle'],
    ['line break', 'Ti\ntle'],
    ['10 000 characters', 'x'.repeat(10_000)],
  ] as const) {
    save(`title with ${name}`, multipart({ ...fields, title: value }));
  }
  // Slugs are put into their safe form (slugify), so only input that leaves nothing is refused;
  // the rest is the next test's.
  for (const slug of ['', '../..', '..\\..\\', '%%', '\u200b', '\u202e\u2066', '\u0301']) {
    save(`slug ${JSON.stringify(slug)}`, multipart({ ...fields, slug }));
  }
  save('tags as JSON array', multipart({ ...fields, tags: '["a"]'.repeat(101) }));
  save('content over the limit', multipart({ ...fields, content: 'x'.repeat(100_001) }));
  save(
    'content refers to an image not sent',
    multipart({ ...fields, content: '<img src="content-image://3" />' }),
  );
  save(
    'HTML posing as an image',
    multipart(fields, [['image', 'x.png', Buffer.from('<script>alert(1)</script>')]]),
  );
  save(
    'SVG posing as an image',
    multipart(fields, [['image', 'x.svg', Buffer.from('<svg onload="alert(1)"/>')]]),
  );
  save(
    'traversal in the file name',
    multipart(fields, [['image', '../../../../tmp/evil.png', Buffer.from('GIF89a<?php ?>')]]),
  );
  save('unexpected file field', multipart(fields, [['avatar', 'a.png', PNG_1X1]]));
  save(
    'content image index out of range',
    multipart(fields, [['contentImage-9999', 'a.png', PNG_1X1]]),
  );
  save(
    'image over MAX_IMAGE_BYTES',
    multipart(fields, [['image', 'big.png', Buffer.concat([PNG_1X1, Buffer.alloc(70_000)])]]),
  );
  save(
    'too many files',
    multipart(
      fields,
      Array.from({ length: 14 }, (_, index): [string, string, Buffer] => [
        `contentImage-${index}`,
        'a.png',
        PNG_1X1,
      ]),
    ),
  );
  cases.push({
    name: 'POST post signed out',
    method: 'POST',
    path: '/api/posts',
    ...multipart(fields, [['image', 'x.png', PNG_1X1]]),
  });
  return cases;
}

describe('hostile input against every endpoint: 4xx JSON, never a 500, nothing stored', () => {
  let services: PrivateServices;
  let origin: string;
  let cookie: string;

  before(async function () {
    this.timeout(180_000);
    services = await startPrivateServices({
      name: 'hostile',
      // Validation, not the rate limits, has to answer every case.
      env: {
        CONTACT_RATE_LIMIT: '100000',
        SCHEDULE_RATE_LIMIT: '100000',
        MAX_IMAGE_BYTES: '65536',
        LOG_LEVEL: 'warn',
      },
    });
    const bff = await services.startBff('1');
    origin = `http://${bff.address}`;
    cookie = await signIn(origin);
  });

  after(async function () {
    this.timeout(60_000);
    await services?.stop();
  });

  it('answers the whole corpus without a 5xx, refusing with JSON, and stores nothing', async function () {
    this.timeout(300_000);
    const corpus = [...jsonCases(), ...pathCases(), ...queryAndHeaderCases(), ...postWriteCases()];
    const countsBefore = await services.rowCounts();
    const keysBefore = await services.bucketKeys();

    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const item of corpus) {
      let answer: RawAnswer;
      try {
        answer = await sendRaw(
          origin,
          item.method,
          item.path,
          { ...item.headers, ...(item.signedIn ? { Cookie: cookie } : {}) },
          item.body,
        );
      } catch (error) {
        wrong.push(`${item.name}: no answer (${String(error)})`);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const refused = answer.status >= 400 && answer.status < 500;
      const served = item.mayServe === true && answer.status >= 200 && answer.status < 400;
      if (!(refused || served)) {
        wrong.push(`${item.name}: ${answer.status} ${answer.text.slice(0, 120)}`);
      } else if (refused && !isJsonError(answer) && item.method !== 'HEAD') {
        wrong.push(
          `${item.name}: ${answer.status} is not a JSON error: ${answer.text.slice(0, 120)}`,
        );
      }
    }
    console.log(
      `[hostile] ${corpus.length} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(wrong).toEqual([]);
    expect(await services.rowCounts()).toEqual(countsBefore);
    expect(await services.bucketKeys()).toEqual(keysBefore);

    // The control: the bodies the corpus broke are accepted when left intact, so each refusal
    // above was for what the case changed.
    const contact = await sendRaw(
      origin,
      'POST',
      '/api/contact',
      { ...CSRF, ...JSON_TYPE },
      JSON.stringify(VALID['/api/contact']),
    );
    expect(contact.status).toBe(201);
    const created = multipart({ ...samplePost('Hostile control') }, [['image', 'ok.png', PNG_1X1]]);
    const post = await sendRaw(
      origin,
      'POST',
      '/api/posts',
      { ...created.headers, Cookie: cookie },
      created.body,
    );
    expect(post.status).toBe(201);
    const after = await services.rowCounts();
    expect(after.contact_messages).toBe(countsBefore.contact_messages + 1);
    expect(after.posts).toBe(countsBefore.posts + 1);
  });

  it('reduces traversal and unicode slugs to their safe form; NFC/NFD twins collide', async function () {
    this.timeout(120_000);
    const countsBefore = await services.rowCounts();
    const stamp = Date.now().toString(36);
    const created: string[] = [];
    for (const [given, expected] of [
      [`../../etc/passwd-${stamp}`, `etcpasswd-${stamp}`],
      [`..%2f..%2fadmin-${stamp}`, `2f2fadmin-${stamp}`],
      [`..\\..\\windows-${stamp}`, `windows-${stamp}`],
      [`a\u200bb\u202e-${stamp}`, `ab-${stamp}`],
      [`UPPER/Case-${stamp}`, `uppercase-${stamp}`],
      [`cafe\u0301-${stamp}`, `caf\u00e9-${stamp}`],
    ] as const) {
      const form = multipart({ ...samplePost('Slug'), slug: given });
      const answer = await sendRaw(
        origin,
        'POST',
        '/api/posts',
        { ...form.headers, Cookie: cookie },
        form.body,
      );
      expect(answer.status).toBe(201);
      const { slug } = JSON.parse(answer.text) as { slug: string };
      expect(slug).toBe(expected);
      created.push(slug);
    }
    // The NFD spelling of a stored NFC slug is the same slug: 409, not a look-alike second post.
    const twin = multipart({ ...samplePost('Twin'), slug: `cafe\u0301-${stamp}` });
    const conflict = await sendRaw(
      origin,
      'POST',
      '/api/posts',
      { ...twin.headers, Cookie: cookie },
      twin.body,
    );
    expect(conflict.status).toBe(409);
    expect(isJsonError(conflict)).toBe(true);

    for (const slug of created) {
      const gone = await sendRaw(origin, 'DELETE', `/api/posts/${encodeURIComponent(slug)}`, {
        ...CSRF,
        Cookie: cookie,
      });
      expect(gone.status).toBe(200);
    }
    expect(await services.rowCounts()).toEqual(countsBefore);
  });
});
