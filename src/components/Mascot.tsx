import { useTheme } from 'styled-components';
import { PixelRects, toRuns } from './pixelArt';

// 16 × 16 sprite. o outline, g body, s shade, b belly, w eye, p pupil, r blush.
const FROG = toRuns([
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

/** Ribbit, the pixel frog. `size` is the rendered width and height in px. */
export function Mascot({ size = 96 }: { size?: number }) {
  const { pixel } = useTheme().colors;
  const palette = {
    o: pixel.outline,
    g: pixel.frog,
    s: pixel.frogShade,
    b: pixel.belly,
    w: pixel.eyeWhite,
    p: pixel.pupil,
    r: pixel.blush,
  };
  return (
    <svg role="img" aria-label="Ribbit the frog" width={size} height={size} viewBox="0 0 16 16" shapeRendering="crispEdges">
      <PixelRects runs={FROG} palette={palette} />
    </svg>
  );
}
