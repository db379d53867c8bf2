import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../../../components/theme';
import { renderWithTheme } from '../../../components/test-utils/renderWithTheme';
import { InputView } from './InputView';

interface Options {
  error?: string | null;
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
  const [error, setError] = useState<string | null>(null);
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
          setError('Invalid EVM Address');
        }}
      />
      <a href="#elsewhere">Elsewhere</a>
    </>
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

  it('announces the error, ties it to the input and disables the button', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Harness error="Invalid EVM Address" onSubmit={onSubmit} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid EVM Address');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Invalid EVM Address');
    expect(button()).toBeDisabled();
    await userEvent.click(button());
    expect(onSubmit).not.toHaveBeenCalled();
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
      expect(input()).toHaveAccessibleDescription('Invalid EVM Address');

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
    renderWithTheme(<Harness error="Invalid EVM Address" />);
    expect(input()).not.toHaveFocus();
  });
});
