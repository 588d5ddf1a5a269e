import { loadAppScript, whenParsed } from './loadApp';

/** A document that reports `state` as its readyState, as a page still arriving does. */
function documentIn(state: { value: DocumentReadyState }): Document {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { get: () => state.value });
  return doc;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenParsed', () => {
  it('waits for DOMContentLoaded while the page is still being parsed', async () => {
    const state: { value: DocumentReadyState } = { value: 'loading' };
    const doc = documentIn(state);
    let parsed = false;
    void whenParsed(doc).then(() => {
      parsed = true;
    });
    await settled();
    expect(parsed).toBe(false);

    state.value = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await settled();
    expect(parsed).toBe(true);
  });

  it('resolves at once on a page already parsed', async () => {
    let parsed = false;
    void whenParsed(documentIn({ value: 'interactive' })).then(() => {
      parsed = true;
    });
    await settled();
    expect(parsed).toBe(true);
  });
});

describe('loadAppScript', () => {
  it('appends the entry script to the head', () => {
    const doc = document.implementation.createHTMLDocument('page');
    loadAppScript(doc, '/main.1a2b3c4d.js');
    expect(doc.head.querySelector('script')?.getAttribute('src')).toBe('/main.1a2b3c4d.js');
  });
});
