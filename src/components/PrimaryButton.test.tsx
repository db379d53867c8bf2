import { screen } from '@testing-library/react';
import { PrimaryButton } from './PrimaryButton';
import { theme } from './theme';
import { renderWithTheme } from './test-utils/renderWithTheme';

describe('PrimaryButton', () => {
  it('is uppercase, capped at 448 px, and never submits a form unless asked', () => {
    const submit = jest.fn((event: Event) => {
      event.preventDefault();
    });
    renderWithTheme(
      <form
        onSubmit={(event) => {
          submit(event.nativeEvent);
        }}
      >
        <PrimaryButton>Next</PrimaryButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveStyle({ textTransform: 'uppercase', maxWidth: theme.layout.buttonMaxWidth });
    expect(button).toHaveAttribute('type', 'button');
    button.click();
    expect(submit).not.toHaveBeenCalled();
  });
});
