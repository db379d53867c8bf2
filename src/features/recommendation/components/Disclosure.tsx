import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

const Details = styled.details`
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.summary`
  width: fit-content;
  padding: ${({ theme }) => `${theme.spacing.xs} 0`};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  cursor: pointer;
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  padding-left: ${({ theme }) => theme.spacing.lg};
  overflow-wrap: anywhere;
`;

/**
 * A native <details>: closed by default, opened by click, Enter or Space, and announced as
 * expandable with no script of ours. `label` is the visible summary; `context` completes it
 * for screen readers where several look alike ("Why?" on every token).
 */
export function Disclosure({ label, context, children }: { label: string; context?: string; children: ReactNode }) {
  return (
    <Details>
      <Summary>
        {label}
        {context && <VisuallyHidden> {context}</VisuallyHidden>}
      </Summary>
      {children}
    </Details>
  );
}
