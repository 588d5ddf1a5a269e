import http from 'node:http';
import { absoluteUrl } from './baseUrl';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Exactly the bytes on the wire: never decompressed, redirects never followed. */
  body: Buffer;
  text(): string;
}

/**
 * A request that shows what nginx really sent (fetch would follow redirects and inflate gzip,
 * hiding exactly the headers these checks are about). The body, if any, is not sent: enough to
 * see how nginx treats the announced Content-Length.
 */
export function rawRequest(
  method: string,
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(absoluteUrl(pathname), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text: () => body.toString('utf8'),
        });
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${pathname} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

export function rawGet(
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<RawResponse> {
  return rawRequest('GET', pathname, headers);
}

/** Content-hashed file names as the bundlers emit them: name.0123abcd.js */
export const HASHED_NAME = /\.[0-9a-f]{8}\.[^/]*$/;

/** Script and stylesheet URLs an HTML page references, resolved against the page's own path. */
export function referencedAssets(html: string, pagePath: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    const reference = match[1];
    if (reference === undefined) continue;
    const resolved = new URL(reference, absoluteUrl(pagePath));
    if (resolved.origin === new URL(absoluteUrl('/')).origin) urls.push(resolved.pathname);
  }
  return urls;
}
