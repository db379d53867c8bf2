/**
 * The one place where Ribbit's colours, fonts and sizes live.
 * Components read them through styled-components' `props.theme` or `useTheme()`.
 */
export const theme = {
  colors: {
    /** Page background: a deep pond green. */
    background: '#051a0e',
    /** Cards and panels on top of the background. */
    surface: '#0b2917',
    /** Raised elements inside a surface (inputs, grid cells). */
    surfaceRaised: '#103520',
    border: '#1f5935',
    /** Neon green: primary actions, focus rings, highlights. */
    accent: '#39ff14',
    /** Darker accent for pixel drop-shadows under accent surfaces. */
    accentShadow: '#168a00',
    /** Text drawn on top of the accent colour. */
    onAccent: '#031208',
    text: '#e7f8ea',
    muted: '#9cc2a6',
    danger: '#ff5c6c',
    disabled: '#2c4a37',
    disabledText: '#8aa593',
    /** Action tones: sell/strongly sell, hold, buy/buy more. */
    red: '#ff5c6c',
    blue: '#5cb8ff',
    green: '#6bff8f',
    /** A loan's warning (health factor under 1.5): between the green of safe and the red of danger. */
    amber: '#ffc857',
    /** Pixel-art palette of the mascot and the placeholder icon. */
    pixel: {
      outline: '#0b3a1a',
      frog: '#39d353',
      frogShade: '#1f9a35',
      belly: '#c6f7a1',
      eyeWhite: '#f4fff0',
      pupil: '#031208',
      blush: '#ff8fa3',
      coin: '#2b6b42',
      coinEdge: '#184a2b',
      coinGlyph: '#c6f7a1',
    },
  },
  /** The allocation bar's parts, largest first (the rest grouped wears `muted`): told apart by hue, each named in words. */
  chart: ['#39ff14', '#5cb8ff', '#ffc857', '#c58cff', '#ff9f43', '#4dd9c9'],
  fonts: {
    /** Bundled pixel font, for headings, badges and buttons only: it is hard to read in long text. */
    heading: "'Press Start 2P', ui-monospace, monospace",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** px */
  radii: { none: '0', small: '2px', medium: '4px' },
  /** px: a 4 px grid, which also keeps pixel art crisp. */
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  /**
   * Widest the main column gets, and the primary button's cap from the spec. The header is
   * 44 px touch targets, 8 px of padding above and below, and a 2 px bottom border; toasts start below it.
   */
  layout: { contentMaxWidth: '720px', buttonMaxWidth: '448px', headerHeight: '62px' },
} as const;

export type RibbitTheme = typeof theme;
