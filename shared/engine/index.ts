export * from './modifiers.js';
export * from './stack.js';
export * from './policies.js';
