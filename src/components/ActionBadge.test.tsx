import { screen } from '@testing-library/react';
import type { Action } from '../api/types';
import { ActionBadge } from './ActionBadge';
import { theme } from './theme';
import { renderWithTheme } from './test-utils/renderWithTheme';

const EXPECTED: Array<[Action, 'red' | 'blue' | 'green']> = [
  ['sell', 'red'],
  ['strongly sell', 'red'],
  ['hold', 'blue'],
  ['buy', 'green'],
  ['buy more', 'green'],
];

describe('ActionBadge', () => {
  it.each(EXPECTED)('shows "%s" in %s', (action, tone) => {
    renderWithTheme(<ActionBadge action={action} />);
    const badge = screen.getByText(action);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ color: theme.colors[tone], borderColor: theme.colors[tone] });
  });
});
