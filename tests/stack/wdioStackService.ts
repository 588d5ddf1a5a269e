import type { Options, Services } from '@wdio/types';
import { MAIL_DIR_VARIABLE } from './mailbox';
import { descendantPids, terminate } from './processTree';
import { startStack, type Stack } from './stack';

/** How the launcher tells the workers (separate processes that inherit its env) where to go. */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';
/** The BFF replicas' environment, as JSON (see Stack.bffEnv). */
export const BFF_ENV_VARIABLE = 'E2E_BFF_ENV';

/**
 * Starts the stack before any worker and stops it after the last one. A launcher service rather
 * than the config's own onPrepare: wdio only logs an error thrown by a config hook and runs the
 * specs anyway, while a service hook failing with an error named SevereServiceError stops the
 * run. (webdriverio's own SevereServiceError class would not do: @wdio/cli can resolve another
 * copy of webdriverio, and `instanceof` fails across copies; the name check does not.)
 * Workers instantiate the class too, but only the launcher calls these two hooks.
 */
export class StackService implements Services.ServiceInstance {
  private stack: Stack | undefined;

  async onPrepare(config: Options.Testrunner): Promise<void> {
    try {
      this.stack = await startStack();
    } catch (error) {
      const severe = new Error(
        `Could not start the e2e stack: ${error instanceof Error ? error.message : String(error)}`,
      );
      severe.name = 'SevereServiceError';
      throw severe;
    }
    process.env[BASE_URL_VARIABLE] = this.stack.baseUrl;
    process.env[MAIL_DIR_VARIABLE] = this.stack.mailDir;
    process.env[BFF_ENV_VARIABLE] = JSON.stringify(this.stack.bffEnv);
    config.baseUrl = this.stack.baseUrl;
    reapBrowsersOnAbort();
  }

  async onComplete(): Promise<void> {
    await this.stack?.stop();
    this.stack = undefined;
  }
}

/**
 * A SIGINT/SIGTERM sent to the launcher alone (not to its process group, as Ctrl-C does) makes
 * wdio exit while the chromedriver and Chromium processes its workers started live on, orphaned.
 * So the launcher's process tree is noted when the signal arrives, and that plus whatever still
 * descends from it when the launcher exits gets SIGTERM, by PID.
 */
function reapBrowsersOnAbort(): void {
  let tree: number[] = [];
  const snapshot = () => {
    tree = descendantPids(process.pid);
  };
  process.once('SIGINT', snapshot);
  process.once('SIGTERM', snapshot);
  // Workers still starting a browser when the signal came add processes after the snapshot.
  process.once('exit', () => terminate([...new Set([...tree, ...descendantPids(process.pid)])]));
}
