import { describe, expect, it } from 'vitest';
import { cataloguePartsOf, partsOfDocument } from './load.ts';

describe('catalogue parts', () => {
  it('gives the boards and the 404 page the core part only, every other page both', () => {
    expect(cataloguePartsOf('routes/sport-default')).toEqual(['core']);
    expect(cataloguePartsOf('routes/sport')).toEqual(['core']);
    expect(cataloguePartsOf('routes/not-found')).toEqual(['core']);
    for (const id of ['routes/match', 'routes/league', 'routes/account', 'root', undefined]) {
      expect(cataloguePartsOf(id)).toEqual(['core', 'pages']);
    }
  });

  it('reads the parts the first HTML names, and takes both when it names none or only unknown ones', () => {
    expect(partsOfDocument('core')).toEqual(['core']);
    expect(partsOfDocument('core pages')).toEqual(['core', 'pages']);
    expect(partsOfDocument(undefined)).toEqual(['core', 'pages']);
    expect(partsOfDocument('pages')).toEqual(['core', 'pages']);
    expect(partsOfDocument('anything')).toEqual(['core', 'pages']);
  });
});
