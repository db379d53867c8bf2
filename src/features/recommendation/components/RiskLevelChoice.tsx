import { useId } from 'react';
import styled from 'styled-components';
import { RISK_LEVEL_IDS, RISK_LEVEL_SWINGS, type RiskChoice, type RiskUsed } from '../../../../contract/risk';

const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: 700;
`;

const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  min-height: 44px;
  cursor: pointer;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const AskAgain = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** "Careful"; none chosen: "As it is". */
function levelName(level: RiskUsed): string {
  return level === 'current' ? 'As it is' : `${level[0].toUpperCase()}${level.slice(1)}`;
}

/** "Careful: about 15% a year"; none chosen: the wallet's own swing. The levels' swings are whole percents. */
function levelWords(level: RiskUsed): string {
  if (level === 'current') return 'As it is: never more than it swings now';
  return `${levelName(level)}: about ${Math.round(RISK_LEVEL_SWINGS[level] * 100)}% a year`;
}

interface RiskLevelChoiceProps {
  /** The level this answer was worked out with; an answer from before the levels used balanced. */
  used: RiskUsed | undefined;
  /** The level kept on the device; null: none chosen. */
  chosen: RiskChoice | null;
  onChoose: (level: RiskChoice | null) => void;
  /** Asks again at the chosen level: a request of its own, which uses a free recommendation. */
  onAskAgain: () => void;
  /** Free recommendations left today; asking again needs one. */
  available: number;
  askDisabled: boolean;
}

/**
 * How much the wallet may swing (docs/web.md "Risk level"): native radios in a fieldset, so the arrow keys move
 * within it and a screen reader names the group. Choosing keeps the level on the device for the next request; the
 * answer on screen stays the one asked for, and only an explicit tap asks again, as asking uses a free recommendation.
 */
export function RiskLevelChoice({ used = 'balanced', chosen, onChoose, onAskAgain, available, askDisabled }: RiskLevelChoiceProps) {
  const name = useId();
  const wanted: RiskUsed = chosen ?? 'current';
  const options: RiskUsed[] = ['current', ...RISK_LEVEL_IDS];
  return (
    <Group>
      <Legend>How much may your wallet swing?</Legend>
      {options.map((level) => (
        <Option key={level}>
          <input
            type="radio"
            name={name}
            value={level}
            checked={wanted === level}
            onChange={() => {
              onChoose(level === 'current' ? null : level);
            }}
          />
          {levelWords(level)}
        </Option>
      ))}
      <Note>This plan was worked out at: {levelName(used).toLowerCase()}.</Note>
      {wanted !== used && (
        <>
          <AskAgain onClick={onAskAgain} disabled={askDisabled || available === 0}>
            Ask again at {levelName(wanted).toLowerCase()}
          </AskAgain>
          <Note>
            {available === 0
              ? 'No free recommendations left today: the level is kept for your next one.'
              : `Uses 1 of your ${available} free recommendations left today.`}
          </Note>
        </>
      )}
    </Group>
  );
}
