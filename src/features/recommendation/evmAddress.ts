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
