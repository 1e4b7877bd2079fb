export * from './colours.ts';
export * from './crest.ts';
export * from './bookmaker.ts';
