import styled from 'styled-components';
import type { Loan, Position } from '../../../api/types';
import { fallWords, rangeWords, whereItSits } from '../positionWords';
import { LoanHealth } from './LoanHealth';

const Line = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Range = styled.span<{ $inRange: boolean }>`
  color: ${({ theme, $inRange }) => ($inRange ? theme.colors.muted : theme.colors.amber)};
  font-weight: ${({ $inRange }) => ($inRange ? 400 : 700)};
`;

/**
 * Where a card's holding sits (a deposit, a debt, a liquidity position…), a liquidity position's
 * range, and the health of the loan it is part of, with how far the collateral can fall.
 */
export function PositionLine({ position, loan }: { position: Position; loan?: Loan }) {
  const range = rangeWords(position);
  return (
    <>
      <Line>
        {whereItSits(position)}
        {range && (
          <>
            {' · '}
            <Range $inRange={position.inRange === true}>{range}</Range>
          </>
        )}
      </Line>
      {loan && (
        <Line>
          Loan <LoanHealth loan={loan} />. {fallWords(loan)}
        </Line>
      )}
    </>
  );
}
