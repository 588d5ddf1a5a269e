// A Chromium driven over its DevTools protocol through a pipe (`--remote-debugging-pipe`): no
// WebSocket and no driver library between the benchmark and the browser, so nothing is injected
// into the page but what the benchmark asks for. puppeteer-core cannot be a root dependency here:
// lighthouse needs its 25.x while webdriverio accepts at most 24.x as an optional peer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Starts a headless Chromium with its own empty profile. `send(method, params, sessionId)`
 * resolves with the command's result; `on(listener)` sees every event as `{ method, params,
 * sessionId }`; `close()` ends the browser and removes the profile.
 */
export function launchChromium(extraFlags = []) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...extraFlags,
      'about:blank',
    ],
    // The browser reads commands from fd 3 and writes answers and events to fd 4.
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];

  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let exited = false;
  // Messages are JSON texts ended by a NUL byte; a chunk may hold several or part of one.
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) !== -1) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (!waiter) continue;
        if (message.error) {
          waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
        } else {
          waiter.resolve(message.result);
        }
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  child.once('exit', (code) => {
    exited = true;
    for (const waiter of pending.values()) {
      waiter.reject(new Error(`Chromium exited (${code}) during ${waiter.method}: ${stderr}`));
    }
    pending.clear();
  });

  function send(method, params = {}, sessionId) {
    if (exited) return Promise.reject(new Error(`Chromium has exited: ${stderr}`));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  return {
    send,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        // Asked to quit, Chromium closes its profile and its helpers before it exits; a browser
        // that does not answer within 5 s is ended.
        send('Browser.close').catch(() => undefined);
        const deadline = setTimeout(() => child.kill('SIGTERM'), 5000);
        await gone;
        clearTimeout(deadline);
      }
      removeProfile(profile);
    },
  };
}

/**
 * Removes a browser's throwaway profile. A helper process still writing into it can outlast the
 * retries; the figures are taken by then, so a leftover folder in the temp directory is reported
 * rather than failing the run.
 */
function removeProfile(profile) {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    process.stderr.write(`Left the browser profile ${profile} behind: ${error.message}\n`);
  }
}
