// The one stacking function (ADR 0006 §4). AC, Esquiva, skill %, speed, SR and attack totals are
// all computed here, so every system's bonus-type rules live in one algorithm driven by a policy.
import { matches, type BonusType, type ModOp, type ModSource, type Modifier, type WhenCtx } from './modifiers.js';

export interface StackPolicy {
  /** Positive `add` types that sum with themselves; '*' = every type (5e, RuneQuest). */
  selfStacking: ReadonlySet<BonusType> | '*';
  /** Types where only the single best positive value applies, even under '*' (5e cover, 5E-COVER-02). */
  bestOnly: ReadonlySet<BonusType>;
  /**
   * false (3.x): two modifiers from the same source never both count — of two penalties the worse
   * applies, of two self-stacking bonuses of one type the larger.
   */
  sameSourceStacks: boolean;
  /** 'cancel' (5e, 5E:G-02): any advantage + any disadvantage = normal, repeats collapse; 'none': ignored. */
  advantage: 'cancel' | 'none';
  /**
   * Left to each system by the ADR. 'floor' rounds down once after the `mul` phase, i.e. where a
   * value is halved (5E:G-10, 3.x "round down", RQ:Z-06). Default 'none'.
   */
  rounding?: 'floor' | 'none';
}

export interface StackResult {
  value: number;
  adv: -1 | 0 | 1;
  /** indices into `mods` that counted, ascending */
  applied: number[];
  /** indices that matched but did not count, with the index that beat them, ascending by `i` */
  suppressed: { i: number; by: number }[];
}

/**
 * One line per modifier, in pipeline order: filtered (`when` false), then set, mul, cap, add,
 * adv/dis. `value` is the running value after an applied set/mul/cap/add.
 */
export interface StackTraceEntry {
  i: number;
  op: ModOp;
  status: 'applied' | 'suppressed' | 'filtered' | 'ignored';
  by?: number;
  value?: number;
}
export type StackTrace = StackTraceEntry[];

const sameSource = (a: ModSource, b: ModSource): boolean => a.kind === b.kind && a.id === b.id && a.of === b.of;

function selfStacks(type: BonusType, policy: StackPolicy): boolean {
  if (policy.bestOnly.has(type)) return false;
  return policy.selfStacking === '*' || policy.selfStacking.has(type);
}

/** Whether an `add` competes with others at all (else it always counts). */
function grouped(m: Modifier, policy: StackPolicy): boolean {
  return !policy.sameSourceStacks || (m.value >= 0 && !selfStacks(m.type, policy));
}

/**
 * Whether two `add`s compete, only one counting: penalties from one source (when same-source
 * stacking is off); bonuses of one self-stacking type from one source (likewise); bonuses of
 * any other type, whatever their source.
 */
function rival(a: Modifier, b: Modifier, policy: StackPolicy): boolean {
  if (a.value < 0 || b.value < 0) {
    return a.value < 0 && b.value < 0 && !policy.sameSourceStacks && sameSource(a.source, b.source);
  }
  if (a.type !== b.type) return false;
  if (!selfStacks(a.type, policy)) return true;
  return !policy.sameSourceStacks && sameSource(a.source, b.source);
}

/**
 * Combines `base` with the modifiers whose `when` holds in `ctx`:
 * set (last wins) → mul → [floor] → cap (lowest wins) → add → adv/dis counted.
 * Adds: penalties (< 0) always add, except that with `sameSourceStacks: false` only the worst
 * per source counts; bonuses (≥ 0) of a self-stacking type add (with `sameSourceStacks: false`,
 * only the largest per source and type); any other type — and every `bestOnly` type — applies
 * only its largest value. Ties go to the lower index. The order of `mods` never changes `value`.
 */
export function stack(
  base: number,
  mods: readonly Modifier[],
  policy: StackPolicy,
  ctx: WhenCtx,
  trace?: StackTrace,
): StackResult {
  const applied: number[] = [];
  const suppressed: { i: number; by: number }[] = [];
  const sets: number[] = [];
  const muls: number[] = [];
  const caps: number[] = [];
  const adds: number[] = [];
  const advs: number[] = [];
  let sawAdv = false;
  let sawDis = false;

  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    if (!matches(m.when, ctx)) {
      trace?.push({ i, op: m.op, status: 'filtered' });
      continue;
    }
    switch (m.op) {
      case 'set':
        sets.push(i);
        break;
      case 'mul':
        muls.push(i);
        break;
      case 'cap':
        caps.push(i);
        break;
      case 'add':
        adds.push(i);
        break;
      case 'adv':
      case 'dis':
        if (m.op === 'adv') sawAdv = true;
        else sawDis = true;
        advs.push(i);
        break;
    }
  }

  let value = base;

  // set: the last one wins; earlier sets are suppressed by it.
  if (sets.length > 0) {
    const last = sets[sets.length - 1]!;
    for (const i of sets) {
      if (i === last) continue;
      suppressed.push({ i, by: last });
      trace?.push({ i, op: 'set', status: 'suppressed', by: last });
    }
    value = mods[last]!.value;
    applied.push(last);
    trace?.push({ i: last, op: 'set', status: 'applied', value });
  }

  // mul: factors multiply; rounding once after the phase.
  for (let k = 0; k < muls.length; k++) {
    const i = muls[k]!;
    value *= mods[i]!.value;
    if (k === muls.length - 1 && policy.rounding === 'floor') value = Math.floor(value);
    applied.push(i);
    trace?.push({ i, op: 'mul', status: 'applied', value });
  }

  // cap: an upper bound; several caps → the lowest binds.
  for (const i of caps) {
    value = Math.min(value, mods[i]!.value);
    applied.push(i);
    trace?.push({ i, op: 'cap', status: 'applied', value });
  }

  // add: each modifier either counts on its own or competes within a group (see `rival`); the
  // best of a group counts and beats the rest. Groups are tiny, so a quadratic scan allocates nothing.
  for (const i of adds) {
    const m = mods[i]!;
    let best = i;
    if (grouped(m, policy)) {
      for (const j of adds) {
        if (j === i || !rival(m, mods[j]!, policy)) continue;
        const v = mods[j]!.value;
        const b = mods[best]!.value;
        if (m.value < 0 ? v < b || (v === b && j < best) : v > b || (v === b && j < best)) best = j;
      }
    }
    if (best !== i) {
      suppressed.push({ i, by: best });
      trace?.push({ i, op: 'add', status: 'suppressed', by: best });
    } else {
      value += m.value;
      applied.push(i);
      trace?.push({ i, op: 'add', status: 'applied', value });
    }
  }

  // adv/dis: counted, never summed.
  let adv: -1 | 0 | 1 = 0;
  if (policy.advantage === 'cancel') {
    adv = sawAdv === sawDis ? 0 : sawAdv ? 1 : -1;
    applied.push(...advs);
  }
  if (trace) {
    const status = policy.advantage === 'cancel' ? 'applied' : 'ignored';
    for (const i of advs) trace.push({ i, op: mods[i]!.op, status });
  }

  applied.sort((a, b) => a - b);
  suppressed.sort((a, b) => a.i - b.i);
  return { value, adv, applied, suppressed };
}
