import { INTENT_EVENTS, whenVisitorActs } from './visitorIntent';

describe('whenVisitorActs', () => {
  it.each(INTENT_EVENTS)('resolves on the first %s', async (type) => {
    const acted = jest.fn();
    void whenVisitorActs(window).then(acted);
    await Promise.resolve();
    expect(acted).not.toHaveBeenCalled();

    window.dispatchEvent(new Event(type));
    await Promise.resolve();
    expect(acted).toHaveBeenCalledTimes(1);
  });

  it('stays pending while the visitor only reads', async () => {
    const acted = jest.fn();
    void whenVisitorActs(window).then(acted);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(acted).not.toHaveBeenCalled();
  });

  it('takes its listeners down once it fired', async () => {
    const add = jest.spyOn(window, 'addEventListener');
    const done = whenVisitorActs(window);
    const signals = add.mock.calls.map(
      ([, , options]) => (options as AddEventListenerOptions).signal,
    );
    add.mockRestore();
    expect(signals).toHaveLength(INTENT_EVENTS.length);
    expect(signals.some((signal) => signal?.aborted)).toBe(false);

    window.dispatchEvent(new Event('keydown'));
    await done;
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
  });
});
