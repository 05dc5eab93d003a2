export * from './apply.routes.ts';
export * from './interview.ts';
export * from './pipeline.ts';
export * from './resume.ts';
