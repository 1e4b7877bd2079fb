export * from './colours.ts';
export * from './crest.ts';
