import 'styled-components';
import type { RibbitTheme } from './theme';

declare module 'styled-components' {
  // An interface can only extend, so the theme's shape is declared once, in theme.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging into styled-components' DefaultTheme needs an interface
  export interface DefaultTheme extends RibbitTheme {}
}
