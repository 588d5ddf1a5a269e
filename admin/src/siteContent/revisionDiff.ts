import type { Bilingual } from '@app/contract/siteContent';

/** A text that differs, in both its languages (`undefined`: the item is not in that version). */
export interface TextChange {
  kind: 'text';
  path: string;
  before: Bilingual | undefined;
  after: Bilingual | undefined;
}
/** Any other value that differs (a price, an icon, a link, the VAT choice, an order of items). */
export interface ValueChange {
  kind: 'value';
  path: string;
  before: string | undefined;
  after: string | undefined;
}
export type FieldChange = TextChange | ValueChange;

function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Bilingual).en === 'string' &&
    typeof (value as Bilingual).ar === 'string'
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item's own id (services, packages, rows, case studies), which survives a reorder. */
const idOf = (item: unknown): string | undefined =>
  isObject(item) && typeof item.id === 'string' ? item.id : undefined;

const shown = (value: unknown): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Every field that differs between two versions of a document, in document order. Items with an
 * id are paired by it (a moved service is one change of order, not every field of two services);
 * other lists by position. Each node of either version is visited once, through a map for the
 * pairing: the work grows with the documents' size, never with its square.
 */
export function revisionDiff(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  const walk = (old: unknown, now: unknown, path: string): void => {
    if (isBilingual(old) || isBilingual(now)) {
      const [was, is] = [old as Bilingual | undefined, now as Bilingual | undefined];
      if (was?.en !== is?.en || was?.ar !== is?.ar) {
        changes.push({ kind: 'text', path, before: was, after: is });
      }
      return;
    }
    const list = Array.isArray(old) ? old : Array.isArray(now) ? now : undefined;
    if (list !== undefined) {
      walkList(Array.isArray(old) ? old : [], Array.isArray(now) ? now : [], path);
      return;
    }
    if (isObject(old) || isObject(now)) {
      const [was, is] = [isObject(old) ? old : {}, isObject(now) ? now : {}];
      const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
      for (const key of keys) {
        // An item that came or went is named by its id in the path already.
        if (key === 'id' && (was.id === undefined || is.id === undefined)) continue;
        walk(was[key], is[key], path === '' ? key : `${path}.${key}`);
      }
      return;
    }
    if (old !== now) {
      changes.push({ kind: 'value', path, before: shown(old), after: shown(now) });
    }
  };
  const walkList = (old: readonly unknown[], now: readonly unknown[], path: string): void => {
    const keyed = [...old, ...now].every((item) => idOf(item) !== undefined);
    if (!keyed || (old.length === 0 && now.length === 0)) {
      if (!keyed && [...old, ...now].every((item) => typeof item !== 'object')) {
        if (shown(old) !== shown(now)) {
          changes.push({ kind: 'value', path, before: shown(old), after: shown(now) });
        }
        return;
      }
      const length = Math.max(old.length, now.length);
      for (let at = 0; at < length; at += 1) walk(old[at], now[at], `${path}.${at + 1}`);
      return;
    }
    const oldIds = old.map(idOf) as string[];
    const nowIds = now.map(idOf) as string[];
    const byId = new Map(old.map((item, at) => [oldIds[at]!, item]));
    const kept = new Set(nowIds);
    for (const [at, item] of now.entries())
      walk(byId.get(nowIds[at]!), item, `${path}.${nowIds[at]}`);
    for (const [at, item] of old.entries()) {
      if (!kept.has(oldIds[at]!)) walk(item, undefined, `${path}.${oldIds[at]}`);
    }
    const common = (ids: string[], other: Set<string>) => ids.filter((id) => other.has(id));
    const [wasOrder, isOrder] = [common(oldIds, kept), common(nowIds, new Set(oldIds))];
    if (wasOrder.join(' ') !== isOrder.join(' ')) {
      changes.push({
        kind: 'value',
        path: `${path} (order)`,
        before: wasOrder.join(', '),
        after: isOrder.join(', '),
      });
    }
  };
  walk(before, after, '');
  return changes;
}
