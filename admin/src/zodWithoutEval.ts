import { config } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` unless told not to, and probes for it when
 * the first object schema is built. Under the site's Content-Security-Policy (no 'unsafe-eval',
 * bff/server-kit/src/securityHeaders.ts) that probe is a reported violation, and the compiled path
 * could never run anyway. Imported before anything that builds a schema.
 */
config({ jitless: true });
