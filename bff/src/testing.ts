// What other packages' tests may use of the BFF (`@app/bff/testing`): the site renderer's tests
// and the stack's tests run a real BFF in-process, and the end-to-end specs check figures the BFF
// owns. Everything else under src/ stays private, so the BFF can move its files freely.

// A whole BFF on a port: configuration from the environment, then connect, migrate and listen.
export { loadConfig, CONFIG_VARIABLES, type Config } from './config';
export { startServer, type RunningServer, type StartOptions } from './server';
export { silentLogger } from './log/logger';
export { startSignedInTestServer, type SignedInTestServer } from './signedInTestServer';

// The parts, for a test that assembles the app over its own database and storage.
export { createApp, type AppDeps } from './app';
export { createSequelize } from './db/sequelize';
export { runMigrations } from './db/migrator';
export { createMediaStorage } from './media/createStorage';

// Figures and fixtures the end-to-end specs share with the BFF.
export { SERVER_TIMEOUTS } from './http/serverTimeouts';
export { renderDemoBanner } from './seed/demoImage';
