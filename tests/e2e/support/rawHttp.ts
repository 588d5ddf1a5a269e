import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request exactly as written: the path is not normalised (fetch would resolve `../` and
 * re-encode), any header may be sent, the body is sent as given.
 */
export function sendRaw(
  origin: string,
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  body?: string | Buffer,
  timeoutMs = 30_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path, headers, insecureHTTPParser: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`${method} ${path.slice(0, 80)} got no answer in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether an answer is the API's error shape: JSON with a non-empty `error` string. */
export function isJsonError(answer: RawAnswer): boolean {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.text) as { error?: unknown };
    return typeof body.error === 'string' && body.error !== '';
  } catch {
    return false;
  }
}
