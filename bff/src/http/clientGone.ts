/**
 * Errors that only say the client hung up: the connection reset or closed while we were still
 * reading its body (llhttp's HPE_INVALID_EOF_STATE, raw-body's request.aborted) or writing the
 * answer. Normal on the internet, nothing to fix on our side: worth a warning, not an error.
 */
const CLIENT_GONE_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
]);

export function isClientGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, type } = error as { code?: unknown; type?: unknown };
  return (typeof code === 'string' && CLIENT_GONE_CODES.has(code)) || type === 'request.aborted';
}
