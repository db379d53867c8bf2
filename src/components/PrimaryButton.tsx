import styled from 'styled-components';
import { pixelBlock } from './pixelBlock';

/**
 * The main call to action: neon, uppercase, full width up to 448 px (spec).
 * Defaults to type="button" so it never submits a form by accident; pass type="submit" to submit.
 */
export const PrimaryButton = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))`
  display: block;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.buttonMaxWidth};
  min-height: 52px;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  ${pixelBlock('onAccent', 'accent', 'onAccent', 'accentShadow')}
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 14px;
  line-height: 1.4;
  letter-spacing: 1px;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    transform 80ms steps(2),
    box-shadow 80ms steps(2);

  &:hover:not(:disabled) {
    box-shadow:
      4px 4px 0 ${({ theme }) => theme.colors.accentShadow},
      0 0 16px ${({ theme }) => `${theme.colors.accent}80`};
  }

  &:active:not(:disabled) {
    transform: translate(4px, 4px);
    box-shadow: none;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.border};
    box-shadow: none;
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;
