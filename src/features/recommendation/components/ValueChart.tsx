import styled from 'styled-components';
import { formatUsd } from '../../../lib/money';
import { GlanceNote, GlanceSection } from './GlanceSection';
import { polylinePoints } from './sparklinePath';

/** The drawing's own units; it stretches to the column's width. */
const WIDTH = 300;
const HEIGHT = 56;

const Drawing = styled.svg<{ $tone: 'green' | 'red' | 'blue' }>`
  width: 100%;
  height: ${HEIGHT}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Ends = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12px;
`;

/** "up 3.8%", "down 12.0%", "unchanged" (under 0.05 %). */
function trendWords(first: number, last: number): { words: string; tone: 'green' | 'red' | 'blue' } {
  const change = first === 0 ? 0 : last / first - 1;
  const tenths = Math.round(Math.abs(change) * 1000);
  if (tenths === 0) return { words: 'unchanged', tone: 'blue' };
  return change > 0 ? { words: `up ${(tenths / 10).toFixed(1)}%`, tone: 'green' } : { words: `down ${(tenths / 10).toFixed(1)}%`, tone: 'red' };
}

/**
 * The wallet's value over the last 90 days at today's holdings (the answer's `valueHistory`, one
 * value a day), labelled as what it is: the tokens held today at past prices, not what the wallet
 * was worth then. Its name for screen readers gives the ends, the change and the range.
 */
export function ValueChart({ history }: { history: readonly number[] }) {
  const first = history[0];
  const last = history[history.length - 1];
  const days = history.length - 1;
  const { words, tone } = trendWords(first, last);
  const low = Math.min(...history);
  const high = Math.max(...history);
  const label = `${formatUsd(first)} ${days} days ago, ${formatUsd(last)} now: ${words}. Lowest ${formatUsd(low)}, highest ${formatUsd(high)}.`;
  return (
    <GlanceSection title={`Value over ${days} days`}>
      <GlanceNote>Your tokens today, at past prices.</GlanceNote>
      <Drawing role="img" aria-label={label} $tone={tone} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        <polyline
          points={polylinePoints(history, WIDTH, HEIGHT)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </Drawing>
      <Ends aria-hidden="true">
        <span>{formatUsd(first)}</span>
        <span>
          {formatUsd(last)} ({words})
        </span>
      </Ends>
    </GlanceSection>
  );
}
