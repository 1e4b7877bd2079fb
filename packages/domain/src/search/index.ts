export * from './model.ts';
export * from './match-text.ts';
export * from './tamil-romanise.ts';
