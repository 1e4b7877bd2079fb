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

/**
 * The ESLint rule `nerali/sport-branches`: the web decides a sport's facts from its registry
 * (apps/web/app/kit/sport-facts.ts, `SPORT_FACTS`, typed `Record<SportKey, ...>` with `satisfies`) or
 * from the domain's card, never by testing which sport it is (docs/ARCHITECTURE.md, "A sport is a
 * room"). A test of a sport's identity is how a new sport silently gets some other sport's behaviour:
 * the match header's `switch (sport.key)` gave field hockey and beach soccer the noun 'set' from its
 * `default:`. Refused, in the files the config gives it (apps/web/app, tests excluded):
 *
 *  - `switch` on a sport's identity: `switch (sport.key)`, `switch (sportId)`, `switch (ctx.sport.id)`;
 *  - comparing a sport's identity with a literal or a constant: `sport.key === 'golf'`,
 *    `event.sportId === 13`, `after.sportId === TENNIS`, `sport.parentId !== 37`;
 *  - a list or set of sports asked about one: `[1, 2, 13].includes(sportId)`,
 *    `HISTORY_SPORTS.has(sport.key)`, `new Set(['boxing', 'mma']).has(key)`;
 *  - a constant table keyed by sport read with a fallback: `UNIT_BY_SPORT[sport.key] ?? 'score'`,
 *    `SET_NOUN[sportKey] || 'set'` (the registry's `satisfies` is what makes a fallback needless).
 *
 * A sport's identity: `sportId`, `sportKey`, `sportSlug` (a variable or a property: `event.sportId`),
 * or `key`, `id`, `slug`, `parentId` of something named `sport` (`sport.key`, `ctx.sport.id`).
 * Comparing two identities (`league.sportId === sport.id`: the same sport?) is no fact and passes.
 *
 * Exceptions are listed in eslint.config.js (`allow`), each by file, the exact code it tests and why.
 */
const IDENTITY_NAMES = new Set(['sportId', 'sportKey', 'sportSlug']);
const IDENTITY_FIELDS = new Set(['key', 'id', 'slug', 'parentId']);
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

/** The expression's name as written: `sport` for `sport`, `ctx.sport`, `ctx.sport?.`. */
function lastName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed) return node.property.name;
  if (node.type === 'ChainExpression') return lastName(node.expression);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return lastName(node.expression);
  return null;
}

/** `node` names a sport: its id, key, slug or parent (see above). */
function isIdentity(node) {
  if (!node) return false;
  if (
    node.type === 'ChainExpression' ||
    node.type === 'TSNonNullExpression' ||
    node.type === 'TSAsExpression'
  )
    return isIdentity(node.expression);
  if (node.type === 'Identifier') return IDENTITY_NAMES.has(node.name);
  if (node.type !== 'MemberExpression' || node.computed) return false;
  const field = node.property.name;
  if (IDENTITY_NAMES.has(field)) return true;
  const owner = lastName(node.object);
  return IDENTITY_FIELDS.has(field) && owner !== null && /sport$/i.test(owner);
}

/** A literal sport (`'golf'`, `13`) or a named constant (`TENNIS`). */
function isFixed(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' || typeof node.value === 'number';
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  return node.type === 'Identifier' && CONSTANT.test(node.name);
}

/** A list of sports written in place or kept in a constant: `[1, 13]`, `new Set([...])`, `INDIVIDUAL`. */
function isSportList(node) {
  if (node.type === 'ArrayExpression')
    return node.elements.length > 0 && node.elements.every((e) => e && isFixed(e));
  if (node.type === 'NewExpression') return node.arguments.length > 0 && isSportList(node.arguments[0]);
  return node.type === 'Identifier' && CONSTANT.test(node.name);
}

/**
 * `TABLE[sport.key]`, `TABLE[sportId]?.[code]`: a lookup by sport in a constant table (a module's
 * `UPPER_CASE` table; what a visitor keeps per sport, `state[sportId]`, is data, not a sport's fact).
 */
function sportLookup(node) {
  if (node.type === 'ChainExpression') return sportLookup(node.expression);
  if (node.type !== 'MemberExpression') return null;
  if (
    node.computed &&
    isIdentity(node.property) &&
    node.object.type === 'Identifier' &&
    CONSTANT.test(node.object.name)
  )
    return node;
  return sportLookup(node.object);
}

/** @type {import('eslint').Rule.RuleModule} */
const sportBranches = {
  meta: {
    type: 'problem',
    docs: { description: "A sport's facts come from its registry, not from tests of which sport it is" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, code: { type: 'string' }, reason: { type: 'string' } },
              required: ['file', 'code', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    const allowed = new Set((options.allow ?? []).filter((a) => a.file === file).map((a) => a.code));
    const source = context.sourceCode;
    const report = (node, what) => {
      const code = source.getText(node);
      if (allowed.has(code)) return;
      context.report({
        node,
        message: `${what} (\`${code.length > 80 ? `${code.slice(0, 77)}...` : code}\`): read the sport's line in kit/sport-facts.ts (SPORT_FACTS) or its domain card instead (docs/ARCHITECTURE.md, "Adding a sport")`,
      });
    };
    return {
      SwitchStatement(node) {
        if (isIdentity(node.discriminant)) report(node.discriminant, 'a switch on which sport it is');
      },
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const [a, b] = [node.left, node.right];
        if ((isIdentity(a) && isFixed(b)) || (isIdentity(b) && isFixed(a)))
          report(node, 'a sport compared with a fixed sport');
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (!['includes', 'has', 'indexOf'].includes(callee.property.name)) return;
        if (isIdentity(node.arguments[0]) && isSportList(callee.object))
          report(node, 'a list of sports asked about one');
      },
      LogicalExpression(node) {
        if (node.operator !== '??' && node.operator !== '||') return;
        if (sportLookup(node.left)) report(node, "a sport's fact read from a table with a fallback");
      },
    };
  },
};

export default { rules: { layers, 'sport-branches': sportBranches } };
