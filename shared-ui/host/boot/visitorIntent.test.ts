import { INTENT_EVENTS, whenPressEnds, whenVisitorActs } from './visitorIntent';

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

describe('whenPressEnds', () => {
  const pressOf = (type: string) => new Event(type);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each(['pointerdown', 'touchstart'])(
    'waits for the click of a press that began with %s',
    async (type) => {
      const ended = jest.fn();
      void whenPressEnds(window, pressOf(type)).then(ended);
      window.dispatchEvent(new Event('pointerup'));
      await settle();
      expect(ended).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('click'));
      await settle();
      expect(ended).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['pointercancel', 'touchcancel', 'contextmenu'])(
    'ends a press the browser takes over (%s)',
    async (type) => {
      const ended = jest.fn();
      void whenPressEnds(window, pressOf('pointerdown')).then(ended);
      window.dispatchEvent(new Event(type));
      await settle();
      expect(ended).toHaveBeenCalledTimes(1);
    },
  );

  it('stops waiting for a press held longer than the longest tap', async () => {
    const ended = jest.fn();
    void whenPressEnds(window, pressOf('pointerdown'), 20).then(ended);
    await settle();
    expect(ended).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'scroll', 'wheel', 'focusin', 'pointermove'])(
    'does not wait after a %s, nor when the page started for another reason',
    async (type) => {
      const ended = jest.fn();
      void whenPressEnds(window, pressOf(type)).then(ended);
      void whenPressEnds(window, undefined).then(ended);
      await settle();
      expect(ended).toHaveBeenCalledTimes(2);
    },
  );

  it('resolves with the intent that started it', async () => {
    const acted = whenVisitorActs(window);
    const press = new Event('pointerdown');
    window.dispatchEvent(press);
    await expect(acted).resolves.toBe(press);
  });
});
