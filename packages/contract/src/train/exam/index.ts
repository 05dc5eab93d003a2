export * from './attempt.ts';
export * from './exam.routes.ts';
export * from './marking.ts';
export * from './paper.ts';
export * from './topic.ts';
