/**
 * The import graph of the workspaces' TypeScript: every .ts/.tsx file under the given folders, and
 * for each, the files it imports (static imports and re-exports, `import()` calls, `import('./x')`
 * types), each marked type-only or not. Read with the compiler's parser only (no type checking): a
 * few hundred milliseconds for the three packages.
 *
 * Relative specifiers resolve as the tsconfigs do (`moduleResolution: Bundler`,
 * `allowImportingTsExtensions`): the path itself, then with `.ts`/`.tsx`, then `/index.ts(x)`.
 * Workspace packages resolve through their `exports` map's "." entry (`@nerali/domain` ->
 * packages/domain/src/index.ts). Other bare specifiers are libraries and are not followed; so are
 * files that are not TypeScript (`app.css?url`) and React Router's generated `./+types/*`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Repository-relative paths with forward slashes. */
  readonly from: string;
  readonly to: string;
  readonly specifier: string;
  /** `import type`, `export type`, every name marked `type`, or an `import('./x')` type. */
  readonly typeOnly: boolean;
  /** An `import()` call: the module loads later, in a chunk of its own. */
  readonly dynamic: boolean;
}

export interface ImportGraph {
  readonly files: readonly string[];
  readonly edges: readonly ImportEdge[];
  /** Relative specifiers that name no file: a typo or a stale path, reported by the test. */
  readonly unresolved: readonly { from: string; specifier: string }[];
}

const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);
const SOURCE = /\.tsx?$/;

function listSources(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listSources(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
}

/** Package name -> absolute path of its "." entry, for the workspaces under `root`. */
function workspaceEntries(root: string): Map<string, string> {
  const entries = new Map<string, string>();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  for (const workspace of manifest.workspaces ?? []) {
    const file = join(root, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; exports?: Record<string, string> };
    const entry = pkg.exports?.['.'];
    if (pkg.name && typeof entry === 'string') entries.set(pkg.name, resolve(root, workspace, entry));
  }
  return entries;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  for (const candidate of candidates) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface RawImport {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function importsOf(file: string): RawImport[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: RawImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      // `import { type A, type B } from` is type-only too; a bare `import './x'` is not.
      const named = clause?.namedBindings;
      const allNamedTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: clause?.isTypeOnly === true || allNamedTypes,
        dynamic: false,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const allNamedTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || allNamedTypes,
        dynamic: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The graph of every TypeScript file under `dirs` (relative to `root`, the repository). */
export function readImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const absolute: string[] = [];
  for (const dir of dirs) listSources(join(root, dir), absolute);
  absolute.sort();
  const packages = workspaceEntries(root);
  const rel = (path: string) => relative(root, path).split('\\').join('/');
  const edges: ImportEdge[] = [];
  const unresolved: { from: string; specifier: string }[] = [];
  for (const file of absolute) {
    for (const { specifier, typeOnly, dynamic } of importsOf(file)) {
      let target: string | null = null;
      if (specifier.startsWith('.')) {
        if (specifier.startsWith('./+types/')) continue;
        if (!SOURCE.test(specifier.replace(/\?.*$/, '')) && /\.[a-z0-9]+(\?.*)?$/i.test(specifier)) continue;
        target = resolveRelative(file, specifier);
        if (!target) {
          unresolved.push({ from: rel(file), specifier });
          continue;
        }
      } else {
        target = packages.get(specifier) ?? null;
        if (!target) continue;
      }
      edges.push({ from: rel(file), to: rel(target), specifier, typeOnly, dynamic });
    }
  }
  return { files: absolute.map(rel), edges, unresolved };
}
