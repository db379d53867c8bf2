import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The spinner moves one cell forward every 150 ms (spec). */
export const SPINNER_STEP_MS = 150;

/** The eight cells of a 3 × 3 ring, clockwise from the top-left, as [column, row]. */
const RING: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [2, 2],
  [1, 2],
  [0, 2],
  [0, 1],
];
export const SPINNER_STEPS = RING.length;

const CELL = 3;
const GAP = 1;
const VIEW = 3 * CELL + 2 * GAP;

/**
 * An indeterminate pixel spinner: a lit cell runs around a ring with a fading trail.
 * When the visitor asks for reduced motion it holds still, every cell half lit.
 * The current step is exposed as `data-step` (0–7) so tests and e2e can follow it.
 */
export function PixelSpinner() {
  const { colors } = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reducedMotion) return undefined;
    const timer = setInterval(() => {
      setStep((current) => (current + 1) % SPINNER_STEPS);
    }, SPINNER_STEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, [reducedMotion]);

  // 0 for the lit cell, 1 and 2 for its trail, 3+ for resting cells.
  const distanceBehind = (cell: number) => (step - cell + SPINNER_STEPS) % SPINNER_STEPS;
  const opacity = (cell: number) => (reducedMotion ? 0.6 : ([1, 0.6, 0.3][distanceBehind(cell)] ?? 0.12));

  return (
    <svg role="progressbar" aria-label="Loading" data-step={step} width={48} height={48} viewBox={`0 0 ${VIEW} ${VIEW}`} shapeRendering="crispEdges">
      {RING.map(([column, row], cell) => (
        <rect key={cell} x={column * (CELL + GAP)} y={row * (CELL + GAP)} width={CELL} height={CELL} fill={colors.accent} fillOpacity={opacity(cell)} />
      ))}
    </svg>
  );
}
