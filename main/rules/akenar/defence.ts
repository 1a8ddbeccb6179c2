// The defences are pure rules shared with the renderer's printed stat block (issue #17).
export * from '../../../shared/systems/akenar/defence.js';
