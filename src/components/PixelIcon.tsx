import { PixelRects, toRuns } from './pixelArt';

// 12 × 12 line icons drawn in the surrounding text colour ('o' pixels).
const SPRITES = {
  settings: toRuns([
    '.....oo.....',
    '..o..oo..o..',
    '...oooooo...',
    '..oooooooo..',
    '.oooo..oooo.',
    'oooo....oooo',
    'oooo....oooo',
    '.oooo..oooo.',
    '..oooooooo..',
    '...oooooo...',
    '..o..oo..o..',
    '.....oo.....',
  ]),
  chat: toRuns([
    '............',
    '.oooooooooo.',
    'oo........oo',
    'o..........o',
    'o.oo.oo.oo.o',
    'o..........o',
    'oo........oo',
    '.oooooooooo.',
    '...oo.......',
    '..oo........',
    '.o..........',
    '............',
  ]),
  check: toRuns([
    '............',
    '............',
    '..........oo',
    '.........oo.',
    '........oo..',
    'oo.....oo...',
    '.oo...oo....',
    '..oo.oo.....',
    '...ooo......',
    '....o.......',
    '............',
    '............',
  ]),
  cross: toRuns([
    '............',
    '.oo......oo.',
    '.ooo....ooo.',
    '..ooo..ooo..',
    '...oooooo...',
    '....oooo....',
    '....oooo....',
    '...oooooo...',
    '..ooo..ooo..',
    '.ooo....ooo.',
    '.oo......oo.',
    '............',
  ]),
  info: toRuns([
    '.....oo.....',
    '.....oo.....',
    '............',
    '....ooo.....',
    '.....oo.....',
    '.....oo.....',
    '.....oo.....',
    '.....oo.....',
    '.....oo.....',
    '.....oo.....',
    '....oooo....',
    '............',
  ]),
} as const;

export type PixelIconName = keyof typeof SPRITES;

/** A decorative pixel icon; the control around it carries the accessible name. */
export function PixelIcon({ name, size = 24 }: { name: PixelIconName; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 12 12" shapeRendering="crispEdges">
      <PixelRects runs={SPRITES[name]} palette={{ o: 'currentColor' }} />
    </svg>
  );
}
