/**
 * Request validation with TypeBox's compiler instead of fastify's default Ajv: the same schemas that
 * type the handlers check the bodies, and TypeBox reports each error with a JSON pointer. Unions get
 * one readable answer instead of one error per branch: a `kind`-tagged item (batch) is checked
 * against the branch its `kind` names, and `T | null` against `T`.
 */
import { Kind, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './errors.ts';

/** A provider fixing a body needs the first few errors, not all 500 items' worth. */
export const MAX_FIELD_ERRORS = 20;

interface Checker {
  check(value: unknown): boolean;
  errors(value: unknown): FieldError[];
}

const compiled = new WeakMap<TSchema, Checker>();

/** A cached compiled checker for a schema. */
export function checkerOf(schema: TSchema): Checker {
  let checker = compiled.get(schema);
  if (!checker) {
    const typeCheck = TypeCompiler.Compile(schema);
    checker = {
      check: (value) => typeCheck.Check(value),
      errors: (value) => explain(typeCheck.Errors(value)),
    };
    compiled.set(schema, checker);
  }
  return checker;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(values: readonly unknown[]): string {
  const shown = values.slice(0, 12).map((v) => JSON.stringify(v));
  return shown.join(', ') + (values.length > shown.length ? ', ...' : '');
}

/** The branch of a union that the value was meant for, or -1 when that cannot be told. */
function intendedBranch(variants: readonly TSchema[], value: unknown): number {
  if (isRecord(value) && typeof value.kind === 'string') {
    const i = variants.findIndex((v) => v.properties?.kind?.const === value.kind);
    if (i >= 0) return i;
  }
  const nonNull = variants.map((v, i) => (v.type === 'null' ? -1 : i)).filter((i) => i >= 0);
  if (value !== null && nonNull.length === 1) return nonNull[0] ?? -1;
  return -1;
}

function messageOf(error: ValueError): string {
  const schema = error.schema;
  if (error.type === ValueErrorType.ObjectRequiredProperty) return 'is required';
  if (schema[Kind] === 'StringEnum') return `must be one of ${listOf(schema.enum as unknown[])}`;
  if (error.type === ValueErrorType.ObjectAdditionalProperties) return 'is not a known field';
  if (error.type === ValueErrorType.Union) {
    const kinds = (schema.anyOf as TSchema[])
      .map((v) => v.properties?.kind?.const as unknown)
      .filter((k) => k !== undefined);
    if (kinds.length > 0) return `kind must be one of ${listOf(kinds)}`;
  }
  return error.message;
}

/** TypeBox errors as `{ path, message }`, one per path (the first is the most telling), at most 20. */
export function explain(errors: Iterable<ValueError>, out: FieldError[] = []): FieldError[] {
  for (const error of errors) {
    if (out.length >= MAX_FIELD_ERRORS) break;
    if (error.type === ValueErrorType.Union) {
      const branch = intendedBranch(error.schema.anyOf as TSchema[], error.value);
      const branchErrors = branch >= 0 ? error.errors[branch] : undefined;
      if (branchErrors) {
        const before = out.length;
        explain(branchErrors, out);
        if (out.length > before) continue;
      }
    }
    if (out.some((e) => e.path === error.path)) continue;
    out.push({ path: error.path, message: messageOf(error) });
  }
  return out;
}

/**
 * Fastify's validator compiler for the ingest routes. Errors go out as fastify expects them
 * (`instancePath`, `message`); routes.ts turns them into the API's `{ path, message }` list.
 */
export const ingestValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const checker = checkerOf(schema);
  return (value: unknown) => {
    if (checker.check(value)) return { value };
    const error: FastifySchemaValidationError[] = checker.errors(value).map((e) => ({
      keyword: 'typebox',
      instancePath: e.path,
      schemaPath: '',
      params: {},
      message: e.message,
    }));
    return { error };
  };
};
