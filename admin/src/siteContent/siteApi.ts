import { apiFetch, apiJson } from '@app/contract/client';
import {
  staffSitePath,
  type CreatedSitePreviewLink,
  type SiteContentOf,
  type SiteDocument,
  type SitePreviewLink,
  type SiteRevision,
  type SiteRevisionSummary,
  type StaffSiteDocument,
  type UploadedSiteImage,
} from '@app/contract/siteContent';
import { API_PREFIX } from '@app/contract/paths';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const readDocument = <D extends SiteDocument>(document: D) =>
  call<StaffSiteDocument<D>>(staffSitePath(document));
export const saveDraft = <D extends SiteDocument>(
  document: D,
  version: number,
  draft: SiteContentOf<D>,
) => call<StaffSiteDocument<D>>(staffSitePath(document), 'PUT', { version, draft });
export const publishDocument = (document: SiteDocument, version: number) =>
  call<StaffSiteDocument>(staffSitePath(document, 'publish'), 'POST', { version });
export const resetDocument = (document: SiteDocument, version: number) =>
  call<StaffSiteDocument>(staffSitePath(document, 'reset'), 'POST', { version });
export const listRevisions = (document: SiteDocument) =>
  call<SiteRevisionSummary[]>(staffSitePath(document, 'revisions'));
export const readRevision = (document: SiteDocument, id: number) =>
  call<SiteRevision>(`${staffSitePath(document, 'revisions')}/${id}`);
export const restoreRevision = (document: SiteDocument, id: number, version: number) =>
  call<StaffSiteDocument>(staffSitePath(document, 'revisions', id, 'restore'), 'POST', {
    version,
  });
export const listPreviewLinks = (document: SiteDocument) =>
  call<SitePreviewLink[]>(staffSitePath(document, 'previews'));
export const createPreviewLink = (document: SiteDocument) =>
  call<CreatedSitePreviewLink>(staffSitePath(document, 'previews'), 'POST');
export const revokePreviewLink = (document: SiteDocument, id: number) =>
  call<unknown>(staffSitePath(document, 'previews', id), 'DELETE');

/** POST /api/staff/site/images: stores an image for a draft (multipart, the browser's boundary). */
export async function uploadSiteImage(file: File): Promise<UploadedSiteImage> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiFetch(`${API_PREFIX}/staff/site/images`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...ADMIN_HEADERS },
    body: form,
  });
  return JSON.parse(await response.text()) as UploadedSiteImage;
}
