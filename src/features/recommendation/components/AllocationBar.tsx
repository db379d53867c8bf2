import styled from 'styled-components';
import { formatUsd } from '../../../lib/money';
import { GlanceNote, GlanceSection } from './GlanceSection';
import type { Allocation } from '../allocation';
import { formatPercent } from './format';

const Bar = styled.div`
  display: flex;
  height: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

// At least a pixel's width, so a sliver of a part still shows its colour.
const Part = styled.span<{ $share: number; $colour: string }>`
  flex: ${({ $share }) => $share} 0 1px;
  background: ${({ $colour }) => $colour};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  white-space: nowrap;
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 10px;
  height: 10px;
  background: ${({ $colour }) => $colour};
`;

/**
 * Allocation at a glance: one bar of the assets by value, the largest named, the rest grouped; the
 * legend under it names each part with its share, which is also the bar's text for screen readers
 * (the bar itself is hidden from them). Debts are said apart: they are not a share of the holdings.
 */
export function AllocationBar({ allocation, colours, restColour }: { allocation: Allocation; colours: readonly string[]; restColour: string }) {
  const colourOf = (at: number, named: boolean) => (named ? colours[at % colours.length] : restColour);
  const { parts, borrowedUsd } = allocation;
  return (
    <GlanceSection title="Allocation">
      <Bar aria-hidden="true">
        {parts.map((part, at) => (
          <Part key={part.symbol ?? 'rest'} $share={part.share} $colour={colourOf(at, part.symbol !== null)} />
        ))}
      </Bar>
      <Legend>
        {parts.map((part, at) => (
          <Item key={part.symbol ?? 'rest'}>
            <Swatch aria-hidden="true" $colour={colourOf(at, part.symbol !== null)} />
            {part.symbol ?? `${part.assets} others`} {formatPercent(part.share)}
          </Item>
        ))}
      </Legend>
      {borrowedUsd > 0 && <GlanceNote>Borrowed {formatUsd(borrowedUsd)}: not a share of these, it is counted against the total.</GlanceNote>}
    </GlanceSection>
  );
}
