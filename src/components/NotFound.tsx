import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Mascot } from './Mascot';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
`;

/** An empty or missing-page state: the mascot, a heading, and whatever the caller offers next. */
export function NotFound({ title, children }: { title: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Mascot size={80} />
      <Title id={titleId}>{title}</Title>
      {children}
    </Panel>
  );
}
