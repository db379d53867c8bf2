import styled, { css } from 'styled-components';
import type { Loan } from '../../../api/types';
import { formatUsd } from '../../../lib/money';
import { fallWords, loanName } from '../positionWords';
import { LoanHealth } from './LoanHealth';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
`;

/** A safe loan is a quiet line; a warning or a danger is a box in its colour, so it is seen first. */
const Notice = styled.li<{ $status: Loan['status'] }>`
  overflow-wrap: anywhere;
  ${({ $status, theme }) =>
    $status !== 'safe' &&
    css`
      padding: ${theme.spacing.sm};
      border: 2px solid ${$status === 'danger' ? theme.colors.red : theme.colors.amber};
      background: ${theme.colors.surface};
    `}
`;

const Name = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The wallet's loans near the top of the result, most at risk first (the service's order): each
 * one's health, how far its collateral can fall before the protocol sells it, and what is owed
 * against what backs it. The cards of its deposits and debts say it again where they sit.
 */
export function LoanNotices({ loans }: { loans: readonly Loan[] }) {
  return (
    <List aria-label="Your loans">
      {loans.map((loan) => (
        <Notice key={`${loan.chainId}:${loan.market}`} $status={loan.status}>
          <Name>{loanName(loan)}</Name>: <LoanHealth loan={loan} />. {fallWords(loan)} Borrowed {formatUsd(loan.debtUsd)} against{' '}
          {formatUsd(loan.collateralUsd)} of collateral.
        </Notice>
      ))}
    </List>
  );
}
