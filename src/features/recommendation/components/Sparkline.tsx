import styled from 'styled-components';
import type { ActionTone } from '../../../components/actionTone';
import { lineTrend, polylinePoints, type LineTrend } from './sparklinePath';

/** px: small enough to sit beside the value on a token's card. */
const WIDTH = 48;
const HEIGHT = 20;
/** Room for the stroke, so peaks and troughs are not clipped. */
const PAD = 2;

const Line = styled.svg<{ $tone: ActionTone }>`
  display: block;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const TONES: Record<LineTrend['direction'], ActionTone> = { up: 'green', down: 'red', flat: 'blue' };

const NoHistory = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

/**
 * A token's 90-day price line, drawn from the points the answer carries: green when it
 * ended higher, red lower, blue unchanged. Its accessible name gives the change; with
 * fewer than 2 points there is no line to draw, and it says so.
 */
export function Sparkline({ points }: { points: readonly number[] }) {
  if (points.length < 2) return <NoHistory>not enough price history</NoHistory>;
  const { direction, label } = lineTrend(points);
  return (
    <Line
      role="img"
      aria-label={label}
      $tone={TONES[direction]}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`${-PAD} ${-PAD} ${WIDTH + 2 * PAD} ${HEIGHT + 2 * PAD}`}
    >
      <polyline points={polylinePoints(points, WIDTH, HEIGHT)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </Line>
  );
}
