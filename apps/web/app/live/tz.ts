/**
 * The visitor's UTC offset in minutes for feed names (FN2 in the domain: India is 330), from the browser's
 * clock: `-getTimezoneOffset()`, rounded to the 15 minutes every real zone uses (historic local-mean-time
 * offsets such as +5:21:10 would otherwise give names the server refuses).
 */
export function tzOffsetMinutes(date: Date = new Date()): number {
  const minutes = Math.round(-date.getTimezoneOffset() / 15) * 15;
  // -0 (UTC) must print as "0" and compare equal with 0 everywhere.
  return minutes === 0 ? 0 : minutes;
}
