import { useReducer, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../../../components/theme';
import { renderWithTheme } from '../../../components/test-utils/renderWithTheme';
import type { DemoWallet } from '../../../api/types';
import { addressChanged, recommendationSlice, walletPasted, type InputError } from '../recommendationSlice';
import { EXAMPLE_ADDRESS, InputView } from './InputView';

const TOO_SHORT: InputError = { kind: 'invalid', reason: 'Too short: 3 of the 40 characters after 0x.' };
/** `text` as jsdom's accessible description gives it: a space before the punctuation after an inline element. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asDescribed = (text: string) =>
  new RegExp(
    `^${text
      .split(/(?=[.,])/)
      .map(escaped)
      .join(' ?')}$`,
  );
const HINT = `An address is 0x and 40 characters (0–9, a–f), for example ${EXAMPLE_ADDRESS}. An ENS name ending in .eth, such as vitalik.eth, works too.`;

interface Options {
  error?: InputError | null;
  available?: number;
  onSubmit?: () => void;
}

// A stateful parent so typing really reaches the input, as on the main screen.
function Harness({ error = null, available = 5, onSubmit = () => undefined }: Options) {
  const [address, setAddress] = useState('');
  return <InputView address={address} error={error} available={available} max={5} onAddressChange={setAddress} onSubmit={onSubmit} />;
}

// Like the main screen: a submit is rejected with an error, and an edit clears it.
function RejectingHarness() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<InputError | null>(null);
  return (
    <>
      <InputView
        address={address}
        error={error}
        available={5}
        max={5}
        onAddressChange={(value) => {
          setAddress(value);
          setError(null);
        }}
        onSubmit={() => {
          setError(TOO_SHORT);
        }}
      />
      <a href="#elsewhere">Elsewhere</a>
    </>
  );
}

// As the main screen handles a paste the input read: through the slice's own event.
function PasteHarness({ demoWallets }: { demoWallets?: DemoWallet[] }) {
  const [state, dispatch] = useReducer(recommendationSlice.reducer, undefined, () => recommendationSlice.getInitialState());
  return (
    <InputView
      address={state.address}
      error={state.inputError}
      available={5}
      max={5}
      demoWallets={demoWallets}
      onAddressChange={(value) => {
        dispatch(addressChanged(value));
      }}
      onPasted={(pasted) => {
        dispatch(walletPasted(pasted));
      }}
      onSubmit={() => undefined}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'EVM wallet address' });
const button = () => screen.getByRole('button', { name: 'Get Recommendation' });

describe('InputView', () => {
  it('shows the heading, the quota line and the placeholder', () => {
    renderWithTheme(<Harness available={3} />);
    expect(screen.getByRole('heading', { name: 'Input address' })).toBeInTheDocument();
    expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('Free recommendations left: 3 / 5');
    expect(input()).toHaveAttribute('placeholder', 'Enter EVM wallet address...');
  });

  it('shows the number left in red only when it is 0', () => {
    const { unmount } = renderWithTheme(<Harness available={2} />);
    expect(screen.getByText('2')).not.toHaveAttribute('data-empty');
    expect(screen.getByText('2')).toHaveStyle({ color: theme.colors.text });
    unmount();

    renderWithTheme(<Harness available={0} />);
    expect(screen.getByText('0')).toHaveAttribute('data-empty');
    expect(screen.getByText('0')).toHaveStyle({ color: theme.colors.red });
  });

  it('accepts at most 44 characters', async () => {
    renderWithTheme(<Harness />);
    expect(input()).toHaveAttribute('maxLength', '44');
    await userEvent.type(input(), `0x${'a'.repeat(50)}`);
    expect(input()).toHaveValue(`0x${'a'.repeat(42)}`);
  });

  it('reports every edit through onAddressChange', async () => {
    const onAddressChange = jest.fn();
    renderWithTheme(<InputView address="" error={null} available={5} max={5} onAddressChange={onAddressChange} onSubmit={jest.fn()} />);
    await userEvent.type(input(), '0x');
    expect(onAddressChange).toHaveBeenLastCalledWith('x');
    expect(onAddressChange).toHaveBeenCalledTimes(2);
  });

  it('submits with Enter and with the button', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Harness onSubmit={onSubmit} />);
    await userEvent.type(input(), '0xabc{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('announces the error with its reason, ties both to the input and disables the button', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Harness error={TOO_SHORT} onSubmit={onSubmit} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid EVM AddressToo short: 3 of the 40 characters after 0x.');
    expect(screen.getByText('Invalid EVM Address')).toHaveStyle({ color: theme.colors.danger });
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(asDescribed(`Invalid EVM Address Too short: 3 of the 40 characters after 0x. ${HINT}`));
    expect(button()).toBeDisabled();
    await userEvent.click(button());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what to type: an example address in full, and that an ENS name works too', () => {
    renderWithTheme(<Harness />);
    expect(input()).toHaveAccessibleDescription(asDescribed(HINT));
    expect(screen.getByText(EXAMPLE_ADDRESS)).toHaveStyle({ fontFamily: theme.fonts.mono });
  });

  it('with none left, says when they come back, and so does the error once a submit is refused', () => {
    const note = <p>They come back at midnight, in 3 h.</p>;
    const { rerender } = renderWithTheme(
      <InputView address="" error={null} available={0} max={5} allowanceNote={note} onAddressChange={jest.fn()} onSubmit={jest.fn()} />,
    );
    expect(screen.getByText('They come back at midnight, in 3 h.')).toBeInTheDocument();
    rerender(<InputView address="" error={{ kind: 'no-free' }} available={0} max={5} allowanceNote={note} onAddressChange={jest.fn()} onSubmit={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No Free recommendations leftYour 5 free recommendations come back at midnight, your time.');
    // The countdown is not in the alert: a line read out again every minute would be noise.
    expect(screen.getByRole('alert')).not.toContainElement(screen.getByText('They come back at midnight, in 3 h.'));
    rerender(<InputView address="" error={null} available={2} max={5} allowanceNote={note} onAddressChange={jest.fn()} onSubmit={jest.fn()} />);
    expect(screen.queryByText('They come back at midnight, in 3 h.')).toBeNull();
  });

  it('shows a name the service could not resolve in its words, and disables the button until it is edited', () => {
    renderWithTheme(<Harness error={{ kind: 'name', message: 'No address found for nobody.eth' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^No address found for nobody\.eth$/);
    expect(button()).toBeDisabled();
  });

  it('offers the demo wallets: a tap puts the name in the input and the focus there, and Enter sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function WithWallets() {
      const [address, setAddress] = useState('0xabc');
      const wallets = [
        { label: 'Whale', address: '0x4444444444444444444444444444444444444444', ensName: 'whale.eth', description: 'Every token.' },
        { label: 'Empty', address: '0x5555555555555555555555555555555555555555', description: 'Nothing.' },
      ];
      return <InputView address={address} error={null} available={5} max={5} demoWallets={wallets} onAddressChange={setAddress} onSubmit={onSubmit} />;
    }
    renderWithTheme(<WithWallets />);
    const list = screen.getByRole('list', { name: /try a demo wallet/i });
    expect(list).toHaveTextContent('whale.ethEmpty');
    await user.click(screen.getByRole('button', { name: 'whale.eth' }));
    expect(input()).toHaveValue('whale.eth');
    expect(input()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    expect(input()).toHaveValue('0x5555555555555555555555555555555555555555');
  });

  describe('a paste', () => {
    const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

    it('reads an Etherscan address link as its address', async () => {
      const user = userEvent.setup();
      renderWithTheme(<PasteHarness />);
      await user.click(input());
      await user.paste(`https://etherscan.io/address/${VITALIK}`);
      expect(input()).toHaveValue(VITALIK);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('reads a sentence with one address as that address', async () => {
      const user = userEvent.setup();
      renderWithTheme(<PasteHarness />);
      await user.click(input());
      await user.paste(`my main wallet: ${VITALIK} (thanks!)`);
      expect(input()).toHaveValue(VITALIK);
    });

    it('says a name longer than the input does not fit, keeping it whole', async () => {
      const user = userEvent.setup();
      const name = 'a-name-much-longer-than-the-input-allows-here.eth';
      renderWithTheme(<PasteHarness />);
      await user.click(input());
      await user.paste(name);
      expect(input()).toHaveValue(name);
      expect(screen.getByRole('alert')).toHaveTextContent(`Invalid EVM AddressIt does not fit: ${name.length} characters, where the input takes 44.`);
      expect(button()).toBeDisabled();
    });

    it('leaves a paste that fits as the browser makes it', async () => {
      const user = userEvent.setup();
      renderWithTheme(<PasteHarness />);
      await user.click(input());
      await user.paste('whale.eth');
      expect(input()).toHaveValue('whale.eth');
    });
  });

  it('gives a demo wallet as the example where the service runs its own chains', () => {
    const wallets = [{ label: 'Whale', address: '0x4444444444444444444444444444444444444444', ensName: 'whale.eth', description: 'Every token.' }];
    renderWithTheme(<PasteHarness demoWallets={wallets} />);
    expect(input()).toHaveAccessibleDescription(
      asDescribed(
        'An address is 0x and 40 characters (0–9, a–f), for example 0x4444444444444444444444444444444444444444. An ENS name ending in .eth, such as whale.eth, works too.',
      ),
    );
  });

  it('offers no demo wallets when the service has none', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows no error and an enabled button when there is no error', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(button()).toBeEnabled();
  });

  describe('after a rejected submit', () => {
    it('puts the focus back in the input when the button was clicked, and Backspace edits the end', async () => {
      const user = userEvent.setup();
      renderWithTheme(<RejectingHarness />);
      await user.type(input(), '0x123');
      await user.click(button());
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid EVM Address');
      expect(button()).toBeDisabled();
      expect(input()).toHaveFocus();
      expect(input()).toHaveAccessibleDescription(new RegExp('^Invalid EVM Address'));

      await user.keyboard('{Backspace}');
      expect(input()).toHaveValue('0x12');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button()).toBeEnabled();
    });

    it('puts the cursor after the last character, wherever it was before', async () => {
      const user = userEvent.setup();
      renderWithTheme(<RejectingHarness />);
      await user.type(input(), '0xabc');
      input().setSelectionRange(0, 0);
      await user.click(button());
      expect(input()).toHaveFocus();
      expect(input()).toHaveProperty('selectionStart', 5);
      expect(input()).toHaveProperty('selectionEnd', 5);
      await user.keyboard('d');
      expect(input()).toHaveValue('0xabcd');
    });

    it('puts the focus back in the input when the button was pressed from the keyboard', async () => {
      const user = userEvent.setup();
      renderWithTheme(<RejectingHarness />);
      await user.type(input(), 'nope');
      await user.tab();
      expect(button()).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(button()).toBeDisabled();
      expect(input()).toHaveFocus();
    });

    it('keeps the focus in the input after Enter there', async () => {
      const user = userEvent.setup();
      renderWithTheme(<RejectingHarness />);
      await user.type(input(), 'nope{Enter}');
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(input()).toHaveFocus();
    });
  });

  it('does not take the focus for an error already shown when the form appears', () => {
    renderWithTheme(<Harness error={TOO_SHORT} />);
    expect(input()).not.toHaveFocus();
  });
});
