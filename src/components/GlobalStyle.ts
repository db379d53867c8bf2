import { createGlobalStyle } from 'styled-components';
import pressStart2pLatin from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2';

/** Page-wide rules: the bundled pixel font, colours, box model, focus ring and reduced motion. */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Press Start 2P';
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url(${pressStart2pLatin}) format('woff2');
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: dark;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background-color: ${({ theme }) => theme.colors.background};
    /* A faint pixel grid keeps the pond from looking flat. */
    background-image:
      linear-gradient(${({ theme }) => theme.colors.surface}66 1px, transparent 1px),
      linear-gradient(90deg, ${({ theme }) => theme.colors.surface}66 1px, transparent 1px);
    background-size: 16px 16px;
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 400;
    line-height: 1.6;
    margin: 0;
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }

  img, svg {
    display: block;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
