/**
 * What a preview-links panel does, whatever it previews (a post, a site-content document): reads
 * the live links, makes one (kept as `created` so its address is shown once), revokes one, and
 * says how each went. The panels differ only in their words and in how a new link is shown.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from 'shared_ui/toaster';
import { notifyFailure } from '../staff/failureNotice';

export interface PreviewLinksApi<Listed, Created> {
  /** The live links' query key and read (never served stale: links expire and are revoked). */
  list: { queryKey: QueryKey; read(): Promise<Listed[]> };
  create(): Promise<Created>;
  revoke(id: number): Promise<unknown>;
}

export function usePreviewLinks<Listed, Created extends { id: number }>({
  list,
  create: make,
  revoke: remove,
}: PreviewLinksApi<Listed, Created>) {
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: list.queryKey, queryFn: list.read, staleTime: 0 });
  const [created, setCreated] = useState<Created | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: list.queryKey });
  const create = useMutation({
    mutationFn: make,
    onSuccess: async (link) => {
      setCreated(link);
      await refresh();
    },
    onError: (error) => notifyFailure('No preview link made', error),
  });
  const revoke = useMutation({
    mutationFn: remove,
    onSuccess: async (_, id) => {
      if (created?.id === id) setCreated(null);
      notify({ title: 'Preview link revoked', type: 'success' });
      await refresh();
    },
    onError: (error) => notifyFailure('Preview link not revoked', error),
  });
  return { links, created, dismissCreated: () => setCreated(null), create, revoke };
}
