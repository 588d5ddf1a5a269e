import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../stack/paths';

// The image of the site's server renderer, which docker-compose.yml runs as the "site" service
// and nginx proxies every page to (NGINX_SITE_SERVERS).

const dockerfile = readFileSync(path.join(REPO_ROOT, 'site', 'Dockerfile'), 'utf8');
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('site/Dockerfile', () => {
  it('builds the kit, the browser bundles and the server renderer from the workspaces', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --ignore-scripts$/m);
    expect(dockerfile).toMatch(/^RUN npm run build -w shared-ui -w site$/m);
    // The API contract compiled into the site lives in the BFF.
    expect(dockerfile).toMatch(/^COPY bff bff$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace site/);
  });

  it('runs `node site/dist-server/server.js` as the node user on 0.0.0.0:3001', () => {
    expect(finalStage).toMatch(/^FROM node:20-bookworm-slim AS runtime$/m);
    expect(finalStage).toMatch(/SITE_HOST=0\.0\.0\.0/);
    expect(finalStage).toMatch(/SITE_PORT=3001/);
    expect(finalStage).toMatch(/^COPY --from=build \/app\/site\/dist \.\/site\/dist$/m);
    expect(finalStage).toMatch(
      /^COPY --from=build \/app\/site\/dist-server \.\/site\/dist-server$/m,
    );
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
    expect(finalStage).toMatch(/^CMD \["node", "site\/dist-server\/server\.js"\]$/m);
    expect(finalStage).not.toMatch(/npm (ci|install)/);
  });
});
