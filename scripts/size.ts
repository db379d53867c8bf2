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
import { CHUNK_GROUPS_FILE } from '../webpack.config';

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

/** Gzip bytes of a script under dist/, printed; fails the run when it names a Google host. */
function measure(src: string): number {
  const code = readFileSync(path.join(dist, src.replace(/^\//, '')));
  const host = THIRD_PARTY_HOSTS.find((candidate) => code.includes(candidate));
  if (host) {
    console.error(`${src} mentions ${host}: third-party code must stay in lazy chunks`);
    process.exitCode = 1;
  }
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB  ${src}`);
  return gzipped;
}

const firstVisit = scripts.reduce((sum, src) => sum + measure(src), 0) / 1024;
console.log(`${firstVisit.toFixed(1).padStart(7)} KiB  total JS for / (gzip), budget ${BUDGET_KIB} KiB`);
if (firstVisit > BUDGET_KIB) process.exitCode = 1;

// Not budgeted, said beside it: a returning visitor's `/` renders the main route, which needs its
// chunk (the input, RTK Query and the API) before the input shows (docs/web.md, Bundle).
const groups = JSON.parse(readFileSync(CHUNK_GROUPS_FILE, 'utf8')) as Record<string, string[]>;
const mainRoute = (groups['main-route'] ?? []).map((file) => `/${file}`).filter((src) => !scripts.includes(src));
if (mainRoute.length === 0) throw new Error('the build wrote no main-route chunk group (webpack.config.ts, ChunkGroupsPlugin)');
const returning = firstVisit + mainRoute.reduce((sum, src) => sum + measure(src), 0) / 1024;
console.log(`${returning.toFixed(1).padStart(7)} KiB  total JS for / with the main route (a returning visitor), gzip`);
