import styled from 'styled-components';
import type { Loan } from '../../../api/types';
import { healthText, LOAN_STATUS_WORDS } from '../positionWords';

/** Safe green, a warning amber, danger red: the status in words beside the colour. */
const TONES = { safe: 'green', warning: 'amber', danger: 'red' } as const;

const Health = styled.span<{ $status: Loan['status'] }>`
  color: ${({ theme, $status }) => theme.colors[TONES[$status]]};
  font-weight: 700;
  white-space: nowrap;
`;

/** "health 1.32, warning": a loan's health factor and its status, coloured by it. */
export function LoanHealth({ loan }: { loan: Pick<Loan, 'healthFactor' | 'status'> }) {
  return (
    <Health $status={loan.status} data-loan-status={loan.status}>
      health {healthText(loan)}, {LOAN_STATUS_WORDS[loan.status]}
    </Health>
  );
}
