/**
 * A video's poster drawn on the server: the match's sides and score (or the video's title when it
 * has no match) on a dark 16:9 card, as an SVG data address. It stands for the clip when there is none,
 * behind the click-to-load button of an embedded player, and as the <video>'s poster, so no image is
 * fetched from the provider before the visitor asks to play (img-src allows data:, security.ts).
 *
 * Names are escaped for XML: a provider's title is text, never markup.
 */

export interface PosterFacts {
  /** The competition, above the sides. */
  league?: string;
  home?: string;
  away?: string;
  homeScore?: string;
  awayScore?: string;
  /** When there is no match: the video's title. */
  title: string;
  /** A play mark in the middle (the embedded player's facade). */
  play?: boolean;
}

const esc = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** At most `n` characters, an ellipsis after a cut (an SVG text does not wrap). */
const cut = (s: string, n: number) =>
  Array.from(s).length > n
    ? `${Array.from(s)
        .slice(0, n - 1)
        .join('')}…`
    : s;

export function posterSvg(f: PosterFacts): string {
  const font = "font-family='system-ui,sans-serif'";
  const lines: string[] = [];
  if (f.league)
    lines.push(
      `<text x='320' y='62' ${font} font-size='20' fill='#9fb3c8' text-anchor='middle'>${esc(cut(f.league, 48))}</text>`,
    );
  const hasMatch = f.home !== undefined && f.away !== undefined;
  if (hasMatch) {
    const score =
      f.homeScore !== undefined && f.awayScore !== undefined ? `${f.homeScore} – ${f.awayScore}` : '–';
    lines.push(
      `<text x='320' y='${f.play ? 118 : 150}' ${font} font-size='26' font-weight='600' fill='#fff' text-anchor='middle'>${esc(cut(f.home ?? '', 34))}</text>`,
      `<text x='320' y='${f.play ? 300 : 214}' ${font} font-size='${f.play ? 34 : 56}' font-weight='700' fill='#ffd166' text-anchor='middle'>${esc(score)}</text>`,
      `<text x='320' y='${f.play ? 340 : 278}' ${font} font-size='26' font-weight='600' fill='#fff' text-anchor='middle'>${esc(cut(f.away ?? '', 34))}</text>`,
    );
  } else {
    lines.push(
      `<text x='320' y='${f.play ? 110 : 190}' ${font} font-size='24' font-weight='600' fill='#fff' text-anchor='middle'>${esc(cut(f.title, 44))}</text>`,
    );
  }
  if (f.play)
    lines.push(
      "<circle cx='320' cy='200' r='44' fill='#000' fill-opacity='0.6' stroke='#fff' stroke-width='3'/>",
      "<path d='M305 178 L305 222 L343 200 Z' fill='#fff'/>",
    );
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360' width='640' height='360'>" +
    "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#12324a'/><stop offset='1' stop-color='#0b1620'/></linearGradient></defs>" +
    "<rect width='640' height='360' fill='url(#g)'/>" +
    lines.join('') +
    '</svg>'
  );
}

export function posterDataUrl(f: PosterFacts): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(posterSvg(f))}`;
}
