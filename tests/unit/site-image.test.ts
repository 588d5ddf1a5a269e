import { describe, expect, it } from '@jest/globals';
import { dockerStage } from './dockerfile';

// The image of the site's server renderer, which docker-compose.yml runs as the "site" service
// and nginx proxies every page to (NGINX_SITE_SERVERS).

const finalStage = dockerStage('site');

describe('the Dockerfile, target site', () => {
  it('builds the kit, the browser bundles and the server renderer from the workspaces', () => {
    const build = dockerStage('build');
    expect(build).toMatch(/^RUN npm ci --ignore-scripts$/m);
    expect(build).toMatch(/^RUN npm run build$/m);
    // The API contract compiled into the site lives in the BFF.
    expect(build).toMatch(/^COPY bff bff$/m);
    expect(dockerStage('site-deps')).toMatch(/npm ci --omit=dev --workspace site/);
    expect(finalStage).toMatch(/^COPY --from=site-deps \/app\/node_modules \.\/node_modules$/m);
  });

  it('runs `node site/dist-server/server.js` as the node user on 0.0.0.0:3001', () => {
    expect(finalStage).toMatch(/^FROM node:20-bookworm-slim AS site$/m);
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
