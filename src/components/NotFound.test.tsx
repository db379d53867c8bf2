import { screen } from '@testing-library/react';
import { NotFound } from './NotFound';
import { renderWithTheme } from './test-utils/renderWithTheme';

describe('NotFound', () => {
  it('shows its title as a heading and what the caller offers next', () => {
    renderWithTheme(
      <NotFound title="Recommendation not found">
        <a href="/">Back to main</a>
      </NotFound>,
    );
    expect(screen.getByRole('heading', { name: 'Recommendation not found' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recommendation not found' })).toContainElement(screen.getByRole('link', { name: 'Back to main' }));
  });
});
