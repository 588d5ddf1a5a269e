import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPost } from '@app/contract/editorial';
import { renderAdmin } from './renderAdmin';
import { signedInAs, stubApi, type StubAnswer, type StubHandler } from './stubApi';
import { staffList } from './posts';

/** The staff calls an opened editor makes for `post`, answered with nothing special. */
export function editorRoutes(post: StaffPost): Record<string, StubHandler | StubAnswer> {
  const path = `/api/staff/posts/${encodeURIComponent(post.slug)}`;
  return {
    'GET /api/auth/me': signedInAs('moderator'),
    'GET /api/staff/posts': { status: 200, body: staffList([post]) },
    [`GET ${path}`]: { status: 200, body: post },
    [`GET ${path}/revisions`]: { status: 200, body: [] },
    [`GET ${path}/previews`]: { status: 200, body: [] },
  };
}

/** Signs in, opens the library and the editor of `post`; `routes` answer the rest. */
export async function openEditorOf(
  post: StaffPost,
  routes: Record<string, StubHandler | StubAnswer> = {},
) {
  const api = stubApi({ ...editorRoutes(post), ...routes });
  await renderAdmin('/admin/blog');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit "${post.title}"` }));
  // The form is there once the post is read (and, in a file's first test, the editor's code);
  // the dialog that holds it replaces the one that said "Loading the post".
  const content = await screen.findByRole('textbox', { name: /^Content/ }, { timeout: 10_000 });
  const element = content.closest<HTMLElement>('[role="dialog"]')!;
  expect(element).toHaveAccessibleName('Edit Post');
  const dialog = within(element);
  return { api, user, dialog, element };
}

export function formEntries(init: RequestInit): Record<string, FormDataEntryValue> {
  return Object.fromEntries((init.body as FormData).entries());
}

export function jsonBody(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}
