// Dice for the rules engine (ADR 0006 §3): notation, deterministic RNG, roll records, manual entry.
export * from './notation.js';
export * from './rng.js';
export * from './roll.js';
export * from './validate.js';
