import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** LibreOffice Calc: `npm test` installs it when missing (scripts/ensure-test-deps.mjs). */
const SOFFICE = '/usr/bin/soffice';

/**
 * An xlsx as LibreOffice Calc reads it, converted to CSV (UTF-8), headless, with a profile of its own so
 * that tests may run it side by side. Proves a file opens in an office suite, not only in exceljs.
 */
export function xlsxToCsv(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-lo-'));
  try {
    const file = path.join(dir, 'book.xlsx');
    fs.writeFileSync(file, bytes);
    execFileSync(
      SOFFICE,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000, stdio: 'pipe' },
    );
    return fs.readFileSync(path.join(dir, 'book.csv'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
