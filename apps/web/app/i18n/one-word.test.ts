/**
 * One concept, one word (docs/glossary.md): the Tamil catalogue never uses a word the glossary retired
 * for another. Each entry is the retired form and the word that replaced it; a message that brings one
 * back fails here, however it got in.
 */
import { describe, expect, it } from 'vitest';
import { ta } from './ta.ts';

function values(obj: object, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? values(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

/** A word on its own: Tamil letters are not \w, so the edges are spelled out. */
const word = (w: string) => new RegExp(`(^|[\\s(“"'.,:;/-])${w}($|[\\s)”"'.,:;!?/-])`);

const RETIRED: [RegExp, string][] = [
  [word('சமன்'), 'சமநிலை (a draw)'],
  [/விநாடி/, 'வினாடி'],
  [/புள்ளிப்பட்டியல்/, 'புள்ளிப் பட்டியல்'],
  [/கைபேசி செயலி/, 'கைபேசிச் செயலி'],
  [/மட்டையாளர்/, 'பேட்ஸ்மேன் (batter)'],
  [/இரண்டாவது பாதி/, 'இரண்டாம் பாதி'],
  [/\d-வது இன்னிங்ஸ்|\{\{\w+\}\}-வது இன்னிங்ஸ்/, 'முதல் / இரண்டாம் ... இன்னிங்ஸ்'],
  [/[46]கள்/, '4 / 6 (boundaries)'],
  [word('தசம'), 'தசமம் (decimal odds)'],
  [word('அட்'), 'அட்வா. (advantage)'],
  [/எதிர்பார்க்கும் திரும்புதல்/, 'திரும்ப எதிர்பார்க்கப்படும் நாள்'],
  [/சொந்த அணி|வருகை அணி/, 'உள்ளூர் அணி / வெளியூர் அணி (for a screen reader only)'],
  [/பந்தயம் போட்டி/, 'பந்தயப் போட்டி (compound.ts)'],
];

describe('one concept, one word (docs/glossary.md)', () => {
  it('no Tamil message uses a retired word', () => {
    const found = values(ta).flatMap(([key, text]) =>
      RETIRED.filter(([re]) => re.test(text)).map(([, instead]) => `${key}: "${text}" (use ${instead})`),
    );
    expect(found).toEqual([]);
  });

  it('would catch each retired word (the patterns match what they retire)', () => {
    const samples = [
      'அணி சமன் செய்தது',
      '30 விநாடி',
      'புள்ளிப்பட்டியல்',
      'நேரலை கைபேசி செயலி',
      'மட்டையாளர்',
      'இரண்டாவது பாதி தொடங்கியது',
      '1-வது இன்னிங்ஸ்',
      '4கள்',
      'விகித வடிவம்: தசம',
      '40:அட்',
      'எதிர்பார்க்கும் திரும்புதல்',
      'வருகை அணி',
      'கார் பந்தயம் போட்டிகள்',
    ];
    samples.forEach((sample, i) => expect(RETIRED[i]?.[0].test(sample), sample).toBe(true));
  });
});
