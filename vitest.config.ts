import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workers (docs/decisions.md, "Test run time"): vitest's default is one less than the cores, which on the
// 2-core CI machine is a single worker and an idle core. The test files themselves are the work, so every
// core runs one; on PostgreSQL half of each file's work is in the database server, so twice as many.
const cores = availableParallelism();
const apiWorkers = process.env.DATABASE_URL ? cores * 2 : cores;

export default defineConfig({
  test: {
    maxWorkers: cores,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions and schemas: no file leaves state behind, so the files share a worker's modules
          // instead of loading zod and the route table once per file.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          maxWorkers: apiWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
