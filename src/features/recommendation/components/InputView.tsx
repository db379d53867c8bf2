import { useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import styled from 'styled-components';
import type { DemoWallet } from '../../../api/types';
import { PrimaryButton } from '../../../components/PrimaryButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ADDRESS_MAX_LENGTH, readPaste, type Pasted } from '../pastedWallet';
import type { InputError } from '../recommendationSlice';
import { DemoWallets } from './DemoWallets';
import { InputErrorText } from './InputErrorText';
import { AddressInput, Available, Field, Form, Heading, Hint, Quota } from './inputViewStyles';
import { useFocusOnRejection } from './useFocusOnRejection';

/**
 * The example under the input on real networks: vitalik.eth's address, a well-known wallet whose
 * checksum shows the mixed case (Etherscan's page for 0xd8dA…6045 names it vitalik.eth, and code
 * that resolves the name gets it). Shown whole, so its length can be compared. On the service's own
 * test chains, where that wallet holds nothing and the name is unknown, a demo wallet is the example.
 */
export const EXAMPLE_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
export const EXAMPLE_NAME = 'vitalik.eth';

const NoBreak = styled.span`
  white-space: nowrap;
`;

const Example = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

interface InputViewProps {
  address: string;
  /** The input error to show, or null when there is none. */
  error: InputError | null;
  /** Free recommendations left today, and the daily allowance. */
  available: number;
  max: number;
  /** Said under the allowance when none is left: when they come back. */
  allowanceNote?: ReactNode;
  /** Wallets of the service's own test chains, offered to tap; none on real networks. */
  demoWallets?: readonly DemoWallet[];
  onAddressChange: (value: string) => void;
  /** A paste the input reads itself (pastedWallet.ts): an address out of a link or a sentence, or a text too long to fit. Without it, pastes are the browser's. */
  onPasted?: (pasted: Pasted) => void;
  onSubmit: () => void;
  /** Focus the input when it appears: true when it comes back after the loading or result view. */
  focusInput?: boolean;
}

/** Main screen, first view: the wallet address form, today's free recommendations, and help on what to type. */
export function InputView({
  address,
  error,
  available,
  max,
  allowanceNote,
  demoWallets = [],
  onAddressChange,
  onPasted,
  onSubmit,
  focusInput = false,
}: InputViewProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnRejection(error, inputRef, formRef);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  // The example works where it runs: a demo wallet on the service's own chains.
  const demo = demoWallets.find((wallet) => wallet.ensName !== undefined);
  const example = demo ? { address: demo.address, name: demo.ensName } : { address: EXAMPLE_ADDRESS, name: EXAMPLE_NAME };
  // A tapped example goes into the input, which takes the focus: Enter then sends it.
  const pick = (wallet: string) => {
    onAddressChange(wallet);
    inputRef.current?.focus();
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
      {available === 0 && allowanceNote}
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
          onPaste={(event) => {
            const { selectionStart, selectionEnd } = event.currentTarget;
            const pasted = event.clipboardData.getData('text');
            const next = address.slice(0, selectionStart ?? address.length) + pasted + address.slice(selectionEnd ?? address.length);
            const read = readPaste(pasted, next);
            if (read === null || !onPasted) return;
            event.preventDefault();
            onPasted(read);
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
          aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
        />
        {error !== null && <InputErrorText id={errorId} error={error} max={max} />}
        <Hint id={hintId}>
          An address is 0x and 40 characters <NoBreak>(0–9, a–f)</NoBreak>, for example <Example>{example.address}</Example>. An ENS name ending in .eth, such
          as <Example>{example.name}</Example>, works too.
        </Hint>
      </Field>
      <PrimaryButton type="submit" disabled={error !== null}>
        Get Recommendation
      </PrimaryButton>
      <DemoWallets wallets={demoWallets} onPick={pick} />
    </Form>
  );
}
