/**
 * Second step of `npm run build`, after webpack: writes the first screen of a first visit
 * (onboarding) into dist/index.html, so it paints before any script has loaded, and React
 * hydrates it (src/index.tsx). Adds to the head:
 * - styled-components' styles of that screen;
 * - a preload of the pixel font its heading uses, so the heading does not wait for the CSS;
 * - a tiny blocking script, written here: a visitor who has already onboarded is shown another
 *   screen, so the prerendered onboarding stays invisible until the app replaces it.
 * The service sets `script-src 'self'`, hence a file rather than an inline script.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PATH_ATTRIBUTE, PRERENDER_HIDDEN_CLASS } from '../src/prerenderMarkers';
import type * as PrerenderEntry from '../src/prerender';
import { PRERENDER_DIR } from '../webpack.config';

const dist = path.resolve(__dirname, '..', 'dist');
/** The empty mount point, as html-webpack-plugin's minifier writes it (quotes dropped or not). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** The onboarding flag as the app reads it (onboardingStorage): JSON `true`, or `"true"` from older builds. */
function headScript(onboardingKey: string, prerenderedPath: string): string {
  return [
    '// Written by scripts/prerender.ts. Runs before the first paint.',
    '(function () {',
    '  try {',
    `    var flag = localStorage.getItem(${JSON.stringify(onboardingKey)});`,
    `    var onboarded = flag === 'true' || flag === '"true"';`,
    `    if (onboarded && location.pathname !== ${JSON.stringify(prerenderedPath)}) {`,
    `      document.documentElement.classList.add(${JSON.stringify(PRERENDER_HIDDEN_CLASS)});`,
    '    }',
    '  } catch (error) {}',
    '})();',
    '',
  ].join('\n');
}

/** Writes `name.[hash].ext` into dist/assets, like webpack's own assets, and returns its URL. */
function emitAsset(name: string, ext: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  const file = `${name}.${hash}${ext}`;
  writeFileSync(path.join(dist, 'assets', file), content);
  return `/assets/${file}`;
}

function fontUrl(): string {
  const font = readdirSync(path.join(dist, 'assets')).find((file) => /^press-start-2p-latin-400-normal\..*\.woff2$/.test(file));
  if (!font) throw new Error('dist/assets has no Press Start 2P font: run webpack first');
  return `/assets/${font}`;
}

async function main(): Promise<void> {
  // The Node build of the app (webpack's `prerender` config).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(path.join(PRERENDER_DIR, 'prerender.js')) as typeof PrerenderEntry;
  const { html, styleTags } = await entry.prerenderFirstScreen();
  const indexFile = path.join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!EMPTY_ROOT.test(index)) throw new Error('dist/index.html has no empty #root: was it prerendered already?');

  const script = emitAsset('first-screen', '.js', headScript(entry.ONBOARDING_KEY, entry.PRERENDERED_PATH));
  const head = [
    `<style>html.${PRERENDER_HIDDEN_CLASS} #root{visibility:hidden}</style>`,
    `<script src="${script}"></script>`,
    `<link rel="preload" href="${fontUrl()}" as="font" type="font/woff2" crossorigin>`,
    styleTags,
  ].join('');
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${entry.PRERENDERED_PATH}">${html}</div>`;
  writeFileSync(indexFile, index.replace('</head>', `${head}</head>`).replace(EMPTY_ROOT, root));
  console.log(`Prerendered ${entry.PRERENDERED_PATH} into dist/index.html (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
