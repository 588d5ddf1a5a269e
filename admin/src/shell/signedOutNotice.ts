/** Said to a signed-out visitor of a staff screen on the way back to the login screen. */
export const SIGNED_OUT_NOTICE = {
  title: 'Access Denied',
  description: 'You must be logged in as an admin to view this page.',
  type: 'error',
} as const;
