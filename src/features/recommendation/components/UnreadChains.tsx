import styled from 'styled-components';
import type { ChainReport } from '../../../api/types';

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

function noticeText({ name, reason }: ChainReport): string {
  // The service's reason may end its own sentence; ours supplies the full stop.
  const because = reason ? `: ${reason.replace(/\.+$/, '')}` : '';
  return `${name} could not be read${because}. Its tokens are not included.`;
}

/**
 * One line per chain the service could not read this time, under the overview (which says so
 * too, in the service's words). Plain paragraphs, not a live region: the result arrives whole,
 * its title takes the focus, and these are read in order right after the overview.
 */
export function UnreadChains({ chains }: { chains: readonly ChainReport[] }) {
  return chains.filter((chain) => chain.status === 'unavailable').map((chain) => <Notice key={chain.chainId}>{noticeText(chain)}</Notice>);
}
