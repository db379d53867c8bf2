import { css } from 'styled-components';
import type { RibbitTheme } from './theme';

/** A colour of the theme's palette (the mascot's pixel colours are its own). */
type Colour = Exclude<keyof RibbitTheme['colors'], 'pixel'>;

/**
 * The raised pixel block the main button and the toasts wear: a square 2 px border (`edge`), its
 * `fill` and the `ink` of the text on it (chosen together, for their contrast), and a hard 4 px
 * drop shadow with no blur (`shadow`), as if cut from the page's pixel grid. The colours come
 * in that order, not as an object: the button is in the first bundle, where the keys cost bytes.
 */
export function pixelBlock(edge: Colour, fill: Colour, ink: Colour, shadow: Colour) {
  return css`
    border: 2px solid ${({ theme }) => theme.colors[edge]};
    border-radius: ${({ theme }) => theme.radii.none};
    background: ${({ theme }) => theme.colors[fill]};
    box-shadow: 4px 4px 0 ${({ theme }) => theme.colors[shadow]};
    color: ${({ theme }) => theme.colors[ink]};
  `;
}
