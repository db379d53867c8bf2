const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The input's rule (decisions.md): after trimming, `0x` plus 40 hex characters; an address
 * in mixed case must carry a valid EIP-55 checksum. All-lower or all-upper hex has none to
 * check. The keccak code is loaded only for mixed case, keeping it out of the first bundle.
 */
export async function isValidEvmAddress(input: string): Promise<boolean> {
  const address = input.trim();
  if (!HEX_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const { checksumAddress } = await import('viem');
  return checksumAddress(`0x${hex}`) === address;
}

/** The input's limit, which a name must fit too. */
const MAX_NAME_LENGTH = 44;

/**
 * An ENS name the service may resolve (decisions.md, "ENS names"): after trimming, one that
 * ENSIP-15 normalisation accepts, ending in `.eth` once normalised, within 44 characters. The
 * normaliser (with its Unicode tables) is loaded only for an input that could be such a name.
 */
export async function isEnsName(input: string): Promise<boolean> {
  const name = input.trim();
  if (name.length > MAX_NAME_LENGTH || !/\.eth$/i.test(name)) return false;
  const { normalize } = await import('viem/ens');
  try {
    const normalised = normalize(name);
    return normalised.endsWith('.eth') && normalised.length > '.eth'.length && normalised.length <= MAX_NAME_LENGTH;
  } catch {
    return false;
  }
}

/** What the input accepts: an EVM address (above) or an ENS name. */
export async function isValidWalletInput(input: string): Promise<boolean> {
  return (await isValidEvmAddress(input)) || isEnsName(input);
}
