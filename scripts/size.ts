/**
 * Gzip size of the JavaScript the main route `/` loads on first visit: every script that
 * dist/index.html references (entry and its initial chunks). Lazy routes are not counted.
 * Runs a production build first; `--no-build` measures the existing dist/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget for the first load of `/`, in KiB of gzip. */
const BUDGET_KIB = 145;
const dist = path.resolve(__dirname, '..', 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Minified HTML may drop the quotes around attribute values.
const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((match) => match[1]);
if (scripts.length === 0) throw new Error('dist/index.html references no script');

let total = 0;
for (const src of scripts) {
  const file = path.join(dist, src.replace(/^\//, ''));
  const gzipped = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB  ${src}`);
}
const totalKib = total / 1024;
console.log(`${totalKib.toFixed(1).padStart(7)} KiB  total JS for / (gzip), budget ${BUDGET_KIB} KiB`);
if (totalKib > BUDGET_KIB) process.exitCode = 1;
