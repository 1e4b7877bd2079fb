import type { Country, Participant } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { participantNameIn } from './select.ts';

const INDIA: Country = { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 };
const engine = { countries: new Map([[INDIA.id, INDIA]]) };
const side = (name: string): Participant => ({ id: name, sportId: 13, name, shortName: name, countryId: 1 });

describe('participantNameIn', () => {
  it('names a national team in Tamil on the Tamil edition, as its country', () => {
    expect(participantNameIn(engine, side('India'), 'ta')).toBe('இந்தியா');
    expect(participantNameIn(engine, side('India W'), 'ta')).toBe('இந்தியா மகளிர்');
  });

  it('keeps English names in English, and clubs as they are spelt', () => {
    expect(participantNameIn(engine, side('India'), 'en')).toBe('India');
    expect(participantNameIn(engine, side('Chennaiyin FC'), 'ta')).toBe('Chennaiyin FC');
    expect(participantNameIn(engine, { ...side('India'), countryId: 99 }, 'ta')).toBe('India');
  });
});
