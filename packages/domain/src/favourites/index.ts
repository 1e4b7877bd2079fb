export * from './constants.ts';
export * from './days.ts';
export * from './my-games.ts';
export * from './stored.ts';
export * from './account.ts';
export * from './my-leagues.ts';
export * from './follow-list.ts';
export * from './collapsed.ts';
