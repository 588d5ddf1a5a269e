/**
 * @jest-environment node
 */
import { AdminRendererConfigError, parseAdminRendererConfig } from './rendererConfig';

describe("the admin renderer's environment", () => {
  it('takes the defaults and the BFF origin without a trailing slash', () => {
    expect(
      parseAdminRendererConfig({ ADMIN_API_URL: 'http://bff:8080/', ADMIN_RENDERER_PORT: '' }),
    ).toEqual({ host: '127.0.0.1', port: 3002, apiOrigin: 'http://bff:8080', distDir: undefined });
  });

  it('names every bad variable at once, never a URL', () => {
    let error: unknown;
    try {
      parseAdminRendererConfig({
        ADMIN_RENDERER_PORT: '80x',
        ADMIN_API_URL: 'ftp://user:secret@x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AdminRendererConfigError);
    const { problems } = error as AdminRendererConfigError;
    expect(problems).toEqual([
      'ADMIN_RENDERER_PORT: must be a whole number between 0 and 65535 (got "80x")',
      'ADMIN_API_URL: must be an http(s) URL such as http://127.0.0.1:3000',
    ]);
  });

  it('requires the BFF origin', () => {
    expect(() => parseAdminRendererConfig({})).toThrow(/ADMIN_API_URL: required/);
  });
});
