import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASH_DISTANCE,
  colourDistance,
  contrastRatio,
  derivedTeamColours,
  isHexColour,
  KIT_PRIMARIES,
  matchKits,
  teamColours,
  textOn,
} from './colours.ts';
import { avatarSvg, crestLetters, crestSvg, escapeXml, httpsImageUrl, personInitials } from './crest.ts';

/**
 * A small XML well-formedness check (no parser in the workspace): tags nest and close, attribute
 * values are quoted and hold no `<`, and no text or value holds a bare `&` or `<`.
 */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let consumed = 0;
  for (const m of xml.matchAll(token)) {
    if (m.index !== consumed) return false;
    consumed += m[0].length;
    if (m[6]) return false;
    const text = m[5] ?? m[3] ?? '';
    if (/&(?!(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) return false;
    if (m[5] !== undefined) continue;
    const [, close, name, , selfClose] = m;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClose) stack.push(name ?? '');
  }
  return consumed === xml.length && stack.length === 0 && xml.startsWith('<svg');
}

describe('team colours', () => {
  it('are the same for the same id, and well formed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 48 }), (id) => {
        const a = derivedTeamColours(id);
        expect(derivedTeamColours(id)).toEqual(a);
        expect(isHexColour(a.primary) && isHexColour(a.secondary)).toBe(true);
        expect(KIT_PRIMARIES).toContain(a.primary);
        expect(colourDistance(a.primary, a.secondary)).toBeGreaterThanOrEqual(CLASH_DISTANCE);
      }),
    );
  });

  it('spread over the palette (not one colour for every team)', () => {
    const primaries = new Set(Array.from({ length: 200 }, (_, i) => derivedTeamColours(`t${i}`).primary));
    expect(primaries.size).toBeGreaterThan(10);
  });

  it("take a provider's colours when well formed, else derive", () => {
    expect(teamColours('x', { primary: '#FFCC00', secondary: '#002B5C' })).toEqual({
      primary: '#ffcc00',
      secondary: '#002b5c',
    });
    expect(teamColours('x', { primary: 'red' })).toEqual(derivedTeamColours('x'));
    expect(teamColours('x', { primary: '#ffcc00' }).secondary).toBe(textOn('#ffcc00'));
  });

  it('text on a colour is black or white, whichever contrasts more', () => {
    expect(textOn('#ffffff')).toBe('#111111');
    expect(textOn('#0b3d91')).toBe('#ffffff');
    for (const c of KIT_PRIMARIES) expect(contrastRatio(c, textOn(c))).toBeGreaterThanOrEqual(4.5);
  });

  it('two sides on one pitch are always told apart', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }))
      .map(([a, b]) => ({
        primary: `#${a.toString(16).padStart(6, '0')}`,
        secondary: `#${b.toString(16).padStart(6, '0')}`,
      }));
    fc.assert(
      fc.property(hex, hex, (home, away) => {
        const kits = matchKits(home, away);
        expect(kits.home).toEqual(home);
        expect(colourDistance(kits.home.primary, kits.away.primary)).toBeGreaterThanOrEqual(CLASH_DISTANCE);
      }),
    );
    // Same shirts: away changes to its trim.
    const red = { primary: '#c8102e', secondary: '#ffffff' };
    expect(matchKits(red, { primary: '#c8102e', secondary: '#ffffff' }).away.primary).toBe('#ffffff');
    // Both of away's colours clash: a fallback.
    expect(matchKits(red, { primary: '#c8102e', secondary: '#b0102e' }).away.primary).not.toMatch(/^#[bc]/);
  });
});

describe('crest letters and initials', () => {
  it.each([
    ['CFC', 'Chennaiyin FC', 'CFC'],
    ['kbfc', 'Kerala Blasters FC', 'KBFC'],
    ['Kerala Blasters', 'Kerala Blasters', 'KB'],
    ['Mohun Bagan Super Giant', 'Mohun Bagan Super Giant', 'MBS'],
    ['Mumbai', 'Mumbai City', 'MC'],
    ['Goa', 'FC Goa', 'GOA'],
    ['சென்னை', 'சென்னை அணி', 'சென்னை'],
    ['சென்னையின் எஃப்சி', 'சென்னையின் எஃப்சி', 'செஎ'],
    ['', 'Bengaluru', 'BE'],
  ])('%s / %s -> %s', (short, name, letters) => {
    expect(crestLetters(short, name)).toBe(letters);
  });

  it('keeps a Tamil letter whole', () => {
    expect(personInitials('கி ராமன்')).toBe('கிரா');
    expect(personInitials('Sunil Chhetri')).toBe('SC');
    expect(personInitials('Pelé')).toBe('P');
    expect(personInitials('')).toBe('');
  });
});

describe('crest and avatar SVG', () => {
  const colours = { primary: '#c8102e', secondary: '#ffffff' };

  it('is the same for the same input', () => {
    const input = { id: 'abc', name: 'Chennaiyin FC', shortName: 'CFC', colours };
    expect(crestSvg(input)).toBe(crestSvg({ ...input }));
    expect(crestSvg(input)).toContain('>CFC</text>');
    expect(crestSvg(input)).toContain('fill="#c8102e"');
  });

  it('squeezes wide letters into the field, and leaves short ones alone', () => {
    const wide = crestSvg({ id: 'x', name: 'சென்னை', shortName: 'சென்னை', colours });
    expect(wide).toContain('textLength="44" lengthAdjust="spacingAndGlyphs"');
    expect(crestSvg({ id: 'x', name: 'Chennaiyin FC', shortName: 'CFC', colours })).not.toContain(
      'textLength',
    );
    expect(crestSvg({ id: 'x', name: 'W', shortName: 'WWWW', colours })).toContain('textLength');
  });

  it('escapes names with markup characters', () => {
    const svg = crestSvg({ id: 'x', name: 'A<b>&"c\'', shortName: '<&>', colours });
    expect(svg).toContain('<title>A&lt;b&gt;&amp;&quot;c&apos;</title>');
    expect(svg).toContain('&lt;&amp;&gt;</text>');
    expect(wellFormed(svg)).toBe(true);
    expect(escapeXml('<script>')).toBe('&lt;script&gt;');
  });

  it('is well formed for any name (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        fc.string(),
        fc.string({ minLength: 1 }),
        (short, name, id) => {
          const crest = crestSvg({ id, name, shortName: short, colours: derivedTeamColours(id) });
          expect(wellFormed(crest)).toBe(true);
          expect(wellFormed(avatarSvg({ id, name }))).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(wellFormed(crestSvg({ id: 'u', name, shortName: name, colours }))).toBe(true);
      }),
    );
  });

  it('the checker itself refuses broken XML', () => {
    expect(wellFormed('<svg><title>a<b</title></svg>')).toBe(false);
    expect(wellFormed('<svg><title>a & b</title></svg>')).toBe(false);
    expect(wellFormed('<svg><g></svg>')).toBe(false);
    expect(wellFormed('<svg x="1"><g/></svg>')).toBe(true);
  });
});

describe('provider image addresses', () => {
  it.each([
    ['https://img.example.com/crest/1.png', 'https://img.example.com/crest/1.png'],
    ['https://EXAMPLE.com/a b.png', null],
    ['http://example.com/a.png', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['https://user:pw@example.com/a.png', null],
    ['//example.com/a.png', null],
    ['not a url', null],
    [`https://example.com/${'a'.repeat(600)}`, null],
  ])('%s -> %s', (input, out) => {
    expect(httpsImageUrl(input)).toBe(out);
  });
});

describe("kit cells (the match header feed carries a provider's colours)", () => {
  it('round-trip any pair of colours, and read nothing from a malformed cell', async () => {
    const { kitCell, parseKitCell } = await import('./colours.ts');
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (primary, secondary) => {
        expect(parseKitCell(kitCell({ primary, secondary }))).toEqual({ primary, secondary });
      }),
    );
    expect(kitCell(undefined)).toBeUndefined();
    for (const bad of [undefined, '', 'ffcc00', '#ffcc00-002b5c', 'ffcc00-002b5', 'gggggg-000000']) {
      expect(parseKitCell(bad)).toBeUndefined();
    }
  });
});

describe('bookmaker badges (the drawn logo)', () => {
  it('[S2 3.17] the name’s initials on a colour of the id, readable ink, the same every time', async () => {
    const { bookmakerBadge } = await import('./bookmaker.ts');
    const { contrastRatio } = await import('./colours.ts');
    expect(bookmakerBadge(16, 'Kestrel').letters).toBe('KE');
    expect(bookmakerBadge(5, 'Meridian Sports').letters).toBe('MS');
    expect(bookmakerBadge(16, 'Kestrel')).toEqual(bookmakerBadge(16, 'Kestrel'));
    expect(bookmakerBadge(7, '').letters).toBe('7');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (id) => {
        const { fill, ink } = bookmakerBadge(id, 'Northgate');
        expect(contrastRatio(fill, ink)).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});
