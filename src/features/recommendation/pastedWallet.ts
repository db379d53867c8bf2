/**
 * What a paste into the wallet input means (docs/web.md "The way in"). People copy an address from
 * a block explorer's page or from a message, rarely the bare 42 characters: an Etherscan or Basescan
 * address link, or a sentence with one address in it, is read as that address. Anything else longer
 * than the input's 44 characters would be cut by the browser (maxLength) and then refused as a
 * different text: it is kept whole, and said not to fit.
 */

/** The input refuses more characters than this (spec). */
export const ADDRESS_MAX_LENGTH = 44;

/** An address on its own: 0x and 40 hex digits, not the start of a longer hex string (a transaction hash has 64). */
const ADDRESS = /(?<![0-9A-Za-z])0x[0-9A-Fa-f]{40}(?![0-9A-Za-z])/g;
const LINK = /https?:\/\/\S+/gi;
/** The explorers whose `/address/0x…` pages name a wallet: Etherscan (Ethereum) and Basescan (Base), as their sites write links. */
const EXPLORERS = ['etherscan.io', 'basescan.org'];

/** The address of an explorer's address page (`https://etherscan.io/address/0x…#tokentxns`); null for any other link. */
function addressOfLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.replace(/[.,;:!?)\]]+$/, ''));
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!EXPLORERS.some((explorer) => host === explorer || host.endsWith(`.${explorer}`))) return null;
  const page = /^\/address\/(0x[0-9A-Fa-f]{40})\/?$/.exec(url.pathname);
  return page ? page[1] : null;
}

/**
 * The one address a pasted text names, or null when it names none or several. A link stands for
 * its address when it is an explorer's address page, and for nothing otherwise (a token's or a
 * transaction's page names a contract, not a wallet).
 */
export function addressIn(text: string): string | null {
  const read = text.replace(LINK, (link) => ` ${addressOfLink(link) ?? ''} `);
  const found = [...new Set(Array.from(read.matchAll(ADDRESS), ([address]) => address))];
  const distinct = new Set(found.map((address) => address.toLowerCase()));
  return distinct.size === 1 ? found[0] : null;
}

/** What a paste makes of the input: an address read from it, a text too long to fit, or (null) a plain paste. */
export type Pasted = { kind: 'address'; address: string } | { kind: 'too-long'; text: string };

/** `next` is the input's text with the paste in place; `pasted` the text pasted. */
export function readPaste(pasted: string, next: string): Pasted | null {
  const trimmed = pasted.trim();
  const address = addressIn(trimmed);
  // An address pasted on its own goes where the caret is, as usual, unless that would not fit: then it replaces the text.
  if (address !== null && (address !== trimmed || next.length > ADDRESS_MAX_LENGTH)) return { kind: 'address', address };
  if (next.length > ADDRESS_MAX_LENGTH) return { kind: 'too-long', text: next };
  return null;
}

/** Said beside "Invalid EVM Address" for a text that does not fit. */
export const doesNotFit = (length: number) =>
  `It does not fit: ${length} characters, where the input takes ${ADDRESS_MAX_LENGTH}. Paste an address (0x and 40 characters), a link to its Etherscan or Basescan page, or an ENS name of at most ${ADDRESS_MAX_LENGTH} characters.`;
