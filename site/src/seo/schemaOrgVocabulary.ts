/**
 * Test-only: checks JSON-LD against schema.org's own vocabulary, the release file that
 * `@vocabulary/schema` ships as N-Quads. Imported by tests alone, never by the site's code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDFS_SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;
const RANGE_INCLUDES = `${SCHEMA}rangeIncludes`;
const SUPERSEDED_BY = `${SCHEMA}supersededBy`;

/** A statement whose object is an IRI: all the vocabulary's structure is in those. */
const IRI_STATEMENT = /^<([^>]*)> <([^>]*)> <([^>]*)>/;

export interface Vocabulary {
  classes: Set<string>;
  properties: Set<string>;
  superClasses: Map<string, string[]>;
  domains: Map<string, string[]>;
  ranges: Map<string, string[]>;
  supersededBy: Map<string, string>;
}

function add(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** schema.org's vocabulary as the package ships it; term names without the namespace. */
export function loadSchemaOrgVocabulary(): Vocabulary {
  const require = createRequire(__filename);
  const file = path.join(
    path.dirname(require.resolve('@vocabulary/schema/package.json')),
    'schema.nq',
  );
  const vocabulary: Vocabulary = {
    classes: new Set(),
    properties: new Set(),
    superClasses: new Map(),
    domains: new Map(),
    ranges: new Map(),
    supersededBy: new Map(),
  };
  const term = (iri: string) => (iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : undefined);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = IRI_STATEMENT.exec(line);
    if (!match) continue;
    const [, subjectIri, predicate, objectIri] = match as unknown as [
      string,
      string,
      string,
      string,
    ];
    const subject = term(subjectIri);
    const object = term(objectIri);
    if (subject === undefined) continue;
    if (predicate === RDF_TYPE && objectIri === RDFS_CLASS) vocabulary.classes.add(subject);
    else if (predicate === RDF_TYPE && objectIri === RDF_PROPERTY)
      vocabulary.properties.add(subject);
    else if (object === undefined) continue;
    else if (predicate === RDFS_SUBCLASS_OF) add(vocabulary.superClasses, subject, object);
    else if (predicate === DOMAIN_INCLUDES) add(vocabulary.domains, subject, object);
    else if (predicate === RANGE_INCLUDES) add(vocabulary.ranges, subject, object);
    else if (predicate === SUPERSEDED_BY) vocabulary.supersededBy.set(subject, object);
  }
  return vocabulary;
}

/** `type` and every class above it. */
function lineage(vocabulary: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.superClasses.get(next) ?? []));
  }
  return seen;
}

const KEYWORDS = new Set(['@context', '@type', '@id']);

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * Every problem of one JSON-LD document, as `path: message`: a type or property schema.org does
 * not define, a superseded property, a property whose domain includes none of the item's types or
 * their supertypes, and a typed value the property's range does not allow. A node with properties
 * must name its type, or its properties could not be checked.
 */
export function vocabularyErrors(vocabulary: Vocabulary, document: unknown): string[] {
  const errors: string[] = [];

  const visitValue = (value: unknown, where: string, property: string | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visitValue(item, `${where}[${index}]`, property));
    } else if (typeof value === 'object' && value !== null) {
      visitNode(value as Record<string, unknown>, where, property);
    }
  };

  const visitNode = (
    node: Record<string, unknown>,
    where: string,
    property: string | undefined,
  ): void => {
    const types = typesOf(node);
    const keys = Object.keys(node);
    if (types.length === 0) {
      if (keys.some((key) => !KEYWORDS.has(key))) errors.push(`${where}: a node without @type`);
      return;
    }
    const lineages = types.map((type) => lineage(vocabulary, type));
    for (const type of types) {
      if (!vocabulary.classes.has(type)) errors.push(`${where}: ${type} is not a schema.org type`);
    }
    if (property !== undefined) {
      const ranges = vocabulary.ranges.get(property) ?? [];
      const allowed = lineages.some((classes) => ranges.some((range) => classes.has(range)));
      if (!allowed) {
        errors.push(`${where}: ${property} takes ${ranges.join(', ')}, not ${types.join(', ')}`);
      }
    }
    for (const key of keys) {
      if (key.startsWith('@')) {
        if (!KEYWORDS.has(key)) errors.push(`${where}: ${key} is not used here`);
        continue;
      }
      const at = `${where}.${key}`;
      if (!vocabulary.properties.has(key)) {
        errors.push(`${at}: not a schema.org property`);
        continue;
      }
      const newer = vocabulary.supersededBy.get(key);
      if (newer !== undefined) errors.push(`${at}: superseded by ${newer}`);
      const domains = vocabulary.domains.get(key) ?? [];
      if (!lineages.some((classes) => domains.some((domain) => classes.has(domain)))) {
        errors.push(`${at}: not a property of ${types.join(', ')} (only of ${domains.join(', ')})`);
      }
      visitValue(node[key], at, key);
    }
  };

  const root = document as Record<string, unknown> | null;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    return ['$: a JSON-LD document is one object'];
  }
  if (root['@context'] !== 'https://schema.org') errors.push('$: @context is not schema.org');
  visitNode(root, '$', undefined);
  return errors;
}
