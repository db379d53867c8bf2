import 'styled-components';
import type { RibbitTheme } from './theme';

declare module 'styled-components' {
  // An interface can only extend, so the theme's shape is declared once, in theme.ts.
  export interface DefaultTheme extends RibbitTheme {}
}
