import { screen } from '@testing-library/react';
import { Mascot } from './Mascot';
import { renderWithTheme } from './test-utils/renderWithTheme';

describe('Mascot', () => {
  it('is an image named "Ribbit the frog" at the requested size', () => {
    renderWithTheme(<Mascot size={64} />);
    const frog = screen.getByRole('img', { name: 'Ribbit the frog' });
    expect(frog).toHaveAttribute('width', '64');
    expect(frog.querySelectorAll('rect').length).toBeGreaterThan(20);
  });
});
