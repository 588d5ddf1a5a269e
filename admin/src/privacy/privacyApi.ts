import { apiJson } from '@app/contract/client';
import {
  PRIVACY_PATHS,
  type ErasureResult,
  type PrivacyHoldings,
  type PrivacyOverview,
} from '@app/contract/privacy';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const readPrivacy = () => call<PrivacyOverview>(PRIVACY_PATHS.settings);
export const saveRetention = (closedMonths: number) =>
  call<PrivacyOverview>(PRIVACY_PATHS.settings, 'PUT', { closedMonths });
export const lookUp = (email: string) =>
  call<PrivacyHoldings>(PRIVACY_PATHS.lookup, 'POST', { email });
export const erase = (email: string, confirmEmail: string) =>
  call<ErasureResult>(PRIVACY_PATHS.erase, 'POST', { email, confirmEmail });

/**
 * "Download everything": the address travels in the body (never in a URL an access log keeps),
 * so the file is fetched and handed to the browser as a download.
 */
export async function downloadEverything(email: string): Promise<void> {
  const document = await call<unknown>(PRIVACY_PATHS.export, 'POST', { email });
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: `personal-data-${email.replace(/[^a-z0-9.@_-]/gi, '_')}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
