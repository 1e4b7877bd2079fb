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
