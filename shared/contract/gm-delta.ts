/**
 * GM pushes as changes (docs/adr/0013-incremental-pushes.md): main diffs the previous and the next
 * encounter state into patches; the GM window applies them to its copy. Both sides are pure.
 */
import type { GmDelta, GmView, LogEntry, StatePatch } from './views.js';

type Node = Record<string | number, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON has no `undefined`: a key whose value is undefined counts as absent. */
const has = (o: Node, key: string) => Object.hasOwn(o, key) && o[key] !== undefined;

/** Sets an own property, even one named `__proto__`. */
const put = (o: Node, key: string | number, value: unknown) => Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });

function diffInto(a: unknown, b: unknown, path: (string | number)[], out: StatePatch[]): void {
  if (a === b) return; // immer keeps unchanged subtrees reference-equal: the walk skips them
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) if (has(a, key) && !has(b, key)) out.push({ op: 'remove', path: [...path, key] });
    for (const key of Object.keys(b)) {
      if (!has(b, key)) continue;
      if (has(a, key)) diffInto(a[key], b[key], [...path, key], out);
      else out.push({ op: 'add', path: [...path, key], value: b[key] });
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && b.length >= a.length) {
    for (let i = 0; i < a.length; i++) diffInto(a[i], b[i], [...path, i], out);
    for (let i = a.length; i < b.length; i++) out.push({ op: 'add', path: [...path, i], value: b[i] });
    return;
  }
  // A primitive that changed, a change of type, or a shorter array (an item removed): set it whole.
  out.push({ op: 'replace', path, value: b });
}

/** The patches that turn `prev` into `next` (JSON values); `[]` when they are equal. */
export function diffState(prev: unknown, next: unknown): StatePatch[] {
  const out: StatePatch[] = [];
  diffInto(prev, next, [], out);
  return out;
}

const copyJson = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Applies patches without touching `root`: only the nodes on a patched path are copied. */
function applyPatches<T>(root: T, patches: readonly StatePatch[]): T {
  const fresh = new Set<unknown>();
  const own = (node: unknown): Node => {
    if (fresh.has(node)) return node as Node;
    const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...(node as Node) }) as Node;
    fresh.add(copy);
    return copy;
  };
  let out: unknown = root;
  for (const p of patches) {
    if (p.path.length === 0) {
      out = copyJson(p.value);
      continue;
    }
    out = own(out);
    let parent = out as Node;
    for (const key of p.path.slice(0, -1)) {
      const child = own(parent[key]);
      put(parent, key, child);
      parent = child;
    }
    const last = p.path[p.path.length - 1]!;
    if (p.op === 'remove') delete parent[last];
    else if (p.op === 'add' && Array.isArray(parent)) parent.splice(Number(last), 0, copyJson(p.value));
    else put(parent, last, copyJson(p.value));
  }
  return out as T;
}

/** Keeps the entries up to `seq` (the log is in seq order) and appends `added`. */
function nextLog(log: LogEntry[], truncatedTo: number | undefined, added: LogEntry[]): LogEntry[] {
  let kept = log;
  if (truncatedTo !== undefined) {
    let n = log.length;
    while (n > 0 && log[n - 1]!.seq > truncatedTo) n--;
    if (n < log.length) kept = log.slice(0, n);
  }
  return added.length ? kept.concat(added) : kept;
}

/**
 * What a GM window does with a delta: `apply` it, ignore it as `stale` (its copy is already at that
 * version or newer), or see a `gap` (no copy, another encounter, a missed push) and ask for a snapshot.
 */
export function deltaFit(view: GmView | null, delta: GmDelta): 'apply' | 'stale' | 'gap' {
  if (!view || view.encounter.id !== delta.encounterId) return 'gap';
  if (delta.version <= view.version) return 'stale';
  return delta.base === view.version ? 'apply' : 'gap';
}

/** The view after `delta` (which must fit it: see `deltaFit`); `view` itself is left unchanged. */
export function applyGmDelta(view: GmView, delta: GmDelta): GmView {
  return {
    version: delta.version,
    encounter: applyPatches(view.encounter, delta.patches),
    log: nextLog(view.log, delta.logTruncatedTo, delta.log),
    canUndo: delta.canUndo,
    canRedo: delta.canRedo,
    redoCommand: delta.redoCommand,
    updatedAt: delta.updatedAt,
    playerCamera: delta.playerCamera,
  };
}
