export * from './validation.ts';
export * from './codes.ts';
export * from './data-diff.ts';
export * from './marketing.ts';
