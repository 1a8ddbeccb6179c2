// A binary min-heap of integer values (hex keys) ordered by (primary, secondary, insertion order).
// Parallel number arrays: no per-entry objects. Equal priorities pop first-in first-out, which
// makes searches deterministic.

export class PriorityQueue {
  #value: number[] = [];
  #primary: number[] = [];
  #secondary: number[] = [];
  #seq: number[] = [];
  #next = 0;

  get size(): number {
    return this.#value.length;
  }

  push(value: number, primary: number, secondary = 0): void {
    const i = this.#value.length;
    this.#value.push(value);
    this.#primary.push(primary);
    this.#secondary.push(secondary);
    this.#seq.push(this.#next++);
    this.#up(i);
  }

  /** The primary priority of the head entry (Infinity when empty). */
  peekPriority(): number {
    return this.#primary[0] ?? Infinity;
  }

  /** Removes the head entry and returns its value; `undefined` when empty. */
  pop(): number | undefined {
    const n = this.#value.length;
    if (n === 0) return undefined;
    const top = this.#value[0];
    const last = n - 1;
    if (last > 0) this.#move(last, 0);
    this.#value.pop();
    this.#primary.pop();
    this.#secondary.pop();
    this.#seq.pop();
    if (last > 0) this.#down(0);
    return top;
  }

  #at(a: number[], i: number): number {
    return a[i] ?? 0;
  }

  #less(i: number, j: number): boolean {
    const pi = this.#at(this.#primary, i);
    const pj = this.#at(this.#primary, j);
    if (pi !== pj) return pi < pj;
    const si = this.#at(this.#secondary, i);
    const sj = this.#at(this.#secondary, j);
    if (si !== sj) return si < sj;
    return this.#at(this.#seq, i) < this.#at(this.#seq, j);
  }

  #move(from: number, to: number): void {
    this.#value[to] = this.#at(this.#value, from);
    this.#primary[to] = this.#at(this.#primary, from);
    this.#secondary[to] = this.#at(this.#secondary, from);
    this.#seq[to] = this.#at(this.#seq, from);
  }

  #swap(i: number, j: number): void {
    swapIn(this.#value, i, j);
    swapIn(this.#primary, i, j);
    swapIn(this.#secondary, i, j);
    swapIn(this.#seq, i, j);
  }

  #up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.#less(i, p)) return;
      this.#swap(i, p);
      i = p;
    }
  }

  #down(i: number): void {
    const n = this.#value.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) return;
      const r = l + 1;
      const c = r < n && this.#less(r, l) ? r : l;
      if (!this.#less(c, i)) return;
      this.#swap(i, c);
      i = c;
    }
  }
}

function swapIn(a: number[], i: number, j: number): void {
  const t = a[i] ?? 0;
  a[i] = a[j] ?? 0;
  a[j] = t;
}
