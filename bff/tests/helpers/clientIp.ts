let counter = 0;

/**
 * A new client address (TEST-NET-3) per call, so per-IP rate limits only bite where a test means
 * them to.
 */
export function nextClientIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}`;
}
