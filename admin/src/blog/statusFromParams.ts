import { POST_STATUSES, type PostStatus } from '@app/contract/editorial';

/** The Content Library's status filter of an address (`?status=draft`); none for anything else. */
export function statusFromParams(params: URLSearchParams): PostStatus | undefined {
  const value = params.get('status');
  return (POST_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PostStatus)
    : undefined;
}
