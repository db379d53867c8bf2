import { CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../testing/fixtures';
import { walletInputProblem } from './evmAddress';

// CHECKSUMMED_ADDRESS is 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed: its 4th character is a small "a".
const oneCaseSlip = `0x5aAE${CHECKSUMMED_ADDRESS.slice(6)}`;

describe('what passes', () => {
  test.each([
    ['an EIP-55 checksummed address', CHECKSUMMED_ADDRESS],
    ['an all-lowercase address', LOWERCASE_ADDRESS],
    ['an all-uppercase address', `0x${LOWERCASE_ADDRESS.slice(2).toUpperCase()}`],
    ['spaces around a valid address', `\t${CHECKSUMMED_ADDRESS} `],
    ['a demo name', 'whale.eth'],
    ['a name in capitals, spaces around it (normalised to whale.eth)', ' Whale.ETH\t'],
    ['a subname', 'pay.whale.eth'],
    ['a name of 44 characters', `${'a'.repeat(40)}.eth`],
  ])('%s', async (_case, input) => {
    expect(await walletInputProblem(input)).toBeNull();
  });
});

describe('what fails says why', () => {
  test.each([
    ['an empty input', '', 'Enter an address (0x followed by 40 characters, 0–9 and a–f) or an ENS name ending in .eth.'],
    ['random text', 'hello', 'Enter an address (0x followed by 40 characters, 0–9 and a–f) or an ENS name ending in .eth.'],
    ['one hex digit short', LOWERCASE_ADDRESS.slice(0, -1), 'Too short: 39 of the 40 characters after 0x.'],
    ['one hex digit too many', `${LOWERCASE_ADDRESS}0`, 'Too long: 41 characters after 0x, where an address has 40.'],
    ['a letter that is not hex', `0x${'g'.repeat(40)}`, '"g" at character 3 is not hexadecimal: after 0x an address has only 0–9 and a–f.'],
    [
      'a space inside',
      `${LOWERCASE_ADDRESS.slice(0, 10)} ${LOWERCASE_ADDRESS.slice(11)}`,
      'a space at character 11 is not hexadecimal: after 0x an address has only 0–9 and a–f.',
    ],
    ['no 0x in front', LOWERCASE_ADDRESS.slice(2), 'An address starts with 0x: add it in front.'],
    ['a capital X', `0X${LOWERCASE_ADDRESS.slice(2)}`, 'An address starts with 0x, with a small x.'],
    [
      'one letter in the wrong case',
      oneCaseSlip,
      'The case of one letter does not match the address’s checksum: the "E" in "5aAEb6" (character 6) should be "e".',
    ],
    [
      'two letters in the wrong case',
      `0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD`,
      'The case of two letters does not match the address’s checksum: the "A" in "5AAe" (character 4) should be "a", and the "D" in "eAeD" (character 42) should be "d".',
    ],
    [
      'a mistyped character (its checksum is another address’s)',
      CHECKSUMMED_ADDRESS.replace('6053', '6054'),
      'Its capital letters do not match the address’s checksum, so a character may be mistyped: check it against where you copied it from.',
    ],
    ['a name of 45 characters', `${'a'.repeat(41)}.eth`, 'Too long: an ENS name here has at most 44 characters.'],
    ['another top-level name', 'whale.com', 'Only names ending in .eth can be looked up (ENS, on Ethereum).'],
    ['no label before .eth', '.eth', 'Not a name ENS accepts: there is nothing between two dots, or before .eth.'],
    ['an underscore inside a label', 'a_b.eth', 'Not a name ENS accepts: an underscore is allowed only at the start of a name.'],
    ['a space inside a name', 'wha le.eth', 'Not a name ENS accepts: a space is not allowed in a name.'],
  ])('%s', async (_case, input, reason) => {
    expect(await walletInputProblem(input)).toBe(reason);
  });
});
