// Dice notation (ADR 0006 §3): parser, canonical printer and range helpers.
//
//   expr := [sign] term (('+'|'-') term)*
//   term := int | dice | ('max'|'min') '(' dice ')'
//   dice := [int] 'd' (int | '%') [('kh'|'kl') int] ['[' tag ']']
//
// Input is case- and whitespace-tolerant (whitespace may separate any two tokens, never split one).
// A leading sign is accepted so every AST (whose first term also has a sign) has a notation.
// `max(…)`/`min(…)` are the engine-built "fixed dice" forms (RuneQuest criticals, RQ-ATK-05); they
// parse so that a record's notation round-trips. Tags are lowercased ASCII ids ([a-z0-9_-]).
// Canonical form: no spaces, lowercase, explicit count (`1d20`), `d%` as `d100`, `kh1`, `[tag]`.

export const DICE_LIMITS = {
  maxCount: 100, // dice per term
  maxSides: 1000,
  maxTerms: 20,
  maxFlat: 1_000_000,
  maxTagLength: 32,
  maxLength: 1000, // characters of input
} as const;

export type Sign = 1 | -1;
export type KeepMode = 'h' | 'l';
export type Fixed = 'max' | 'min';

export interface DiceTerm {
  readonly kind: 'dice';
  readonly count: number;
  readonly sides: number;
  /** Keep the `n` highest (`h`) or lowest (`l`) dice; 1 ≤ n ≤ count. */
  readonly keep?: { readonly mode: KeepMode; readonly n: number };
  readonly tag?: string;
  /** Engine-only: every die of the term shows its maximum (minimum) face and is not rolled. */
  readonly fixed?: Fixed;
  readonly sign: Sign;
}
export interface FlatTerm {
  readonly kind: 'flat';
  readonly value: number;
  readonly sign: Sign;
}
export type Term = DiceTerm | FlatTerm;
export interface DiceExpr {
  readonly terms: readonly Term[];
}

export type DiceParseCode =
  | 'EMPTY' | 'TOO_LONG' | 'EXPECTED_TERM' | 'EXPECTED_SIDES' | 'EXPECTED_OPERATOR' | 'EXPECTED_KEEP' | 'EXPECTED_PAREN'
  | 'COUNT_OUT_OF_RANGE' | 'SIDES_OUT_OF_RANGE' | 'KEEP_OUT_OF_RANGE' | 'FLAT_OUT_OF_RANGE' | 'TOO_MANY_TERMS'
  | 'BAD_TAG' | 'UNCLOSED_TAG';

export interface DiceParseError {
  readonly code: DiceParseCode;
  /** English developer message; the UI translates `code`. */
  readonly message: string;
  /** 0-based index into the input string where the problem starts. */
  readonly pos: number;
}

export type DiceParseResult = { ok: true; value: DiceExpr } | { ok: false; error: DiceParseError };

class ParseFailure extends Error {
  constructor(readonly error: DiceParseError) {
    super(error.message);
  }
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const TAG_CHAR = /^[a-z0-9_-]$/i;

/** Parses dice notation; never throws on user input. */
export function parseDice(input: string): DiceParseResult {
  try {
    return { ok: true, value: new Parser(input).expr() };
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: e.error };
    throw e;
  }
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  private fail(code: DiceParseCode, pos: number, what: string): never {
    throw new ParseFailure({ code, pos, message: `${what} at ${pos}` });
  }

  private skip(): void {
    while (this.i < this.s.length && isSpace(this.s[this.i] ?? '')) this.i++;
  }

  /** Lowercased character at the cursor after whitespace ('' at the end). */
  private peek(): string {
    this.skip();
    return (this.s[this.i] ?? '').toLowerCase();
  }

  /** Consumes `w` (lowercase ASCII) case-insensitively if it is next. */
  private word(w: string): boolean {
    this.skip();
    for (let j = 0; j < w.length; j++) if (lowerCode(this.s.charCodeAt(this.i + j)) !== w.charCodeAt(j)) return false;
    this.i += w.length;
    return true;
  }

  /** Reads an unsigned integer at the cursor, or returns null if there is no digit. */
  private int(): { value: number; pos: number } | null {
    this.skip();
    const pos = this.i;
    let value = 0;
    while (this.i < this.s.length && isDigit(this.s.charCodeAt(this.i))) {
      value = Math.min(value * 10 + (this.s.charCodeAt(this.i) - 48), Number.MAX_SAFE_INTEGER);
      this.i++;
    }
    return this.i === pos ? null : { value, pos };
  }

  expr(): DiceExpr {
    if (this.s.length > DICE_LIMITS.maxLength) {
      this.fail('TOO_LONG', DICE_LIMITS.maxLength, `Notation longer than ${DICE_LIMITS.maxLength} characters`);
    }
    if (this.peek() === '') this.fail('EMPTY', this.i, 'Empty dice notation');
    const terms: Term[] = [];
    let sign: Sign = 1;
    for (;;) {
      const c = this.peek();
      const start = this.i;
      if (terms.length === 0 && (c === '+' || c === '-')) {
        sign = c === '-' ? -1 : 1;
        this.i++;
      }
      if (terms.length === DICE_LIMITS.maxTerms) {
        this.fail('TOO_MANY_TERMS', start, `More than ${DICE_LIMITS.maxTerms} terms`);
      }
      terms.push(this.term(sign));
      const op = this.peek();
      if (op === '') return { terms };
      if (op !== '+' && op !== '-') this.fail('EXPECTED_OPERATOR', this.i, `Expected '+', '-' or the end, found '${op}'`);
      sign = op === '-' ? -1 : 1;
      this.i++;
    }
  }

  private term(sign: Sign): Term {
    for (const fixed of ['max', 'min'] as const) {
      if (!this.word(fixed)) continue;
      if (!this.word('(')) this.fail('EXPECTED_PAREN', this.i, `Expected '(' after '${fixed}'`);
      const count = this.int();
      const dice = this.dice(count, sign, fixed);
      if (dice === null) this.fail('EXPECTED_TERM', this.i, `Expected dice inside '${fixed}(…)'`);
      if (!this.word(')')) this.fail('EXPECTED_PAREN', this.i, "Expected ')'");
      return dice;
    }
    const count = this.int();
    const dice = this.dice(count, sign, undefined);
    if (dice !== null) return dice;
    if (count === null) this.fail('EXPECTED_TERM', this.i, "Expected a number or 'd'");
    if (count.value > DICE_LIMITS.maxFlat) {
      this.fail('FLAT_OUT_OF_RANGE', count.pos, `Modifier larger than ${DICE_LIMITS.maxFlat}`);
    }
    return { kind: 'flat', value: count.value, sign };
  }

  /** Parses the rest of a dice term after its optional count; null if no 'd' follows. */
  private dice(count: { value: number; pos: number } | null, sign: Sign, fixed: Fixed | undefined): DiceTerm | null {
    if (this.peek() !== 'd') return null;
    const dPos = this.i;
    this.i++;
    const n = count?.value ?? 1;
    if (n < 1 || n > DICE_LIMITS.maxCount) {
      this.fail('COUNT_OUT_OF_RANGE', count?.pos ?? dPos, `Dice count must be 1–${DICE_LIMITS.maxCount}`);
    }
    let sides: number;
    if (this.peek() === '%') {
      this.i++;
      sides = 100;
    } else {
      const sv = this.int();
      if (sv === null) this.fail('EXPECTED_SIDES', this.i, "Expected a number of sides or '%' after 'd'");
      if (sv.value < 1 || sv.value > DICE_LIMITS.maxSides) {
        this.fail('SIDES_OUT_OF_RANGE', sv.pos, `Sides must be 1–${DICE_LIMITS.maxSides}`);
      }
      sides = sv.value;
    }
    let keep: DiceTerm['keep'];
    if (this.peek() === 'k') {
      const kPos = this.i;
      const mode = (this.s[this.i + 1] ?? '').toLowerCase();
      if (mode !== 'h' && mode !== 'l') this.fail('EXPECTED_KEEP', kPos, "Expected 'kh' or 'kl'");
      this.i += 2;
      const kn = this.int();
      if (kn === null) this.fail('EXPECTED_KEEP', this.i, `Expected a number after 'k${mode}'`);
      if (kn.value < 1 || kn.value > n) this.fail('KEEP_OUT_OF_RANGE', kn.pos, `Kept dice must be 1–${n}`);
      keep = { mode, n: kn.value };
    }
    let tag: string | undefined;
    if (this.peek() === '[') {
      const open = this.i;
      const close = this.s.indexOf(']', open + 1);
      if (close < 0) this.fail('UNCLOSED_TAG', open, "Tag '[' is never closed");
      const raw = this.s.slice(open + 1, close);
      const from = open + 1 + (raw.length - raw.trimStart().length);
      tag = raw.trim();
      let bad = -1;
      for (let j = 0; j < tag.length && bad < 0; j++) if (!TAG_CHAR.test(tag[j] ?? '')) bad = j;
      const at = tag === '' ? close : bad >= 0 ? from + bad : from + DICE_LIMITS.maxTagLength;
      if (tag === '' || bad >= 0 || tag.length > DICE_LIMITS.maxTagLength) {
        this.fail('BAD_TAG', at, `Tag must be 1–${DICE_LIMITS.maxTagLength} of a-z, 0-9, '_' or '-'`);
      }
      tag = tag.toLowerCase();
      this.i = close + 1;
    }
    return makeDice(n, sides, sign, keep, tag, fixed);
  }
}

/** Builds a dice term, omitting absent optional fields (so ASTs compare with strict equality). */
export function makeDice(
  count: number,
  sides: number,
  sign: Sign = 1,
  keep?: DiceTerm['keep'],
  tag?: string,
  fixed?: Fixed,
): DiceTerm {
  return {
    kind: 'dice',
    count,
    sides,
    ...(keep ? { keep: { mode: keep.mode, n: keep.n } } : {}),
    ...(tag !== undefined ? { tag } : {}),
    ...(fixed ? { fixed } : {}),
    sign,
  };
}

/** Canonical notation: `format(parse(s))` is a fixed point. */
export function formatDice(expr: DiceExpr): string {
  let out = '';
  expr.terms.forEach((t, i) => {
    if (t.sign < 0) out += '-';
    else if (i > 0) out += '+';
    if (t.kind === 'flat') {
      out += String(t.value);
      return;
    }
    let d = `${t.count}d${t.sides}`;
    if (t.keep) d += `k${t.keep.mode}${t.keep.n}`;
    if (t.tag !== undefined) d += `[${t.tag}]`;
    out += t.fixed ? `${t.fixed}(${d})` : d;
  });
  return out;
}

/** The dice to roll (or type), in order: fixed dice excluded. `term` indexes `expr.terms`. */
export function diceSlots(expr: DiceExpr): { term: number; sides: number }[] {
  const out: { term: number; sides: number }[] = [];
  expr.terms.forEach((t, term) => {
    if (t.kind === 'dice' && !t.fixed) for (let j = 0; j < t.count; j++) out.push({ term, sides: t.sides });
  });
  return out;
}

/** The `dice` field of a dice prompt (ADR 0006 §2): one entry per rolled dice term. */
export function promptDice(expr: DiceExpr): { count: number; sides: number }[] {
  const out: { count: number; sides: number }[] = [];
  for (const t of expr.terms) if (t.kind === 'dice' && !t.fixed) out.push({ count: t.count, sides: t.sides });
  return out;
}

/** `base` with a flat bonus appended: `withBonus('1d20', 3)` → `1d20+3`, `-1` → `1d20-1`, `0` → `1d20`. */
export function withBonus(base: string, bonus: number): string {
  return bonus === 0 ? base : `${base}${bonus > 0 ? '+' : ''}${bonus}`;
}
