/**
 * The input's rule (decisions.md): after trimming, an EVM address (`0x` plus 40 hex characters; in
 * mixed case, with a valid EIP-55 checksum) or an ENS name (one ENSIP-15 normalisation accepts,
 * ending in `.eth`, within 44 characters). What fails shows the spec's "Invalid EVM Address" and,
 * beside it, why in words (`walletInputProblem`). The keccak code is loaded only for mixed case, and
 * the normaliser (with its Unicode tables) only for an input that could be a name, keeping both out
 * of the first bundle.
 */

/** The input's limit, which a name must fit too. */
const MAX_NAME_LENGTH = 44;
const HEX_DIGITS = 40;
const NOT_HEX = /[^0-9a-fA-F]/u;

const NEITHER = 'Enter an address (0x followed by 40 characters, 0–9 and a–f) or an ENS name ending in .eth.';

/** How a character is named in a reason: "a space", or itself in quotes. */
const shown = (character: string) => (/\s/.test(character) ? 'a space' : `"${character}"`);

/** Why an input that starts with 0x is not an address; null when it is one. */
async function addressProblem(address: string): Promise<string | null> {
  const hex = address.slice(2);
  const bad = NOT_HEX.exec(hex);
  if (bad) return `${shown(bad[0])} at character ${bad.index + 3} is not hexadecimal: after 0x an address has only 0–9 and a–f.`;
  if (hex.length < HEX_DIGITS) return `Too short: ${hex.length} of the ${HEX_DIGITS} characters after 0x.`;
  if (hex.length > HEX_DIGITS) return `Too long: ${hex.length} characters after 0x, where an address has ${HEX_DIGITS}.`;
  // All-lower or all-upper hex carries no checksum to check.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  const { checksumAddress } = await import('viem');
  const expected = checksumAddress(`0x${hex.toLowerCase()}`);
  // Hex only by now, so one character is one code unit.
  const wrong = Array.from(address, (_, index) => index).filter((index) => address[index] !== expected[index]);
  if (wrong.length === 0) return null;
  // A typo changes about half of the letters' case; one or two off is a case slip, worth pointing at.
  if (wrong.length > 2)
    return 'Its capital letters do not match the address’s checksum, so a character may be mistyped: check it against where you copied it from.';
  // Each letter in a few of its neighbours, as it is hard to count to the 27th character.
  const each = wrong.map(
    (index) => `the "${address[index]}" in "${address.slice(Math.max(2, index - 3), index + 3)}" (character ${index + 1}) should be "${expected[index]}"`,
  );
  return `The case of ${wrong.length === 1 ? 'one letter' : 'two letters'} does not match the address’s checksum: ${each.join(', and ')}.`;
}

/** ENSIP-15's refusal in everyday words: `Invalid label "a b"‎: disallowed character: " "‎ {20}`. */
function nameRefusal(message: string): string {
  const detail = message.replaceAll('\u200e', '').replace(/^Invalid label "[^"]*":\s*/, '');
  if (detail.startsWith('empty label')) return 'there is nothing between two dots, or before .eth';
  if (detail.startsWith('underscore')) return 'an underscore is allowed only at the start of a name';
  const disallowed = /^disallowed character: "(.+)"/.exec(detail);
  if (disallowed) return `${shown(disallowed[1])} is not allowed in a name`;
  return detail.replace(/\s*\{[0-9A-F ]+\}$/, '');
}

/** Why an input ending in .eth is not a name the service may resolve; null when it is one. */
async function nameProblem(name: string): Promise<string | null> {
  if (name.length > MAX_NAME_LENGTH) return `Too long: an ENS name here has at most ${MAX_NAME_LENGTH} characters.`;
  const { normalize } = await import('viem/ens');
  let normalised: string;
  try {
    normalised = normalize(name);
  } catch (failure) {
    return `Not a name ENS accepts: ${nameRefusal(failure instanceof Error ? failure.message : String(failure))}.`;
  }
  if (normalised.length > MAX_NAME_LENGTH) return `Too long once written as ENS writes it (${normalised}): at most ${MAX_NAME_LENGTH} characters.`;
  return normalised.endsWith('.eth') && normalised.length > '.eth'.length ? null : 'Not a name ENS accepts: it must end in .eth.';
}

/** What the input accepts: null for an address or an ENS name, else why not, in words that go beside "Invalid EVM Address". */
export async function walletInputProblem(input: string): Promise<string | null> {
  const trimmed = input.trim();
  if (trimmed === '') return NEITHER;
  if (/\.eth$/i.test(trimmed)) return nameProblem(trimmed);
  if (trimmed.includes('.')) return 'Only names ending in .eth can be looked up (ENS, on Ethereum).';
  if (trimmed.startsWith('0x')) return addressProblem(trimmed);
  if (trimmed.startsWith('0X')) return 'An address starts with 0x, with a small x.';
  if (trimmed.length === HEX_DIGITS && !NOT_HEX.test(trimmed)) return 'An address starts with 0x: add it in front.';
  return NEITHER;
}
