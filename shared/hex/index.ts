// Hex-grid maths for Asalto's battlefield (Red Blob Games' "Hexagonal Grids" conventions).
export * from './hex.js';
export * from './offset.js';
export * from './layout.js';
export * from './footprint.js';
export * from './edges.js';
export * from './path.js';
export * from './sight.js';
export * from './reach.js';
