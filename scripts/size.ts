/**
 * Gzip size of the JavaScript the main route `/` loads on first visit: every script that
 * dist/index.html references (entry and its initial chunks, and those its head script adds).
 * Lazy routes and views are not counted. Runs `npm run build` (webpack, then the prerender) first;
 * `--no-build` measures the existing dist/. Also fails when
 * one of those scripts names a Google host (see THIRD_PARTY_HOSTS).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budget for the first load of `/`, in KiB of gzip (issue #8): React, react-router, Redux Toolkit,
 * styled-components and the first screens. RTK Query and the request load later (docs/web.md, Bundle).
 */
const BUDGET_KIB = 120;
/**
 * Google's script hosts may appear only in the lazy chunks imported when GA_MEASUREMENT_ID or
 * RECAPTCHA_SITE_KEY is set; the first load must not be able to reach them on its own.
 */
const THIRD_PARTY_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'google.com/recaptcha', 'recaptcha.net'];
const dist = path.resolve(__dirname, '..', 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Minified HTML may drop the quotes around attribute values.
const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((match) => match[1]);
// The prerendered page's head script adds the app's scripts itself, after the first frame.
scripts.push(...[...html.matchAll(/data-app-scripts="([^"]+)"/g)].flatMap((match) => match[1].split(' ')));
if (scripts.length === 0) throw new Error('dist/index.html references no script');

let total = 0;
for (const src of scripts) {
  const file = path.join(dist, src.replace(/^\//, ''));
  const code = readFileSync(file);
  const host = THIRD_PARTY_HOSTS.find((candidate) => code.includes(candidate));
  if (host) {
    console.error(`${src} mentions ${host}: third-party code must stay in lazy chunks`);
    process.exitCode = 1;
  }
  const gzipped = gzipSync(code, { level: 9 }).length;
  total += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB  ${src}`);
}
const totalKib = total / 1024;
console.log(`${totalKib.toFixed(1).padStart(7)} KiB  total JS for / (gzip), budget ${BUDGET_KIB} KiB`);
if (totalKib > BUDGET_KIB) process.exitCode = 1;
