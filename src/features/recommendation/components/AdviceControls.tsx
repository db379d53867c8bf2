import { useId } from 'react';
import styled from 'styled-components';
import type { TokenAdvice } from '../../../api/types';
import { actionCounts, type AdviceFilter, type AdviceSort } from '../advice';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: 14px;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const GroupLabel = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  margin-right: ${({ theme }) => theme.spacing.xs};
`;

// 32 px high with the border: a comfortable tap target that still leaves several in a row.
const Choice = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
  }
`;

const SORTS: { sort: AdviceSort; label: string }[] = [
  { sort: 'urgency', label: 'Urgency' },
  { sort: 'value', label: 'Value' },
];

interface AdviceControlsProps {
  tokens: readonly TokenAdvice[];
  filter: AdviceFilter;
  sort: AdviceSort;
  onFilter: (filter: AdviceFilter) => void;
  onSort: (sort: AdviceSort) => void;
}

/**
 * Filter the advice by action (each with its count) and sort it by urgency or value: two groups of
 * toggle buttons, the chosen one pressed (aria-pressed). An action no token has is not offered.
 */
export function AdviceControls({ tokens, filter, sort, onFilter, onSort }: AdviceControlsProps) {
  const filterLabelId = useId();
  const sortLabelId = useId();
  const filters: { value: AdviceFilter; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: tokens.length },
    ...actionCounts(tokens).map(({ action, count }) => ({ value: action, label: action, count })),
  ];
  return (
    <Bar>
      <Group role="group" aria-labelledby={filterLabelId}>
        <GroupLabel id={filterLabelId}>Show</GroupLabel>
        {filters.map(({ value, label, count }) => (
          <Choice
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              onFilter(value);
            }}
          >
            {label} ({count})
          </Choice>
        ))}
      </Group>
      <Group role="group" aria-labelledby={sortLabelId}>
        <GroupLabel id={sortLabelId}>Sort by</GroupLabel>
        {SORTS.map(({ sort: value, label }) => (
          <Choice
            key={value}
            type="button"
            aria-pressed={sort === value}
            onClick={() => {
              onSort(value);
            }}
          >
            {label}
          </Choice>
        ))}
      </Group>
    </Bar>
  );
}
