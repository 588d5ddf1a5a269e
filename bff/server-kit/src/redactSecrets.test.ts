import { createHash } from 'node:crypto';
import { redactSecrets } from './redactSecrets';

const PREVIEW = 'Qk3xv9Lm2Pq8Rs7Tu6Vw5A';
const MANAGE = 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1eF3hJ5kL7nP9r';
const prefix = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 8);

describe('redactSecrets', () => {
  it.each([
    [`/preview/${PREVIEW}`, `/preview/[redacted:${prefix(PREVIEW)}]`],
    [`/meeting/${MANAGE}`, `/meeting/[redacted:${prefix(MANAGE)}]`],
    [`/ar/meeting/${MANAGE}?lang=ar`, `/ar/meeting/[redacted:${prefix(MANAGE)}]?lang=ar`],
    [`/api/previews/${PREVIEW}`, `/api/previews/[redacted:${prefix(PREVIEW)}]`],
    [`/api/meetings/${MANAGE}/reschedule`, `/api/meetings/[redacted:${prefix(MANAGE)}]/reschedule`],
    [`/API/Meetings/${MANAGE}/cancel`, `/API/Meetings/[redacted:${prefix(MANAGE)}]/cancel`],
    [`//preview/${PREVIEW}`, `//preview/[redacted:${prefix(PREVIEW)}]`],
    [`/admin/set-password/${MANAGE}`, `/admin/set-password/[redacted:${prefix(MANAGE)}]`],
    [`/admin/setup?token=${MANAGE}&x=1`, `/admin/setup?token=[redacted:${prefix(MANAGE)}]&x=1`],
  ])('%s -> %s', (url, logged) => {
    expect(redactSecrets(url)).toBe(logged);
  });

  it('hashes the token as the database does: percent-escapes decoded first', () => {
    expect(redactSecrets(`/preview/${PREVIEW.slice(0, 10)}%2D${PREVIEW.slice(10)}`)).toBe(
      `/preview/[redacted:${prefix(`${PREVIEW.slice(0, 10)}-${PREVIEW.slice(10)}`)}]`,
    );
  });

  it.each([
    '/blog/how-to-file-vat-returns-in-the-uae',
    '/api/staff/meetings/42/cancel',
    '/api/password-links/check',
    '/api/team/7/password-link',
    '/about?utm_source=newsletter',
  ])('leaves %s alone: no token in it', (url) => {
    expect(redactSecrets(url)).toBe(url);
  });
});
