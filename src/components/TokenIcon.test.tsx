import { fireEvent, screen } from '@testing-library/react';
import { TokenIcon } from './TokenIcon';
import { renderWithTheme } from './test-utils/renderWithTheme';

describe('TokenIcon', () => {
  it('shows the token image when it has one', () => {
    renderWithTheme(<TokenIcon src="/icons/eth.svg" symbol="ETH" />);
    const icon = screen.getByRole('img', { name: 'ETH icon' });
    expect(icon.tagName).toBe('IMG');
    expect(icon).toHaveAttribute('src', '/icons/eth.svg');
    expect(icon).not.toHaveAttribute('data-placeholder');
  });

  it('draws the built-in placeholder when there is no icon', () => {
    renderWithTheme(<TokenIcon symbol="PEPE" />);
    const icon = screen.getByRole('img', { name: 'PEPE icon' });
    expect(icon).toHaveAttribute('data-placeholder');
    expect(document.querySelector('img')).toBeNull();
  });

  it('swaps to the placeholder when the image fails to load', () => {
    renderWithTheme(<TokenIcon src="/icons/missing.svg" symbol="LINK" />);
    fireEvent.error(screen.getByRole('img', { name: 'LINK icon' }));
    expect(screen.getByRole('img', { name: 'LINK icon' })).toHaveAttribute('data-placeholder');
    expect(document.querySelector('img')).toBeNull();
  });

  it('tries a new icon again after an earlier one failed', () => {
    const { rerender } = renderWithTheme(<TokenIcon src="/icons/missing.svg" symbol="LINK" />);
    fireEvent.error(screen.getByRole('img', { name: 'LINK icon' }));
    rerender(<TokenIcon src="/icons/link.svg" symbol="LINK" />);
    expect(screen.getByRole('img', { name: 'LINK icon' })).toHaveAttribute('src', '/icons/link.svg');
  });
});
