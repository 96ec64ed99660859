export * from './shipments.ts';
export * from './transitions.ts';
export * from './problems.ts';
export * from './milestones.ts';
export * from './stopTimes.ts';
export * from './stopInstants.ts';
