/**
 * Second step of `npm run build`, after webpack: writes the first screen of a first visit
 * (onboarding) into dist/index.html, so it paints before any script has loaded, and React
 * hydrates it (src/boot.tsx). Adds to the head:
 * - styled-components' styles of that screen;
 * - a preload of the pixel font its heading uses, so the heading does not wait for the CSS;
 * - a tiny blocking script, written here, in place of the app's script tags: a visitor who has
 *   already onboarded is shown another screen, so it keeps the prerendered onboarding invisible
 *   until the app replaces it; and it adds the app's scripts after the first frame.
 * The service sets `script-src 'self'`, hence a file rather than an inline script.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SCRIPTS_ATTRIBUTE, EARLY_TAPS_GLOBAL, EARLY_TAP_CONTROLS, PRERENDERED_PATH_ATTRIBUTE, PRERENDER_HIDDEN_CLASS } from '../src/prerenderMarkers';
import type * as PrerenderEntry from '../src/prerender';
import { PRERENDER_DIR } from '../webpack.config';

const dist = path.resolve(__dirname, '..', 'dist');
/** The empty mount point, as html-webpack-plugin's minifier writes it (quotes dropped or not). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * The head script. 1. The onboarding flag as the app reads it (onboardingStorage): JSON `true`,
 * or `"true"` from older builds. 2. The app's scripts (listed in its `data-app-scripts`) are added
 * after the first frame: a browser that already has them (cached, or a fast network) would
 * otherwise run their long first task before painting the page it already has. 3. Until the app
 * has hydrated, a tap on a prerendered control (Next) is held, not lost: the click is stopped
 * before it reaches anything, the control is noted once, and the app presses it again as soon as
 * it is live (src/app/earlyTaps.ts, docs/web.md "The first tap").
 */
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
    '  var taps = [];',
    '  function hold(event) {',
    `    var control = event.target && event.target.closest && event.target.closest(${JSON.stringify(EARLY_TAP_CONTROLS)});`,
    "    if (!control || !control.closest('#root')) return;",
    '    event.preventDefault();',
    '    event.stopImmediatePropagation();',
    '    if (taps.indexOf(control) === -1) taps.push(control);',
    '  }',
    "  document.addEventListener('click', hold, true);",
    `  window.${EARLY_TAPS_GLOBAL} = {`,
    '    release: function () {',
    "      document.removeEventListener('click', hold, true);",
    '      var held = taps;',
    '      taps = [];',
    '      return held;',
    '    },',
    '  };',
    `  var scripts = document.currentScript.getAttribute(${JSON.stringify(APP_SCRIPTS_ATTRIBUTE)}).split(' ');`,
    '  requestAnimationFrame(function () {',
    '    setTimeout(function () {',
    '      scripts.forEach(function (src) {',
    "        var script = document.createElement('script');",
    '        script.src = src;',
    '        script.async = false;',
    '        document.head.appendChild(script);',
    '      });',
    '    });',
    '  });',
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

/** Where the app icon and the web app manifest are served (not under /icons/: the service's token icons). */
const APP_ICON = '/ribbit-icon.svg';
const MANIFEST = '/manifest.webmanifest';

/**
 * The web app manifest: Ribbit installs as an app of its own, with the frog (the mascot's sprite,
 * src/appIcon.ts) as its icon. SVG, `sizes: any`: one file for every size, drawn by the project.
 */
function writeManifest(iconSvg: string): void {
  writeFileSync(path.join(dist, APP_ICON), iconSvg);
  const manifest = {
    name: 'Ribbit',
    short_name: 'Ribbit',
    description: 'Ribbit analyses the tokens in an EVM wallet and gives tips for each.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#051a0e',
    theme_color: '#051a0e',
    icons: [
      { src: APP_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: APP_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
  writeFileSync(path.join(dist, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function main(): Promise<void> {
  // The Node build of the app (webpack's `prerender` config).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(path.join(PRERENDER_DIR, 'prerender.js')) as typeof PrerenderEntry;
  const { html: screen, styleTags } = await entry.prerenderFirstScreen();
  const indexFile = path.join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!EMPTY_ROOT.test(index)) throw new Error('dist/index.html has no empty #root: was it prerendered already?');

  // html-webpack-plugin's tags for the app's scripts (minified HTML may drop the quotes).
  const appScriptTag = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
  const appScripts = [...index.matchAll(appScriptTag)].map((match) => match[1]);
  if (appScripts.length === 0) throw new Error('dist/index.html loads no script');
  const script = emitAsset('first-screen', '.js', headScript(entry.ONBOARDING_KEY, entry.PRERENDERED_PATH));
  writeManifest(entry.appIconSvg());
  const head = [
    `<link rel="manifest" href="${MANIFEST}">`,
    `<style>html.${PRERENDER_HIDDEN_CLASS} #root{visibility:hidden}</style>`,
    `<script src="${script}" ${APP_SCRIPTS_ATTRIBUTE}="${appScripts.join(' ')}"></script>`,
    `<link rel="preload" href="${fontUrl()}" as="font" type="font/woff2" crossorigin>`,
    styleTags,
  ].join('');
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${entry.PRERENDERED_PATH}">${screen}</div>`;
  const html = index.replace(appScriptTag, '').replace('</head>', `${head}</head>`).replace(EMPTY_ROOT, root);
  writeFileSync(indexFile, html);
  console.log(`Prerendered ${entry.PRERENDERED_PATH} into dist/index.html (${(screen.length / 1024).toFixed(1)} KiB of HTML)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
