import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '@app/bff/testing';
import { REPO_ROOT } from '../stack/paths';

/**
 * Reading docker-compose.yml the way `docker compose config` does, for checks that run where no
 * Docker engine or Compose plugin is installed: YAML with anchors and merge keys, then
 * interpolation of every string from a .env file.
 */

export type Yaml = Record<string, unknown>;

export const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
export const ENV_EXAMPLE_FILE = path.join(REPO_ROOT, '.env.example');

export function readComposeYaml(): unknown {
  // merge: `<<: *anchor`, which Compose resolves as YAML 1.1 merge keys.
  return parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as unknown;
}

export function object(value: unknown, what: string): Yaml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not a mapping`);
  }
  return value as Yaml;
}

/** `NAME=value` lines of a dotenv file as Compose reads them (no quotes used in ours). */
export function parseDotenv(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of text.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)) {
    values.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return values;
}

export class InterpolationError extends Error {
  constructor(readonly missing: string[]) {
    super(`Required variables are blank: ${missing.join(', ')}`);
  }
}

// $$ | ${NAME} | ${NAME<op><word>} | $NAME. Compose's words may nest ${…}; ours do not.
const REFERENCE =
  /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * Compose's interpolation of one string: `:-` and `-` defaults, `:?` and `?` errors, `:+` and `+`
 * alternatives, `$$` for a literal dollar. Blank-but-required names are collected into `missing`.
 */
export function interpolate(
  text: string,
  env: ReadonlyMap<string, string>,
  missing: Set<string>,
): string {
  return text.replace(
    REFERENCE,
    (
      _whole,
      dollar: string | undefined,
      braced: string | undefined,
      operator: string | undefined,
      word: string | undefined,
      bare: string | undefined,
    ) => {
      if (dollar) return '$';
      const name = braced ?? bare ?? '';
      const value = env.get(name);
      const set = value !== undefined;
      const nonEmpty = set && value !== '';
      switch (operator) {
        case ':-':
          return nonEmpty ? value : (word ?? '');
        case '-':
          return set ? value : (word ?? '');
        case ':?':
          if (!nonEmpty) missing.add(name);
          return value ?? '';
        case '?':
          if (!set) missing.add(name);
          return value ?? '';
        case ':+':
          return nonEmpty ? (word ?? '') : '';
        case '+':
          return set ? (word ?? '') : '';
        default:
          return value ?? '';
      }
    },
  );
}

/** The whole file with every string interpolated; throws naming every blank required variable. */
export function interpolateCompose(value: unknown, env: ReadonlyMap<string, string>): unknown {
  const missing = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, env, missing);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    }
    return node;
  };
  const result = walk(value);
  if (missing.size > 0) throw new InterpolationError([...missing].sort());
  return result;
}

/** Names Compose interpolates: ${NAME}, ${NAME:-default}, ${NAME?err}, $NAME; `$$` is a literal $. */
export function interpolatedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    const name = match[2] ?? match[5];
    if (name) names.add(name);
  }
  return [...names];
}

/** Every string in a parsed document. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The variables the BFF reads, as its configuration sections name them. */
export function bffConfigVariables(): string[] {
  return [...CONFIG_VARIABLES];
}
