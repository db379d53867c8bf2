import { useTheme, type DefaultTheme } from 'styled-components';
import { PixelRects, toRuns } from './pixelArt';

// 16 × 16 sprite. o outline, g body, s shade, b belly, w eye, p pupil, r blush.
export const FROG = toRuns([
  '..oooo....oooo..',
  '.owwwwo..owwwwo.',
  '.owppwoooowppwo.',
  'ogwppwggggwppwgo',
  'oggwwggggggwwggo',
  'ogrrggggggggrrgo',
  'oggoggggggggoggo',
  'ogggoooooooogggo',
  'osggggggggggggso',
  '.osgbbbbbbbbgso.',
  'osgbbbbbbbbbbgso',
  'osgbbbbbbbbbbgso',
  'ossgbbbbbbbbgsso',
  'oggsoooooooosggo',
  'ogggo......ogggo',
  '.ooo........ooo.',
]);

/** The sprite's keys → the theme's pixel colours. */
export function frogPalette(pixel: DefaultTheme['colors']['pixel']): Record<string, string> {
  return {
    o: pixel.outline,
    g: pixel.frog,
    s: pixel.frogShade,
    b: pixel.belly,
    w: pixel.eyeWhite,
    p: pixel.pupil,
    r: pixel.blush,
  };
}

/** Ribbit, the pixel frog. `size` is the rendered width and height in px. */
export function Mascot({ size = 96 }: { size?: number }) {
  const palette = frogPalette(useTheme().colors.pixel);
  return (
    <svg role="img" aria-label="Ribbit the frog" width={size} height={size} viewBox="0 0 16 16" shapeRendering="crispEdges">
      <PixelRects runs={FROG} palette={palette} />
    </svg>
  );
}
