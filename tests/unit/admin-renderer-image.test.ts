import { describe, expect, it } from '@jest/globals';
import { dockerStage } from './dockerfile';

// The image of the admin's staff-screen renderer, which docker-compose.yml runs as the
// "admin-renderer" service and nginx sends the admin's addresses to (NGINX_ADMIN_SERVERS).

const finalStage = dockerStage('admin-renderer');

describe('the Dockerfile, target admin-renderer', () => {
  it("installs the admin workspace's production dependencies alone", () => {
    expect(dockerStage('admin-deps')).toMatch(/npm ci --omit=dev --workspace admin/);
    expect(finalStage).toMatch(/^COPY --from=admin-deps \/app\/node_modules \.\/node_modules$/m);
  });

  it('runs `node admin/dist-server/server.js` as the node user on 0.0.0.0:3002', () => {
    expect(finalStage).toMatch(/^FROM node:20-bookworm-slim AS admin-renderer$/m);
    expect(finalStage).toMatch(/ADMIN_RENDERER_HOST=0\.0\.0\.0/);
    expect(finalStage).toMatch(/ADMIN_RENDERER_PORT=3002/);
    expect(finalStage).toMatch(/^COPY --from=build \/app\/admin\/dist \.\/admin\/dist$/m);
    expect(finalStage).toMatch(
      /^COPY --from=build \/app\/admin\/dist-server \.\/admin\/dist-server$/m,
    );
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
    expect(finalStage).toMatch(/^CMD \["node", "admin\/dist-server\/server\.js"\]$/m);
    expect(finalStage).not.toMatch(/npm (ci|install)/);
  });
});
