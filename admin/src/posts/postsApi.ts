import { apiFetch, apiJson } from '@app/contract/client';
import { API_PATHS, postPath } from '@app/contract/paths';
import type { DeletePostResponse, Post, PostSummary } from '@app/contract/posts';
import { ADMIN_HEADERS } from '../auth/session';

export function listPosts(): Promise<PostSummary[]> {
  return apiJson<PostSummary[]>(API_PATHS.posts, { headers: ADMIN_HEADERS });
}

export function getPost(slug: string): Promise<Post> {
  return apiJson<Post>(postPath(slug), { headers: ADMIN_HEADERS });
}

/** POST /api/posts, or PUT /api/posts/{slug} when `slug` names the post being edited. */
export async function savePost(form: FormData, slug?: string): Promise<Post> {
  // The browser writes the multipart Content-Type with its boundary: none is set here.
  const response = await apiFetch(slug === undefined ? API_PATHS.posts : postPath(slug), {
    method: slug === undefined ? 'POST' : 'PUT',
    headers: { Accept: 'application/json', ...ADMIN_HEADERS },
    body: form,
  });
  return JSON.parse(await response.text()) as Post;
}

export function deletePost(slug: string): Promise<DeletePostResponse> {
  return apiJson<DeletePostResponse>(postPath(slug), { method: 'DELETE', headers: ADMIN_HEADERS });
}
