import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Links = styled.nav`
  position: relative;
`;

// Out of sight until focused, then over the top of the result: nothing moves when it appears.
const Link = styled.a`
  position: absolute;
  top: 0;
  left: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;

  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export interface SkipTarget {
  /** The id of the element to move to: it takes the focus (a container, with tabIndex -1). */
  id: string;
  label: string;
}

/** Moves the focus itself: following a #fragment scrolls, but leaves the focus behind in some browsers. */
function follow(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * Skip links, first after the result's title (which takes the focus when the result shows): to the
 * plan and to New Recommendation, past the headline, the figures and every card. Shown when focused.
 */
export function SkipLinks({ targets }: { targets: readonly SkipTarget[] }) {
  return (
    <Links aria-label="Skip links">
      {targets.map(({ id, label }) => (
        <Link
          key={id}
          href={`#${id}`}
          onClick={(event) => {
            follow(event, id);
          }}
        >
          {label}
        </Link>
      ))}
    </Links>
  );
}
