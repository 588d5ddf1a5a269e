import type http from 'node:http';
import type { PageRenderer } from './pageRenderer';
import { securityHeaders } from './securityHeaders';

/** The request target's path: what the opener policy goes by (the query is not part of it). */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The renderer server's one route: GET or HEAD of any path is a page. Every answer, the 405 and a
 * failed render included, carries the contract's security headers.
 */
export function createRequestHandler(
  render: PageRenderer,
  onError: (error: unknown) => void = console.error,
): http.RequestListener {
  return (req, res) => {
    // The renderer never terminates TLS and has no list of proxies to believe about the scheme,
    // so it sends no HSTS; nginx in front sends it on HTTPS responses.
    const headers = securityHeaders({ secure: false, path: pathOf(req.url ?? '/') });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' })
        .end('Method Not Allowed');
      return;
    }
    render({ url: req.url ?? '/', headers: req.headers }).then(
      (page) => {
        res.writeHead(page.status, page.headers);
        res.end(req.method === 'HEAD' ? undefined : page.body);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500).end();
      },
    );
  };
}
