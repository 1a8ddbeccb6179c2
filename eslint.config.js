// ESLint flat config for Asalto.
//
// Besides the usual typescript-eslint / eslint-plugin-svelte recommendations,
// this file enforces the layering described in docs/adr/0001-layering.md:
//
//   shared/         pure TypeScript: no DOM, no Node, no electron, imports only shared/
//   renderer/       browser (Svelte 5): imports renderer/, shared/ and browser npm packages
//   main/           Node: imports main/ and shared/; no electron, never renderer/
//   main/electron/  Node + electron: the only place allowed to import electron(-store)
//   tests/, scripts/, top-level config files: unrestricted
//
// Import layering is enforced by the local rule `asalto/layers` (defined
// below) rather than `no-restricted-imports` patterns: it resolves relative
// specifiers against the importing file, so `../../main/x.js` is caught at any
// depth while `../../shared/x.js` stays allowed, and it also sees dynamic
// `import()`, `require()`, `import x = require()` and `import('x').T` types.
// tests/unit/layering.test.ts proves that violations are reported.

import js from '@eslint/js';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';
import { importVisitors, systemSeamRule } from './eslint-rules/system-seam.js';

const ROOT = import.meta.dirname;

// ---------------------------------------------------------------------------
// Local plugin: asalto/layers
// ---------------------------------------------------------------------------

const NODE_BUILTINS = new Set(builtinModules);

/** npm packages that only work in Node / Electron's main process. */
const NODE_ONLY_PACKAGES = ['electron', 'electron-store', 'conf', 'ws'];
/** npm packages only main/electron/ may import. */
const ELECTRON_PACKAGES = ['electron', 'electron-store'];

const ADR = 'see docs/adr/0001-layering.md';

/** Names the layer (as used in the rule's `allow` option) an absolute path belongs to. */
function layerOf(absPath) {
  const rel = path.relative(ROOT, absPath);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return 'outside the repository';
  const segs = rel.split(path.sep);
  if (segs.length === 1) return 'the repository root';
  if (segs[0] === 'main' && segs[1] === 'electron' && segs.length > 2) return 'main/electron';
  if (segs[0] === 'main' || segs[0] === 'shared' || segs[0] === 'renderer') return segs[0];
  return `${segs[0]}/`;
}

const LAYERS = new Set(['shared', 'renderer', 'main', 'main/electron']);

/** Human-readable layer name: `main/electron/`, `tests/`, `the repository root`. */
function showLayer(layer) {
  return LAYERS.has(layer) ? `${layer}/` : layer;
}

function isNodeBuiltin(spec) {
  return spec.startsWith('node:') || NODE_BUILTINS.has(spec) || NODE_BUILTINS.has(spec.split('/')[0]);
}

function matchesPackage(spec, pkg) {
  return spec === pkg || spec.startsWith(`${pkg}/`);
}

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the shared / renderer / main / main-electron layering (docs/adr/0001-layering.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          layer: { type: 'string' },
          allow: { type: 'array', items: { type: 'string' } },
          nodeBuiltins: { type: 'boolean' },
          forbiddenPackages: { type: 'array', items: { type: 'string' } },
        },
        required: ['layer', 'allow'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossLayer: "'{{source}}' resolves into {{target}}; {{layer}} may only import from {{allowed}} ({{adr}}).",
      nodeBuiltin: "'{{source}}' is a Node built-in; {{layer}} must not import Node built-ins ({{adr}}).",
      forbiddenPackage: "'{{source}}' must not be imported from {{layer}} ({{reason}}; {{adr}}).",
    },
  },
  create(context) {
    const { layer, allow, nodeBuiltins = true, forbiddenPackages = [] } = context.options[0];
    const fromDir = path.dirname(context.physicalFilename ?? context.filename);

    function check(spec, sourceNode) {
      const bare = spec.split('?')[0];
      if (bare.startsWith('.') || bare.startsWith('/')) {
        const target = layerOf(path.resolve(fromDir, bare));
        if (!allow.includes(target)) {
          context.report({
            node: sourceNode,
            messageId: 'crossLayer',
            data: { source: spec, target: showLayer(target), layer: showLayer(layer), allowed: allow.map(showLayer).join(', '), adr: ADR },
          });
        }
        return;
      }
      if (!nodeBuiltins && isNodeBuiltin(bare)) {
        context.report({ node: sourceNode, messageId: 'nodeBuiltin', data: { source: spec, layer: showLayer(layer), adr: ADR } });
        return;
      }
      const pkg = forbiddenPackages.find((p) => matchesPackage(bare, p));
      if (pkg !== undefined) {
        const reason = ELECTRON_PACKAGES.includes(pkg)
          ? 'only main/electron/ may import electron and electron-store'
          : `'${pkg}' is a Node-only package`;
        context.report({ node: sourceNode, messageId: 'forbiddenPackage', data: { source: spec, layer: showLayer(layer), reason, adr: ADR } });
      }
    }

    return importVisitors(check);
  },
};

const asalto = {
  meta: { name: 'asalto-local' },
  rules: { layers: layersRule, 'system-seam': systemSeamRule(ROOT) },
};

// ---------------------------------------------------------------------------
// Restricted globals
// ---------------------------------------------------------------------------

const BROWSER_GLOBALS = [
  'window', 'self', 'document', 'navigator', 'location', 'history',
  'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket',
  'alert', 'confirm', 'prompt', 'requestAnimationFrame', 'cancelAnimationFrame',
  'customElements', 'HTMLElement', 'Element',
];
const NODE_GLOBALS = [
  'process', 'require', 'module', 'exports', 'Buffer', 'global',
  '__dirname', '__filename', 'setImmediate', 'clearImmediate',
];

function restrictedGlobals(names, why) {
  return names.map((name) => ({ name, message: `${why} (${ADR}).` }));
}

// Also catch `globalThis.window`, `globalThis.process`, ...
function restrictedGlobalThis(names, why) {
  return names.map((property) => ({ object: 'globalThis', property, message: `${why} (${ADR}).` }));
}

const SHARED_WHY = 'shared/ is pure TypeScript: no DOM or Node globals';
const RENDERER_WHY = 'renderer/ runs in the browser: no Node globals';

// ---------------------------------------------------------------------------
// File groups
// ---------------------------------------------------------------------------

const CODE = '{ts,mts,cts,js,mjs,cjs}';
const SVELTE = ['renderer/**/*.svelte', 'renderer/**/*.svelte.ts', 'renderer/**/*.svelte.js', 'tests/fixtures/systems/*/renderer/**/*.svelte'];

/** Files linted with type information (each is covered by one of the per-layer tsconfigs). */
const TYPED_FILES = [
  'shared/**/*.ts',
  'main/**/*.ts',
  'renderer/**/*.ts',
  'renderer/**/*.svelte',
  'tests/fixtures/systems/*/renderer/**/*.svelte',
  'tests/**/*.ts',
];

// --- The system seam (issue #12): registries and the shrinking debt list --------
const SEAM = JSON.parse(fs.readFileSync(path.join(ROOT, 'eslint-rules/system-seam.json'), 'utf8'));

export default defineConfig([
  globalIgnores([
    'dist/',
    'release/',
    'node_modules/',
    'shared/i18n/paraglide/',
    'tests/fixtures/lint/',
    'tests/.tmp/',
    '.vite/',
    'reports/',
    '.stryker-tmp/',
  ]),

  // --- Base: typescript-eslint recommended, everywhere ----------------------
  {
    name: 'asalto/files',
    files: [`**/*.${CODE}`],
  },
  { ...js.configs.recommended, name: 'eslint/recommended', files: [`**/*.${CODE}`, '**/*.svelte'] },
  ...tseslint.configs.recommended,
  {
    name: 'asalto/base',
    files: [`**/*.${CODE}`, '**/*.svelte'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },

  // --- Type-aware rules, only where a tsconfig covers the file --------------
  {
    name: 'asalto/type-checked',
    files: TYPED_FILES,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: ROOT,
        extraFileExtensions: ['.svelte'],
      },
    },
  },

  // --- Svelte (renderer only) -----------------------------------------------
  ...svelte.configs.recommended.map((config) => ({
    ...config,
    files: config.files
      ? config.files.flatMap((glob) => ['renderer/', 'tests/fixtures/systems/*/renderer/'].map((root) => `${root}${glob.replace(/^\*\*\//, '**/')}`))
      : SVELTE,
  })),
  {
    name: 'asalto/svelte',
    files: SVELTE,
    // The parser itself (svelte-eslint-parser) comes from svelte.configs.recommended.
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        extraFileExtensions: ['.svelte'],
      },
      globals: { ...globals.browser },
    },
    rules: {
      // TypeScript (svelte-check) resolves identifiers; no-undef misreads type positions.
      'no-undef': 'off',
    },
  },

  // --- Environments for unrestricted code -----------------------------------
  {
    name: 'asalto/node-env',
    files: [`*.${CODE}`, `scripts/**/*.${CODE}`, `bin/**/*.${CODE}`, `tests/**/*.${CODE}`, `main/**/*.${CODE}`],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'asalto/renderer-env',
    files: [`renderer/**/*.${CODE}`],
    languageOptions: { globals: { ...globals.browser } },
  },

  // --- Layering --------------------------------------------------------------
  {
    name: 'asalto/layers',
    plugins: { asalto },
  },
  {
    name: 'asalto/layers/shared',
    files: [`shared/**/*.${CODE}`],
    rules: {
      'asalto/layers': [
        'error',
        { layer: 'shared', allow: ['shared'], nodeBuiltins: false, forbiddenPackages: NODE_ONLY_PACKAGES },
      ],
      'no-restricted-globals': ['error', ...restrictedGlobals([...BROWSER_GLOBALS, ...NODE_GLOBALS], SHARED_WHY)],
      'no-restricted-properties': ['error', ...restrictedGlobalThis([...BROWSER_GLOBALS, ...NODE_GLOBALS], SHARED_WHY)],
    },
  },
  {
    name: 'asalto/layers/renderer',
    files: [`renderer/**/*.${CODE}`, 'renderer/**/*.svelte'],
    rules: {
      'asalto/layers': [
        'error',
        { layer: 'renderer', allow: ['renderer', 'shared'], nodeBuiltins: false, forbiddenPackages: NODE_ONLY_PACKAGES },
      ],
      'no-restricted-globals': ['error', ...restrictedGlobals(NODE_GLOBALS, RENDERER_WHY)],
      'no-restricted-properties': ['error', ...restrictedGlobalThis(NODE_GLOBALS, RENDERER_WHY)],
    },
  },
  {
    name: 'asalto/layers/main',
    files: [`main/**/*.${CODE}`],
    ignores: ['main/electron/**'],
    rules: {
      'asalto/layers': [
        'error',
        { layer: 'main', allow: ['main', 'shared'], forbiddenPackages: ELECTRON_PACKAGES },
      ],
    },
  },
  {
    name: 'asalto/system-seam',
    files: [`{shared,main,renderer}/**/*.${CODE}`, 'renderer/**/*.svelte'],
    ignores: SEAM.debt,
    rules: { 'asalto/system-seam': ['error', { registries: SEAM.registries }] },
  },
  {
    name: 'asalto/layers/main-electron',
    files: [`main/electron/**/*.${CODE}`],
    rules: {
      'asalto/layers': ['error', { layer: 'main/electron', allow: ['main/electron', 'main', 'shared'] }],
    },
  },
]);
