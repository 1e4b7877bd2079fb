export * from './validation.ts';
export * from './data-diff.ts';
export * from './marketing.ts';
