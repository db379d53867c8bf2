import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

const Button = styled.button`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

interface CardToggleProps {
  /** The id of what it opens. */
  controls: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** Completes the name for screen readers where every card has one: "Why? ETH on Base". */
  context: string;
}

/** A disclosure button (WAI-ARIA): says whether what it opens is open, and which element that is. */
export function CardToggle({ controls, open, onToggle, children, context }: CardToggleProps) {
  return (
    <Button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
      <VisuallyHidden> {context}</VisuallyHidden>
    </Button>
  );
}
