/**
 * [VAL1] Value-change rule (spec 1 §4 "Event parsing", spec 2 §4 "Live flag"): a value counts as
 * changed (highlight, sound) only if the new value differs from the old one; a new '0' against an empty
 * old value does not count, because that is a match starting, not a goal.
 *
 * Absent (`undefined`, `null`) and the empty string are the same "empty" value (VAL2). Numbers (red
 * cards, parts) compare as the feed writes them, so 0 against absent is no change either.
 */
export function isValueChange(
  oldValue: string | number | undefined | null,
  newValue: string | number | undefined | null,
): boolean {
  const before = oldValue == null ? '' : String(oldValue);
  const after = newValue == null ? '' : String(newValue);
  if (before === '' && after === '0') return false;
  return before !== after;
}

/** The runs of a main score ("2", cricket's "186/4" or "202 & 45/1": the last innings' runs); null: none. */
export function scoreNumber(score: string | undefined): number | null {
  if (score === undefined || score === '') return null;
  const last = score.split('&').pop()?.trim() ?? '';
  const n = Number.parseInt(last, 10);
  return Number.isFinite(n) ? n : null;
}

/**
 * A correction: a main score that went down (a goal taken back after a review, a provider's fix). A score
 * that disappears is not one (a match reset to scheduled has no score at all).
 */
export function scoreWentDown(before: string | undefined, after: string | undefined): boolean {
  const a = scoreNumber(before);
  const b = scoreNumber(after);
  return a !== null && b !== null && b < a;
}
