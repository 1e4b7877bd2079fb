/**
 * The row tables of docs/feeds.md, made from the row schemas (row-schema.ts) so that the doc cannot
 * drift from the wire. The prose is written by hand; where it wants a row's table it holds a marker
 *
 *     <!-- rows: list.standingsGroup list.standing -->
 *     <!-- /rows -->
 *
 * naming kinds of the registry (detail/row-kinds.ts), and `renderRowTables` fills the lines between
 * the two with one table per kind. `npm run docs:feeds` rewrites the doc; row-kinds.test.ts fails
 * while the doc holds a table that differs from its declaration, or leaves a kind out.
 */
import type { AnyRowSchema } from './row-schema.ts';

const BLOCK_RE = /(<!-- rows: ([^>]*?) -->\n)[\s\S]*?(<!-- \/rows -->)/g;

export class RowDocsError extends Error {
  override readonly name = 'RowDocsError';
}

function code(text: string): string {
  return `\`${text}\``;
}

/** A Markdown table cell: no line breaks, no bare pipes. */
function cell(text: string): string {
  return text.replace(/\n/g, ' ').replace(/\|/g, '\\|');
}

/** One kind's table: a line naming the row, then a line per field in wire order. */
export function rowTable(name: string, schema: AnyRowSchema): string {
  const lines = [
    schema.kind === null
      ? `Cells ${code(name)}, on rows of another kind:`
      : `Row ${code(schema.kind)} (${code(name)}):`,
    '',
    '| key | field | value | presence | notes |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [index, [fieldName, f]] of schema.fieldList.entries()) {
    let presence: string;
    if (index === 0) presence = schema.kind === null ? 'always: marks the cells' : 'first: names the row';
    else if (f.options.emptyWhenAbsent) presence = 'empty when absent';
    else if (f.isOptional)
      presence = f.options.blankIsAbsent ? 'optional; empty reads as absent' : 'optional';
    else presence = f.codec.presence ?? 'always';
    const keys = f.codec.docKeys.map(code).join(', ');
    lines.push(`| ${keys} | ${fieldName} | ${cell(f.codec.type)} | ${presence} | ${cell(f.note)} |`);
  }
  return lines.join('\n');
}

/** The names the doc's markers give, each once, in order. */
export function documentedKinds(markdown: string): string[] {
  const names = new Set<string>();
  for (const match of markdown.matchAll(BLOCK_RE)) {
    for (const name of (match[2] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return [...names];
}

/** The doc with every marked block filled from the schemas; throws RowDocsError for an unknown kind. */
export function renderRowTables(markdown: string, kinds: Readonly<Record<string, AnyRowSchema>>): string {
  return markdown.replace(BLOCK_RE, (_all, open: string, list: string, close: string) => {
    const tables = list
      .split(/\s+/)
      .filter((name) => name !== '')
      .map((name) => {
        const schema = kinds[name];
        if (!schema) throw new RowDocsError(`docs name an unknown row kind ${JSON.stringify(name)}`);
        return rowTable(name, schema);
      });
    return `${open}\n${tables.join('\n\n')}\n\n${close}`;
  });
}
