import styled from 'styled-components';

// The panel's shape (components/Panel.ts) written out: this form is on the main route's screen, whose
// script budget the panel's builder does not fit.
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.background};
`;

export const Heading = styled.h1`
  align-self: stretch;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 18px;
`;

export const Quota = styled.p`
  align-self: stretch;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Available = styled.span<{ $empty: boolean }>`
  color: ${({ theme, $empty }) => ($empty ? theme.colors.danger : theme.colors.text)};
  font-weight: 700;
`;

export const Field = styled.div`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const AddressInput = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.none};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 16px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** What to type, under the input. */
export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
