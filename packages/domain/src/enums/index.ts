export * from './describeEnum.ts';
export * from './freight.ts';
export * from './accounting.ts';
export * from './people.ts';
export * from './all.ts';
