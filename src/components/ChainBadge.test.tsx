import { fireEvent, screen } from '@testing-library/react';
import { ChainBadge } from './ChainBadge';
import { renderWithTheme } from './test-utils/renderWithTheme';

describe('ChainBadge', () => {
  it('shows the chain name beside its locally served icon, which is decorative', () => {
    const { container } = renderWithTheme(<ChainBadge chainId={8453} name="Base" />);
    expect(screen.getByText('Base')).toBeVisible();
    const icon = container.querySelector('img');
    expect(icon).toHaveAttribute('src', '/icons/chains/8453.svg');
    expect(icon).toHaveAttribute('alt', '');
    // alt="" keeps the icon out of the accessibility tree: the name is the text.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is read as "on Base" by screen readers', () => {
    const { container } = renderWithTheme(<ChainBadge chainId={8453} name="Base" />);
    expect(container).toHaveTextContent('on Base');
  });

  it('shows the name only, with no broken image, when the chain has no icon file', () => {
    const { container } = renderWithTheme(<ChainBadge chainId={31337} name="Chain 31337" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Chain 31337')).toBeVisible();
  });

  it('tries the icon of another chain after an earlier one failed', () => {
    const { container, rerender } = renderWithTheme(<ChainBadge chainId={31337} name="Chain 31337" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<ChainBadge chainId={10} name="OP Mainnet" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/icons/chains/10.svg');
  });
});
