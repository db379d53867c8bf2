import { css } from 'styled-components';
import type { RibbitTheme } from './theme';

type Space = keyof RibbitTheme['spacing'];

interface PanelShape {
  /** `column` (the default) stacks the content; `row` lines it up and wraps it, centred across. */
  layout?: 'column' | 'row';
  gap: Space;
  /** One space all round, or [block, inline]. */
  padding: Space | readonly [Space, Space];
  /** The border's colour; `border` unless the panel stands out (the plan) or warns (prices that failed). */
  edge?: 'border' | 'accent' | 'danger';
  /** The surface behind it; false leaves the page's own background. */
  filled?: boolean;
}

/**
 * The pixel panel every boxed part of a screen wears: a flex box with a square 2 px border, on the
 * surface colour. One definition, so the input form, the history rows, the grades, the plan and
 * the prices' problem stay the same shape; each adds only what is its own.
 */
export function panel({ layout = 'column', gap, padding, edge = 'border', filled = true }: PanelShape) {
  return css`
    display: flex;
    ${layout === 'row' ? 'flex-wrap: wrap; align-items: center;' : 'flex-direction: column;'}
    gap: ${({ theme }) => theme.spacing[gap]};
    padding: ${({ theme }) => (typeof padding === 'string' ? theme.spacing[padding] : `${theme.spacing[padding[0]]} ${theme.spacing[padding[1]]}`)};
    border: 2px solid ${({ theme }) => theme.colors[edge]};
    ${
      filled &&
      css`
        background: ${({ theme }) => theme.colors.surface};
      `
    }
  `;
}
