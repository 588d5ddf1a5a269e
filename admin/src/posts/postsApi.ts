import { apiFetch, apiJson } from '@app/contract/client';
import { API_PATHS, postPath, staffPostPath } from '@app/contract/paths';
import type {
  CreatedPreviewLink,
  PostRevision,
  PostRevisionSummary,
  PostStatus,
  PreviewLink,
  StaffPost,
  StaffPostList,
  StatusChangeRequest,
} from '@app/contract/editorial';
import type { DeletePostResponse } from '@app/contract/posts';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

/** GET /api/staff/posts{?status}: the list's address (the server's renderer reads it too). */
export const staffPostsPath = (status?: PostStatus): string =>
  status === undefined ? API_PATHS.staffPosts : `${API_PATHS.staffPosts}?status=${status}`;

/** GET /api/staff/posts: every post of one status (or all of them), and the counts of each. */
export function listStaffPosts(status?: PostStatus): Promise<StaffPostList> {
  return call<StaffPostList>(staffPostsPath(status));
}

/** GET /api/staff/posts/{slug}: a post of any status, content included. */
export function getStaffPost(slug: string): Promise<StaffPost> {
  return call<StaffPost>(staffPostPath(slug));
}

/**
 * POST /api/posts, or PUT /api/posts/{slug} when `slug` names the post being edited. The form may
 * carry `status` and `publishAt` (see buildPostFormData).
 */
export async function savePost(form: FormData, slug?: string): Promise<StaffPost> {
  // The browser writes the multipart Content-Type with its boundary: none is set here.
  const response = await apiFetch(slug === undefined ? API_PATHS.posts : postPath(slug), {
    method: slug === undefined ? 'POST' : 'PUT',
    headers: { Accept: 'application/json', ...ADMIN_HEADERS },
    body: form,
  });
  return JSON.parse(await response.text()) as StaffPost;
}

/** POST /api/staff/posts/{slug}/status: publish, unpublish or schedule without other edits. */
export function changePostStatus(slug: string, change: StatusChangeRequest): Promise<StaffPost> {
  return call<StaffPost>(staffPostPath(slug, 'status'), 'POST', change);
}

export function deletePost(slug: string): Promise<DeletePostResponse> {
  return call<DeletePostResponse>(postPath(slug), 'DELETE');
}

export const listRevisions = (slug: string) =>
  call<PostRevisionSummary[]>(staffPostPath(slug, 'revisions'));
export const getRevision = (slug: string, id: number) =>
  call<PostRevision>(staffPostPath(slug, 'revisions', id));
export const restoreRevision = (slug: string, id: number) =>
  call<StaffPost>(staffPostPath(slug, 'revisions', id, 'restore'), 'POST');

export const listPreviewLinks = (slug: string) =>
  call<PreviewLink[]>(staffPostPath(slug, 'previews'));
export const createPreviewLink = (slug: string) =>
  call<CreatedPreviewLink>(staffPostPath(slug, 'previews'), 'POST');
export const revokePreviewLink = (slug: string, id: number) =>
  call<unknown>(staffPostPath(slug, 'previews', id), 'DELETE');
