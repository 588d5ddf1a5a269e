// The npm commands the README gives its readers, read from the README itself so the test of them
// follows the text: every line of a shell code block and every inline `npm …` span.

/** One npm command as a reader would type it. */
export interface NpmCommand {
  /** The command as written (whitespace collapsed). */
  text: string;
  /** `install`, `start`, `test` or, for `npm run X`, X. */
  script: string;
  /** The values of `-w`/`--workspace`, in order. */
  workspaces: string[];
  /** Everything after the script's name, as the shell would split it. */
  args: string[];
  /** `NAME=value` prefixes. */
  env: Record<string, string>;
}

/** Splits a command line into words the way sh does for quotes (no expansion is needed here). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  for (const char of line) {
    if (quote !== null) {
      if (char === quote) quote = null;
      else word = (word ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The command, without its comment, cut at `&&`/`;` into the commands it runs. */
function simpleCommands(line: string): string[] {
  const withoutComment = line.replace(/(^|\s)#.*$/, '');
  return withoutComment
    .split(/&&|;/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

function parseNpm(text: string): NpmCommand | null {
  const words = shellWords(text);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name = '', ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'npm' || words.length < 2) return null;
  const rest = words.slice(1);
  const verb = rest.shift()!;
  const script = verb === 'run' || verb === 'run-script' ? rest.shift() : verb;
  if (script === undefined) return null;
  const workspaces: string[] = [];
  const args: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i] ?? '';
    if (word === '--') {
      args.push(...rest.slice(i));
      break;
    }
    if (word === '-w' || word === '--workspace') workspaces.push(rest[++i] ?? '');
    else if (word.startsWith('--workspace=')) workspaces.push(word.slice('--workspace='.length));
    else args.push(word);
  }
  return { text, script, workspaces, args, env };
}

/** Every npm command of the README, in the order it appears, each text once. */
export function readmeNpmCommands(markdown: string): NpmCommand[] {
  const lines: string[] = [];
  let fence: string | null = null;
  let prose = '';
  for (const line of markdown.split('\n')) {
    const [, marker, language = ''] = /^\s*(```+|~~~+)\s*(\S*)/.exec(line) ?? [];
    if (fence === null && marker !== undefined) {
      fence = /^(sh|bash|shell|console|)$/.test(language) ? marker : `${marker}-other`;
    } else if (fence !== null && line.trim().startsWith(fence.replace(/-other$/, ''))) {
      fence = null;
    } else if (fence !== null) {
      if (!fence.endsWith('-other')) lines.push(line.replace(/^\s*\$\s+/, ''));
    } else {
      prose += `${line}\n`;
    }
  }
  // Inline spans may wrap onto the next line; a span is one command line like a block's line.
  for (const [, span = ''] of prose.matchAll(/`([^`]+)`/g)) lines.push(span);

  const seen = new Set<string>();
  const commands: NpmCommand[] = [];
  for (const line of lines) {
    for (const part of simpleCommands(line)) {
      const command = parseNpm(part);
      if (command === null || seen.has(command.text)) continue;
      seen.add(command.text);
      commands.push(command);
    }
  }
  return commands;
}
