import type { TestProject } from 'vitest/node';
import { createTemplate, type DbTemplate, dropTemplate } from './db-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Makes the run's seeded database template once, for every API test file (see db-template.ts). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const template = await createTemplate(serverUrl);
  project.provide('dbTemplate', template);
  return () => dropTemplate(template, serverUrl);
}
