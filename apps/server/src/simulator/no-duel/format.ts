/**
 * Texts of race figures, written the way timing screens print them. The model keeps times and gaps as
 * text (spec 1 §5); every sport picks its precision (F1 thousandths, alpine hundredths, cycling whole
 * seconds).
 *
 * Times are rounded to the precision first and gaps are differences of the rounded times, so a gap
 * always equals the difference of the two times shown (and the tests can check exactly that).
 */

/** Seconds rounded to `decimals` places, as an integer count of 10^-decimals seconds. */
export function toUnits(seconds: number, decimals: number): number {
  return Math.round(seconds * 10 ** decimals);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A time from integer units: "1:31:02.117", "1:45.22", "52.31", "4:12:33". */
export function unitsText(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale);
  const fraction = decimals > 0 ? `.${String(units % scale).padStart(decimals, '0')}` : '';
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}:${pad2(m)}:${pad2(s)}${fraction}`;
  if (m > 0) return `${m}:${pad2(s)}${fraction}`;
  return `${s}${fraction}`;
}

export function timeText(seconds: number, decimals: number): string {
  return unitsText(toUnits(seconds, decimals), decimals);
}

/** A gap behind the leader from integer units: "+0.812", "+1:02.3" (spec 2 §5: positive gaps get '+'). */
export function gapText(units: number, decimals: number): string {
  return `+${unitsText(Math.max(0, units), decimals)}`;
}

/** Golf score to par: "E" for level, "-3" under, "+2" over. */
export function toParText(strokesOverPar: number): string {
  if (strokesOverPar === 0) return 'E';
  return strokesOverPar > 0 ? `+${strokesOverPar}` : String(strokesOverPar);
}

/** A decimal with a fixed number of places ("131.5", "283.4", "7.5"). */
export function fixed(value: number, decimals: number): string {
  return (Math.round(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
}

/** Parses a time text back to seconds ("1:31:02.117" -> 5462.117); for tests and tools. */
export function parseTime(text: string): number {
  const clean = text.replace(/^\+/, '');
  return clean.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
