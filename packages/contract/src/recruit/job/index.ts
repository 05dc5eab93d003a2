export * from './job.routes.ts';
export * from './job.schemas.ts';
export * from './job.ts';
