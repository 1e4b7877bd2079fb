export * from './location.ts';
export * from './resolver.ts';
export * from './geo-groups.ts';
