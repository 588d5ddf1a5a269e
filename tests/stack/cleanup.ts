interface Step {
  name: string;
  run: () => Promise<void>;
  /** What can still be done synchronously while the process is exiting. */
  runNow: () => void;
  done: boolean;
}

/**
 * Teardown steps run in reverse order of registration: awaited on a normal stop or a signal, or
 * synchronously from `process.on('exit')` as a last resort for whatever is not done yet, so no
 * child process outlives the run even when the runner exits abruptly.
 */
export class Cleanup {
  private readonly steps: Step[] = [];
  private detach: (() => void) | undefined;
  private running: Promise<void> | undefined;

  add(name: string, run: () => Promise<void>, runNow: () => void): void {
    this.steps.push({ name, run, runNow, done: false });
  }

  /**
   * Runs every pending step even if some fail; throws one error naming the failures. A second
   * caller (a signal during onComplete) joins the teardown already under way.
   */
  run(): Promise<void> {
    this.running ??= this.runPending().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runPending(): Promise<void> {
    const failures: string[] = [];
    for (const step of this.pending()) {
      try {
        await step.run();
      } catch (error) {
        failures.push(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        step.done = true;
      }
    }
    this.detach?.();
    if (failures.length > 0) throw new Error(`Stack teardown failed:\n${failures.join('\n')}`);
  }

  /** Signals and deletes synchronously; a step being awaited gets its signal again, harmlessly. */
  runNow(): void {
    for (const step of this.pending()) {
      try {
        step.runNow();
      } catch {
        // keep going: the remaining processes still need their signal
      }
      step.done = true;
    }
  }

  /**
   * Ties the steps to the process lifetime. On SIGINT/SIGTERM they are awaited; then, unless
   * somebody else handles the signal (wdio does: it ends its sessions and exits by itself), the
   * signal is raised again so the process ends the way it would have without us.
   */
  attachToProcess(): void {
    if (this.detach) return;
    const onExit = () => this.runNow();
    const onSignal = (signal: NodeJS.Signals) => {
      this.run()
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
        });
    };
    process.once('exit', onExit);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    this.detach = () => {
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      this.detach = undefined;
    };
  }

  private pending(): Step[] {
    return this.steps.filter((step) => !step.done).reverse();
  }
}
