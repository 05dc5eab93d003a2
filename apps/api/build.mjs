// Bundles the API, the contract's TypeScript and the npm packages into dist/main.js: one file loads much
// faster at start than hundreds of modules. Packages with native code or files of their own stay external,
// and so does the AWS SDK, which is loaded only when STORAGE=s3 (bundling it would slow every start).
import { build } from 'esbuild';

// tesseract.js starts its worker script and WebAssembly core from its own folder, and the licence model is
// read from @tesseract.js-data/chi_sim: both must stay in node_modules.
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg-native',
  'swagger-ui-dist',
  'tesseract.js',
  '@tesseract.js-data/chi_sim',
  '@aws-sdk/client-s3',
  // Loaded on first use (train label initials): its dictionary would slow every start.
  'pinyin-pro',
  // Loaded on the first resume PDF; it reads its own data files (AFM metrics) from its folder. The Chinese
  // font is not imported at all: resume-pdf.ts resolves the TTF in @expo-google-fonts/noto-sans-sc at run time.
  'pdfkit',
];

await build({
  // main.js is the server; backup-main.js is `npm run backup` / `npm run restore`.
  entryPoints: ['src/main.ts', 'src/backup-main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
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
