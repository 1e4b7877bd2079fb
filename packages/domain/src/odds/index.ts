export * from './format.ts';
export * from './movement.ts';
export * from './age-gate.ts';
export * from './rules.ts';
export * from './feed-names.ts';
