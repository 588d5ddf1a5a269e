/**
 * Credentials the stack gives the BFF (ADMIN_USERNAME / ADMIN_PASSWORD) and the specs sign in
 * with. Test-only values; they satisfy the login rules (username of 3–50
 * lower-case-safe characters, password of 8 or more).
 */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-admin-password-1',
} as const;

export const E2E_STAFF_EMAIL = 'staff@e2e.test';
export const E2E_MAIL_FROM = 'Website <no-reply@e2e.test>';
