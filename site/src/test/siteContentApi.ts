import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteContentAnswer } from './siteContentKit';

/**
 * A stand-in BFF that answers only the published site content (the defaults), for a server render
 * of a page that reads nothing else. Resolves with its origin and a way to close it.
 */
export async function startSiteContentApi(): Promise<{
  origin: string;
  close: () => Promise<void>;
}> {
  const server = createServer((request, response) => {
    const content = siteContentAnswer(request.url);
    response.writeHead(content ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(content ?? { error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
