import styled from 'styled-components';
import type { Action } from '../api/types';
import { actionTone, type ActionTone } from './actionTone';

const Badge = styled.span<{ $tone: ActionTone }>`
  display: inline-block;
  padding: 6px 8px;
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.small};
  /* Hex alpha suffix: a faint wash of the same tone behind the text. */
  background-color: ${({ theme, $tone }) => `${theme.colors[$tone]}1f`};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 10px;
  line-height: 1.2;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** The advice for one token, coloured by its action: sell red, hold blue, buy green. */
export function ActionBadge({ action }: { action: Action }) {
  const tone = actionTone(action);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {action}
    </Badge>
  );
}
