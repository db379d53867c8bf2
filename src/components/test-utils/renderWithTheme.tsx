import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </MemoryRouter>
  );
}

/**
 * Renders a presentational component with what it needs and nothing more: the theme and a router.
 * Passed as a wrapper so `rerender` keeps them.
 */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Providers });
}
