import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { recordEarlyActions } from './earlyActions';

/** A small live form: a counter button, a text field and a submit that reports the field. */
function Form({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [presses, setPresses] = useState(0);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form aria-label="form" onSubmit={submit}>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        pressed {presses}
      </button>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <a href="#elsewhere">elsewhere</a>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** Puts the server's markup on the page, inert as it is before the scripts run. */
function serverPage(onSubmit: (name: string) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(container);
}

async function hydrate(onSubmit: (name: string) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
}

const button = () => container.querySelector('button[type="button"]') as HTMLButtonElement;
const field = () => container.querySelector('input') as HTMLInputElement;

function typeInert(text: string) {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('recordEarlyActions', () => {
  it('holds back a press on a button before hydration and repeats it once the page is live', async () => {
    const onSubmit = jest.fn();
    serverPage(onSubmit);
    const early = recordEarlyActions(document);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    await hydrate(onSubmit);
    expect(button()).toHaveTextContent('pressed 0');
    await act(async () => early.replay());
    expect(button()).toHaveTextContent('pressed 1');
  });

  it('counts a double press before hydration once', async () => {
    serverPage(jest.fn());
    const early = recordEarlyActions(document);
    button().click();
    button().click();
    await hydrate(jest.fn());
    await act(async () => early.replay());
    expect(button()).toHaveTextContent('pressed 1');
  });

  it('hands text typed before hydration to the live form and replays its submission', async () => {
    const onSubmit = jest.fn();
    serverPage(onSubmit);
    const early = recordEarlyActions(document);

    typeInert('Layla');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    await hydrate(onSubmit);
    await act(async () => early.replay());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Layla');
    expect(field()).toHaveValue('Layla');
  });

  it('leaves plain links alone: they navigate to another server-rendered page', () => {
    serverPage(jest.fn());
    const early = recordEarlyActions(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    early.replay();
  });

  it.each([
    ['a checkbox', '<label><input type="checkbox" name="meet"> Book a meeting</label>', 'input'],
    ['the label of a checkbox', '<label><input type="checkbox" name="meet"> Book</label>', 'label'],
    ['a radio', '<input type="radio" name="plan" value="a">', 'input'],
    ['a summary', '<details><summary>Services</summary>x</details>', 'summary'],
    [
      'a dialog invoker',
      '<button type="button" commandfor="d" command="show-modal">Open</button><dialog id="d"></dialog>',
      'button',
    ],
    [
      'a popover invoker',
      '<button type="button" popovertarget="p">Menu</button><div id="p" popover>x</div>',
      'button',
    ],
  ])('leaves %s to the browser, which answers it without script', (_, html, selector) => {
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const early = recordEarlyActions(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector(selector)!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    early.replay();
  });

  it('holds back a button without a type outside any form (it does nothing natively)', () => {
    container = document.createElement('div');
    container.innerHTML = '<button>Copy link</button>';
    document.body.append(container);
    const early = recordEarlyActions(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    early.replay();
  });

  it('stops holding anything back once replayed', async () => {
    serverPage(jest.fn());
    const early = recordEarlyActions(document);
    await hydrate(jest.fn());
    early.replay();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => button().dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(button()).toHaveTextContent('pressed 1');
  });
});
