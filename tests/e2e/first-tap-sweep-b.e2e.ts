import { baseUrl } from './support/baseUrl';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { deletePost, savePost, signIn } from './support/api';
import { FIRST_TAP_POSTS } from './support/firstTaps';
import { SWEEP_MOMENTS_MS, SWEEP_TAPS, stopThrottling, sweepOnce } from './support/firstTapSweep';

/**
 * The first-tap sweep for a packages tab and the blog search (the other taps are in
 * first-tap-sweep-a.e2e.ts: two files, so the two browsers of the run share them): each
 * tried at 14 moments after the scroll, on a phone with a 4x slower CPU, is done exactly once.
 */
describe('first taps at any moment after the scroll: never lost, never doubled', () => {
  let problems: BrowserProblems;
  let cookie = '';

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    cookie = await signIn(baseUrl());
    for (const post of FIRST_TAP_POSTS) await savePost(baseUrl(), cookie, post);
  });

  after(async () => {
    await stopThrottling();
    for (const post of FIRST_TAP_POSTS) await deletePost(baseUrl(), cookie, post.slug);
  });

  for (const tap of SWEEP_TAPS.slice(3)) {
    for (const moment of SWEEP_MOMENTS_MS) {
      it(`${tap.path}: ${tap.name}, ${moment} ms after the scroll`, async function () {
        // A first visit with a 4x slower CPU: hydration alone can take tens of seconds on a busy machine.
        this.timeout(120_000);
        await sweepOnce(tap, moment, problems);
      });
    }
  }
});
