import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
`;

/** A line of small print under a glance's title or figure. */
export const GlanceNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

/**
 * One of the result's figures at a glance (the allocation, the value over time): a section named by
 * its small title, so a screen reader lists it among the page's regions by that name.
 */
export function GlanceSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Section>
  );
}
