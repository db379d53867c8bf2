import { CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../testing/fixtures';
import { isValidEvmAddress, isValidWalletInput } from './evmAddress';

test.each([
  ['an EIP-55 checksummed address', CHECKSUMMED_ADDRESS, true],
  ['an all-lowercase address', LOWERCASE_ADDRESS, true],
  ['an all-uppercase address', `0x${LOWERCASE_ADDRESS.slice(2).toUpperCase()}`, true],
  ['spaces around a valid address', `\t${CHECKSUMMED_ADDRESS} `, true],
  ['mixed case with a wrong checksum', CHECKSUMMED_ADDRESS.toLowerCase().replace('a', 'A'), false],
  ['41 hex characters', `${LOWERCASE_ADDRESS}0`, false],
  ['no 0x prefix', LOWERCASE_ADDRESS.slice(2), false],
  ['non-hex characters', `0x${'g'.repeat(40)}`, false],
  ['an empty input', '', false],
])('%s → %s', async (_case, input, valid) => {
  expect(await isValidEvmAddress(input)).toBe(valid);
});

test.each([
  ['a demo name', 'whale.eth', true],
  ['a name in capitals, spaces around it (normalised to whale.eth)', ' Whale.ETH\t', true],
  ['a subname', 'pay.whale.eth', true],
  ['a name of 44 characters', `${'a'.repeat(40)}.eth`, true],
  ['a name of 45 characters', `${'a'.repeat(41)}.eth`, false],
  ['another top-level name', 'whale.com', false],
  ['no label before .eth', '.eth', false],
  ['an underscore inside a label (ENSIP-15 refuses it)', 'a_b.eth', false],
  ['a space inside', 'wha le.eth', false],
  ['an address', CHECKSUMMED_ADDRESS, true],
  ['neither', 'hello', false],
])('%s → %s', async (_case, input, valid) => {
  expect(await isValidWalletInput(input)).toBe(valid);
});
