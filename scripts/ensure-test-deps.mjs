// Makes sure what the tests need is on the machine: Debian's Chromium and a CJK font for the browser tests
// (without the font Chinese renders as boxes), LibreOffice Calc to open the exported spreadsheets and
// poppler-utils to read the resume PDF's text, and haproxy, the load balancer of the multi-node test and the
// scale bench. Installs them with apt-get when missing and running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (command) => {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
if (!has("fc-list | grep -qi 'Noto Sans CJK'")) missing.push('fonts-noto-cjk');
if (!existsSync('/usr/bin/soffice')) missing.push('libreoffice-calc-nogui');
if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
if (!existsSync('/usr/sbin/haproxy')) missing.push('haproxy');

if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Missing ${missing.join(', ')}: run  sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} from Debian…`);
execSync('apt-get update -qq', { stdio: 'inherit' });
execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
