import { useId } from 'react';
import styled from 'styled-components';
import type { DemoWallet } from '../../../api/types';

const Box = styled.div`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// 44 px high, a touch target; narrow sides, so two fit a row on a 360 px phone.
const Choice = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} 10px`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The wallets of the test chains the service runs itself (GET /api/demo-wallets), as examples to
 * tap: each fills the input with its name (its address when it has none). Nothing when there are none.
 */
export function DemoWallets({ wallets, onPick }: { wallets: readonly DemoWallet[]; onPick: (wallet: string) => void }) {
  const titleId = useId();
  if (wallets.length === 0) return null;
  return (
    <Box>
      <p id={titleId}>Or try a demo wallet. This Ribbit runs its own test chains, so these are not real people’s wallets:</p>
      <Choices aria-labelledby={titleId}>
        {wallets.map((wallet) => {
          const typed = wallet.ensName ?? wallet.address;
          return (
            <li key={wallet.address}>
              <Choice
                type="button"
                title={wallet.description}
                onClick={() => {
                  onPick(typed);
                }}
              >
                {wallet.ensName ?? wallet.label}
              </Choice>
            </li>
          );
        })}
      </Choices>
    </Box>
  );
}
