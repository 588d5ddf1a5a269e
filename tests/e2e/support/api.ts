import { E2E_ADMIN } from '../../stack/testAccounts';

/** The CSRF guard's header: every state-changing call of our own pages sends it. */
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** 1×1 PNG: the BFF recognises images by their first bytes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface PostFields {
  title: string;
  slug: string;
  description: string;
  tags: string;
  content: string;
  /** `en` (the default) or `ar`, and the post this one translates. */
  language?: 'en' | 'ar';
  translationOf?: string;
}

/** Signs in as the stack's admin at `origin` (nginx or a replica); returns the Cookie header. */
export async function signIn(
  origin: string,
  account: { username: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { ...CSRF, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in at ${origin} answered ${response.status}: ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

/** The multipart body the admin's editor sends. */
export function postForm(fields: PostFields, image?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  if (image) form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'x.png');
  return form;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, contentType, text, json };
}

/** POST /api/posts (or PUT with `slug`) signed in with `cookie`. */
export async function savePost(
  origin: string,
  cookie: string,
  fields: PostFields,
  options: { image?: Buffer; slug?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const response = await fetch(
    options.slug === undefined ? `${origin}/api/posts` : `${origin}/api/posts/${options.slug}`,
    {
      method: options.slug === undefined ? 'POST' : 'PUT',
      headers: { ...CSRF, Cookie: cookie },
      body: postForm(fields, options.image),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    },
  );
  return answerOf(response);
}

export async function deletePost(origin: string, cookie: string, slug: string): Promise<Answer> {
  const response = await fetch(`${origin}/api/posts/${slug}`, {
    method: 'DELETE',
    headers: { ...CSRF, Cookie: cookie },
    signal: AbortSignal.timeout(60_000),
  });
  return answerOf(response);
}

/** A post form that passes the contract, with a unique slug. */
export function samplePost(label: string): PostFields {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    title: `${label} ${stamp}`,
    slug: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`,
    description: `A post written by the ${label} test.`,
    tags: 'Testing',
    content: `Body of the ${label} post.`,
  };
}
