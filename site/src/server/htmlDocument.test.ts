import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('the page template (site/index.html)', () => {
  const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

  it('names its icon as an inline PNG: an SVG icon is a document built on the main thread', () => {
    const icon = template.match(
      /<link\s+rel="icon"\s+href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/,
    );
    const data = icon?.[1] ?? '';
    expect(Buffer.from(data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
