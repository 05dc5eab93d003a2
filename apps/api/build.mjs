// Bundles the API, the contract's TypeScript and the npm packages into dist/main.js: one file loads much
// faster at start than hundreds of modules. Packages with native code or files of their own stay external.
import { build } from 'esbuild';

const external = ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'swagger-ui-dist'];

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  // Bundled CommonJS packages call require(); give the ES module bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
