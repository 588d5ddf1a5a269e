/**
 * Run-time configuration a deployment may inject before the bundles load (e.g. an inline
 * `window.__APP_CONFIG__ = {…}` script); every field is optional and has a default.
 */
export interface AppConfig {
  /** URL of the shared_ui remoteEntry.js, absolute or relative to the page origin. */
  sharedUiUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}
