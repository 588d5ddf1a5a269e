/**
 * A real XML parser for tests of what the BFF writes: jsdom's DOMParser (saxes underneath, which
 * enforces well-formedness). Only in test files that run under `@jest-environment jsdom`; the
 * BFF compiles without the DOM library, so the few DOM types used are named here.
 */
export interface XmlElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  readonly children: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

interface XmlDocument {
  readonly documentElement: XmlElement;
  readonly body: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

type DomParserClass = new () => {
  parseFromString(text: string, type: 'application/xml' | 'text/html'): XmlDocument;
};

function domParser(): DomParserClass {
  const { DOMParser } = globalThis as unknown as { DOMParser?: DomParserClass };
  if (!DOMParser) throw new Error('parseXml needs the jsdom test environment');
  return DOMParser;
}

/** The document, or a thrown error with the parser's message when `text` is not well-formed. */
export function parseXml(text: string): XmlDocument {
  const DOMParser = domParser();
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** The text of each direct child element of `parent` named `name`. */
export function childTexts(parent: XmlElement, name: string): string[] {
  return Array.from(parent.children)
    .filter((child) => child.localName === name)
    .map((child) => child.textContent ?? '');
}

/** The body of `html` read as an HTML document, the way a feed reader reads a description. */
export function parseHtmlBody(html: string): XmlElement {
  const DOMParser = domParser();
  return new DOMParser().parseFromString(html, 'text/html').body;
}
