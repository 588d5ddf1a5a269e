import { useQueryClient } from '@tanstack/react-query';
import type { EnquiryDetail } from '@app/contract/inbox';
import { inboxQueryKeys } from '@app/contract/queries';

/**
 * After a change to an enquiry: its answer (when the call gave one) is shown at once, and every
 * inbox read (the lists, the enquiry, the header's count) is read again.
 */
export function useEnquiryChanged(id: string) {
  const queryClient = useQueryClient();
  return async (detail?: EnquiryDetail) => {
    if (detail) queryClient.setQueryData(inboxQueryKeys.one(id), detail);
    await queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
  };
}
