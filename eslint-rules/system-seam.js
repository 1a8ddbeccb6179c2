// Local ESLint rule `asalto/system-seam`: the core names no rules system (issue #12, ADR 0009 to come).
//
// A rules system is one folder per layer: shared/systems/<id>/, main/rules/<id>/ (not core/) and
// renderer/systems/<id>/. Only the registry file of each layer may import them by path; a system
// may import its own folders in any layer, never another system's. Everything else under shared/,
// main/ and renderer/ is core and imports no system folder.

import path from 'node:path';

/** The system folders of each layer, relative to the repository root. */
const SYSTEM_ROOTS = [
  ['shared', 'systems'],
  ['main', 'rules'],
  ['renderer', 'systems'],
];
/** Folders under a system root that are core, not a system. */
const CORE_UNDER_ROOTS = new Set(['core']);

/** The system id a path belongs to, or null for core (and for paths outside shared/main/renderer). */
export function systemOfPath(root, absPath) {
  const segs = path.relative(root, absPath).split(path.sep);
  for (const [layer, dir] of SYSTEM_ROOTS) {
    if (segs[0] === layer && segs[1] === dir && segs.length > 3 && !CORE_UNDER_ROOTS.has(segs[2])) return segs[2];
  }
  return null;
}

function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  if (node.type === 'TSLiteralType') return staticString(node.literal);
  return undefined;
}

/** AST visitors calling `check(specifier, node)` for every static import, export-from, import() and require(). */
export function importVisitors(check) {
  const visit = (node) => {
    const spec = staticString(node);
    if (spec !== undefined && spec !== '') check(spec, node);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => node.source && visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference.type === 'TSExternalModuleReference') visit(node.moduleReference.expression);
    },
    TSImportType: (node) => visit(node.source ?? node.argument),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length > 0) visit(node.arguments[0]);
    },
  };
}

export function systemSeamRule(root) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'The core imports no rules system by path; systems do not import each other (issue #12).' },
      schema: [
        {
          type: 'object',
          properties: { registries: { type: 'array', items: { type: 'string' } } },
          required: ['registries'],
          additionalProperties: false,
        },
      ],
      messages: {
        coreNamesSystem: "'{{source}}' is inside the {{system}} system; core code ({{file}}) reaches systems only through a registry ({{registries}}).",
        crossSystem: "'{{source}}' is inside the {{system}} system; the {{own}} system must not import another system.",
      },
    },
    create(context) {
      const file = context.physicalFilename ?? context.filename;
      const rel = path.relative(root, file).split(path.sep).join('/');
      const { registries } = context.options[0];
      if (registries.includes(rel)) return {};
      const own = systemOfPath(root, file);
      return importVisitors((spec, node) => {
        const bare = spec.split('?')[0];
        if (!bare.startsWith('.')) return;
        const system = systemOfPath(root, path.resolve(path.dirname(file), bare));
        if (system === null || system === own) return;
        if (own === null) context.report({ node, messageId: 'coreNamesSystem', data: { source: spec, system, file: rel, registries: registries.join(', ') } });
        else context.report({ node, messageId: 'crossSystem', data: { source: spec, system, own } });
      });
    },
  };
}
