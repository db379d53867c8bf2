import { useId } from 'react';
import styled from 'styled-components';
import type { TokenAdvice } from '../../../api/types';
import { actionCounts, type AdviceFilter, type AdviceSort } from '../advice';
import { Toolbar } from './Toolbar';

const Bar = styled(Toolbar)`
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

/** One toggle: its label and, for a filter, how many tokens it shows. */
interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  count?: number;
}

const SORTS: readonly ChoiceOption<AdviceSort>[] = [
  { value: 'urgency', label: 'Urgency' },
  { value: 'value', label: 'Value' },
];

interface ChoiceGroupProps<T extends string> {
  label: string;
  choices: readonly ChoiceOption<T>[];
  chosen: T;
  onChoose: (value: T) => void;
}

/** A labelled group of toggle buttons, the chosen one pressed (aria-pressed). */
function ChoiceGroup<T extends string>({ label, choices, chosen, onChoose }: ChoiceGroupProps<T>) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      {choices.map(({ value, label: choiceLabel, count }) => (
        <Choice
          key={value}
          type="button"
          aria-pressed={chosen === value}
          onClick={() => {
            onChoose(value);
          }}
        >
          {choiceLabel}
          {count !== undefined && <> ({count})</>}
        </Choice>
      ))}
    </Group>
  );
}

interface AdviceControlsProps {
  tokens: readonly TokenAdvice[];
  filter: AdviceFilter;
  sort: AdviceSort;
  onFilter: (filter: AdviceFilter) => void;
  onSort: (sort: AdviceSort) => void;
}

/**
 * Filter the advice by action (each with its count) and sort it by urgency or value: two groups of
 * toggle buttons, the chosen one pressed (aria-pressed), in one toolbar (one Tab stop, arrow keys
 * within). An action no token has is not offered.
 */
export function AdviceControls({ tokens, filter, sort, onFilter, onSort }: AdviceControlsProps) {
  const filters: ChoiceOption<AdviceFilter>[] = [
    { value: 'all', label: 'All', count: tokens.length },
    ...actionCounts(tokens).map(({ action, count }) => ({ value: action, label: action, count })),
  ];
  return (
    <Bar label="Show and sort the advice">
      <ChoiceGroup label="Show" choices={filters} chosen={filter} onChoose={onFilter} />
      <ChoiceGroup label="Sort by" choices={SORTS} chosen={sort} onChoose={onSort} />
    </Bar>
  );
}
