import { css } from 'styled-components';

/**
 * The type a token's figures and their small print wear, alike on its card and in the
 * 'Token Details' grid, so the two read as one. Each part adds its own colour or wrapping.
 */
export const figureText = css`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
`;

export const smallPrint = css`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
`;
