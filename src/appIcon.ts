import { FROG, frogPalette } from './components/Mascot';
import { theme } from './components/theme';

/** Pixels of the page's background around the 16 × 16 frog: room for a maskable icon's safe zone. */
const MARGIN = 4;

/**
 * Ribbit's app icon as an SVG file (the web app manifest's, written by scripts/prerender.ts at build
 * time): the mascot's own sprite and palette on the page's background, so the icon is the frog the
 * app draws and changes with it.
 */
export function appIconSvg(): string {
  const palette = frogPalette(theme.colors.pixel);
  const size = 16 + 2 * MARGIN;
  const rects = FROG.map((run) => `<rect x="${run.x + MARGIN}" y="${run.y + MARGIN}" width="${run.width}" height="1" fill="${palette[run.key]}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="512" height="512" shape-rendering="crispEdges">`,
    `<rect width="${size}" height="${size}" fill="${theme.colors.background}"/>`,
    rects,
    '</svg>\n',
  ].join('');
}
