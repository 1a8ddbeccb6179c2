// The damage arithmetic is pure and shared with the renderer's printed stat block (issue #17).
export * from '../../../shared/systems/akenar/damage.js';
