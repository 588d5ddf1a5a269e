import { readdirSync, readFileSync } from 'node:fs';

/** Parent PID from /proc/<pid>/stat; the command name may contain spaces and parentheses. */
function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined; // exited meanwhile
  }
}

/** Every live descendant of `root` (Linux /proc; empty elsewhere). */
export function descendantPids(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    const parent = parentOf(entry);
    if (parent === undefined) continue;
    const siblings = children.get(parent) ?? [];
    siblings.push(Number(entry));
    children.set(parent, siblings);
  }
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** SIGTERM to each PID still alive; errors (already gone) are expected and ignored. */
export function terminate(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}
