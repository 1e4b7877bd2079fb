/**
 * Spec 2 §3-§4: per-user data is a nested key-value object, read and merged by dotted key path. The
 * merge (`applyDiff`) lives in the domain package (`packages/domain/src/accounts/data-diff.ts`): the
 * web applies the very same function to its copy of the data after a write and for each push message,
 * so both sides agree on what a diff does. The store runs it inside its transaction.
 */
export {
  applyDiff,
  canonicalJson,
  type DataDiff,
  isPlainObject,
  type JsonObject,
  type JsonValue,
  parsePath,
  PathError,
  valueAt,
} from '@nerali/domain';
