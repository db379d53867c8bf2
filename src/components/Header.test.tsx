import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Header } from './Header';
import { theme } from './theme';

const SOCIAL_URL = 'https://example.org/ribbit';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider theme={theme}>
        <Header socialUrl={SOCIAL_URL} />
        <Routes>
          <Route path="/" element={<p>main screen</p>} />
          <Route path="/settings" element={<p>settings screen</p>} />
        </Routes>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('links the logo and product name to the main screen', async () => {
    renderAt('/settings');
    const home = screen.getByRole('link', { name: 'Ribbit' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(screen.getByText('main screen')).toBeInTheDocument();
  });

  it('has a settings icon link named "Settings" that opens /settings', async () => {
    renderAt('/');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    await userEvent.click(settings);
    expect(screen.getByText('settings screen')).toBeInTheDocument();
  });

  it('opens the social link in a new tab without handing over the opener', () => {
    renderAt('/');
    const social = screen.getByRole('link', { name: /opens in a new tab/i });
    expect(social).toHaveAttribute('href', SOCIAL_URL);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reaches every link with the keyboard', async () => {
    renderAt('/');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ribbit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /opens in a new tab/i })).toHaveFocus();
  });
});
