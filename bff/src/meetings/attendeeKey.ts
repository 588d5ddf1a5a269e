/**
 * The attendee address as the per-person cap counts it: letter case and a `+tag` make no other
 * mailbox, so they make no other person.
 */
export function attendeeKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local === '' ? lower.slice(0, at) : local}${lower.slice(at)}`;
}
