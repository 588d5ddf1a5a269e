import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders everything, lazy parts included, and resolves with the markup: the hosts' server
 * renderers (the site's pages, the admin's staff screens).
 */
export async function renderToMarkup(element: ReactNode): Promise<string> {
  // Every part in place, in order: React outlines a boundary bigger than its progressive chunk
  // size (12.8 KB by default; a long article's body) to be moved in by an inline script, which the
  // Content-Security-Policy (script-src 'self') refuses, leaving the part hidden and hydration
  // failing. The page is sent whole anyway, so there is no early paint to gain.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
