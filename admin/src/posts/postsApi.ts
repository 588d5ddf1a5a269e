import { HttpError, apiFetch, apiJson } from '@app/contract/client';
import type { DeletePostResponse, Post, PostSummary } from '@app/contract/posts';
import { ADMIN_HEADERS } from '../auth/session';

const POSTS_PATH = '/api/posts';

const postPath = (slug: string) => `${POSTS_PATH}/${encodeURIComponent(slug)}`;

export function listPosts(): Promise<PostSummary[]> {
  return apiJson<PostSummary[]>(POSTS_PATH, { headers: ADMIN_HEADERS });
}

export function getPost(slug: string): Promise<Post> {
  return apiJson<Post>(postPath(slug), { headers: ADMIN_HEADERS });
}

/** POST /api/posts, or PUT /api/posts/{slug} when `slug` names the post being edited. */
export async function savePost(form: FormData, slug?: string): Promise<Post> {
  // The browser writes the multipart Content-Type with its boundary: none is set here.
  const response = await apiFetch(slug === undefined ? POSTS_PATH : postPath(slug), {
    method: slug === undefined ? 'POST' : 'PUT',
    headers: { Accept: 'application/json', ...ADMIN_HEADERS },
    body: form,
  });
  return JSON.parse(await response.text()) as Post;
}

export function deletePost(slug: string): Promise<DeletePostResponse> {
  return apiJson<DeletePostResponse>(postPath(slug), { method: 'DELETE', headers: ADMIN_HEADERS });
}

/** The BFF's error body `{ error, fields? }` (bff/README.md), one message per field. */
export interface ServerErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

export function serverErrorBody(error: unknown): ServerErrorBody {
  if (!(error instanceof HttpError)) return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed === null || typeof parsed !== 'object') return {};
    const body: ServerErrorBody = {};
    if ('error' in parsed && typeof parsed.error === 'string' && parsed.error !== '') {
      body.error = parsed.error;
    }
    if ('fields' in parsed && parsed.fields !== null && typeof parsed.fields === 'object') {
      const fields: Record<string, string> = {};
      for (const [name, messages] of Object.entries(parsed.fields)) {
        // The BFF lists every message of a field; the first is the one to act on.
        const first: unknown = Array.isArray(messages) ? messages[0] : messages;
        if (typeof first === 'string') fields[name] = first;
      }
      body.fields = fields;
    }
    return body;
  } catch {
    // An HTML page from a proxy, or nothing: there is no server error to show.
    return {};
  }
}
