import { replayWhenLive } from './replayWhenLive';

describe('replayWhenLive', () => {
  it('replays once, after the call that reports the app live has returned', async () => {
    const early = { replay: jest.fn() };
    const live = replayWhenLive(early);
    live();
    // StrictMode runs an effect twice in development.
    live();
    expect(early.replay).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(early.replay).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an app loaded without a boot script', () => {
    expect(() => replayWhenLive(undefined)()).not.toThrow();
  });
});
