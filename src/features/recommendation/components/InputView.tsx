import { useId, useRef, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../../../components/PrimaryButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useFocusOnRejection } from './useFocusOnRejection';

/** The input refuses more characters than this (spec). */
export const ADDRESS_MAX_LENGTH = 44;

// The panel's shape (components/Panel.ts) written out: this form is on the first screen, whose
// script budget the panel's builder does not fit.
const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.colors.background};
`;

const Heading = styled.h1`
  align-self: stretch;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 18px;
`;

const Quota = styled.p`
  align-self: stretch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Available = styled.span<{ $empty: boolean }>`
  color: ${({ theme, $empty }) => ($empty ? theme.colors.danger : theme.colors.text)};
  font-weight: 700;
`;

const Field = styled.div`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const AddressInput = styled.input`
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

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;

interface InputViewProps {
  address: string;
  /** The input error to show, or null when there is none. */
  error: string | null;
  /** Free recommendations left today, and the daily allowance. */
  available: number;
  max: number;
  onAddressChange: (value: string) => void;
  onSubmit: () => void;
  /** Focus the input when it appears: true when it comes back after the loading or result view. */
  focusInput?: boolean;
}

/** Main screen, first view: the wallet address form and today's free recommendations. */
export function InputView({ address, error, available, max, onAddressChange, onSubmit, focusInput = false }: InputViewProps) {
  const inputId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnRejection(error, inputRef, formRef);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate>
      <Heading>Input address</Heading>
      <Quota>
        Free recommendations left:{' '}
        <Available $empty={available === 0} data-empty={available === 0 ? '' : undefined}>
          {available}
        </Available>{' '}
        / {max}
      </Quota>
      <Field>
        <label htmlFor={inputId}>
          <VisuallyHidden>EVM wallet address</VisuallyHidden>
        </label>
        <AddressInput
          ref={inputRef}
          id={inputId}
          type="text"
          value={address}
          onChange={(event) => {
            onAddressChange(event.target.value);
          }}
          placeholder="Enter EVM wallet address..."
          maxLength={ADDRESS_MAX_LENGTH}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- never on arrival: only when the input comes back after a fetch, as "Focus follows the views" in docs/web.md asks
          autoFocus={focusInput}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
        {error !== null && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </Field>
      <PrimaryButton type="submit" disabled={error !== null}>
        Get Recommendation
      </PrimaryButton>
    </Form>
  );
}
