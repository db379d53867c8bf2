import { addressIn, doesNotFit, readPaste } from './pastedWallet';

// vitalik.eth's address, as Etherscan's page for it writes it (checksummed).
const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const OTHER = '0x4444444444444444444444444444444444444444';
const TX_HASH = `0x${'ab'.repeat(32)}`;

describe('addressIn', () => {
  it.each([
    ['an Etherscan address link', `https://etherscan.io/address/${VITALIK}`],
    ['a Basescan address link with a tab', `https://basescan.org/address/${VITALIK}#tokentxns`],
    ['a link with a trailing slash and a full stop after it', `See https://etherscan.io/address/${VITALIK}/.`],
    ['a sentence with one address', `Hi! My wallet is ${VITALIK}, can you check it?`],
    ['a sentence naming the same address twice, in two cases', `${VITALIK} (${VITALIK.toLowerCase()})`],
  ])('reads %s as that address', (_case, text) => {
    expect(addressIn(text)).toBe(VITALIK);
  });

  it.each([
    ['two addresses', `from ${VITALIK} to ${OTHER}`],
    ['a token page (a contract, not a wallet)', `https://etherscan.io/token/${VITALIK}`],
    ['another site’s address page', `https://example.com/address/${VITALIK}`],
    ['a transaction hash', `https://etherscan.io/tx/${TX_HASH}`],
    ['a hash in a sentence', `the transaction ${TX_HASH} failed`],
    ['no address at all', 'hello'],
  ])('reads nothing from %s', (_case, text) => {
    expect(addressIn(text)).toBeNull();
  });
});

describe('readPaste', () => {
  it('takes the address from a pasted link, whatever the input held', () => {
    const link = `https://etherscan.io/address/${VITALIK}`;
    expect(readPaste(link, `0x12${link}`)).toEqual({ kind: 'address', address: VITALIK });
  });

  it('leaves a paste that fits to the browser, an address on its own included', () => {
    expect(readPaste(VITALIK, VITALIK)).toBeNull();
    expect(readPaste('whale.eth', 'whale.eth')).toBeNull();
  });

  it('replaces the text with a pasted address that would not fit beside it', () => {
    expect(readPaste(VITALIK, `0x12${VITALIK}`)).toEqual({ kind: 'address', address: VITALIK });
  });

  it('keeps a name longer than the input whole, to say it does not fit', () => {
    const name = 'a-name-much-longer-than-the-input-allows-here.eth';
    expect(readPaste(name, name)).toEqual({ kind: 'too-long', text: name });
    expect(doesNotFit(name.length)).toMatch(/^It does not fit: 49 characters, where the input takes 44\./);
  });
});
