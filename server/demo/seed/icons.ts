/**
 * Token icons on the local chain are served by Ribbit itself at /icons/{symbol}.svg
 * from the cryptocurrency-icons package; tokens it has no icon for get none.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const iconsDir = path.join(path.dirname(createRequire(__filename).resolve('cryptocurrency-icons/package.json')), 'svg', 'color');

/** Same-origin icon URL, or undefined when the package has no icon for the symbol. */
export function localIconUrl(symbol: string): string | undefined {
  const file = `${symbol.toLowerCase()}.svg`;
  return existsSync(path.join(iconsDir, file)) ? `/icons/${file}` : undefined;
}
