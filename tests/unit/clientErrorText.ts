/**
 * Finds client code that shows or reads the API's English instead of its codes: a refusal's
 * sentence (from the contract's templates) written into a client module, an error body's
 * `error`, `message` or `fields` read, the contract's English constants imported, or a comparison
 * or a pattern match against an `error` or `message` string. Catalogues (`i18n/messages/`) and tests are
 * not client code that decides anything, so they are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_ROOTS = ['site/src', 'admin/src', 'shared-ui/src'];

/** Fragments shorter than this ("Not found", "Error") are everyday words, not the API's. */
const MIN_FRAGMENT = 16;

/** Reading the API's words: comparing, matching or searching an `error` or `message` text. */
const TEXT_READERS: ReadonlyArray<readonly [string, RegExp]> = [
  // Against a non-empty text: `message === ''` asks whether there is one, not what it says.
  ['compares an error text', /\b(?:error|message)\s*[!=]==?\s*(['"`])(?!\1)/],
  // Against a constant: the contract's English under a name (`body.error === SETUP_DONE_MESSAGE`).
  [
    'compares an error text with a constant',
    /\b(?:error|message)\s*[!=]==?\s*[A-Z][A-Z0-9_]{2,}\b/,
  ],
  // Shows or keeps the English of an answer: its `error`, `message` or `fields`.
  [
    'reads the English of an error body',
    /\b(?:errorBodyOf\([^)]*\)|errorBody\(\)|body)\??\.(?:error|message|fields)\b/,
  ],
  ['imports the English refusal constants', /['"]@app\/contract\/refusals['"]/],
  [
    'searches an error text',
    /\.(?:error|message)\s*(?:\?\?\s*['"`]{2}\s*\)?)?\??\.(?:match|matchAll|includes|startsWith|endsWith|search|replace)\(/,
  ],
  ['runs a pattern over an error text', /\.(?:exec|test)\(\s*[\w?.]*\.(?:error|message)\b/],
  ['matches a message against templates', /\bmatchMessage\b/],
];

export interface Finding {
  file: string;
  line: number;
  why: string;
}

/** The literal parts of each template that are long enough to be the API's own words. */
export function refusalFragments(templates: Readonly<Record<string, string>>): string[] {
  return Object.entries(templates)
    .filter(([code]) => !code.startsWith('http.'))
    .flatMap(([, template]) => template.split(/\{\w+\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= MIN_FRAGMENT);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every place under `repo`'s client roots that reads the API's English. */
export function findEnglishReaders(
  repo: string,
  templates: Readonly<Record<string, string>>,
): Finding[] {
  const fragments = refusalFragments(templates);
  const findings: Finding[] = [];
  for (const root of CLIENT_ROOTS) {
    for (const file of sources(path.join(repo, root))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((text, index) => {
        const at = { file: path.relative(repo, file), line: index + 1 };
        for (const fragment of fragments) {
          if (text.includes(fragment)) findings.push({ ...at, why: `says "${fragment}"` });
        }
        for (const [why, pattern] of TEXT_READERS) {
          if (pattern.test(text)) findings.push({ ...at, why });
        }
      });
    }
  }
  return findings;
}
