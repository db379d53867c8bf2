import styled, { keyframes } from 'styled-components';
import { panel } from '../../../components/Panel';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

export const Heading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 18px;
  color: ${({ theme }) => theme.colors.accent};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  ${panel({ layout: 'row', gap: 'sm', padding: 'md' })}
`;

export const PulsingRow = styled(Row)`
  color: ${({ theme }) => theme.colors.accent};
  animation: ${pulse} 1.2s steps(4) infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Details = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

/** The ENS name the visitor typed, above the address it resolved to. */
export const Name = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** `$beside`: under the name, so smaller and quieter. */
export const Address = styled.span<{ $beside: boolean }>`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme, $beside }) => ($beside ? theme.colors.muted : theme.colors.text)};
  font-size: ${({ $beside }) => ($beside ? '13px' : 'inherit')};
  overflow-wrap: anywhere;
`;

/** When, and what the wallet was worth then. */
export const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const Worth = styled.span`
  white-space: nowrap;
`;

/** The plan in a line: "Sell UST, ETH and CHZ; buy LINK, 1INCH and 9 more". */
export const PlanText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

export const OpenLink = styled.a`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 12px;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

/** A plain line about what history keeps on this device. */
export const KeepNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
