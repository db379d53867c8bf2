/**
 * The two dynamic answers the markets' discovery decodes: a reserve list, and a token's symbol or name,
 * which some tokens answer as a bytes32 (MKR) and a hostile one as nothing printable.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeAbiParameters, stringToHex, type Hex } from 'viem';
import { addressList, text } from '../../src/protocols/abiWords';

const ok = (returnData: Hex) => ({ success: true, returnData });

describe('the discovery’s dynamic answers', () => {
  it('reads a symbol as an ABI string or a bytes32, and refuses an empty or unprintable one', () => {
    assert.equal(text(ok(encodeAbiParameters([{ type: 'string' }], ['UNI']))), 'UNI');
    assert.equal(text(ok(stringToHex('MKR', { size: 32 }))), 'MKR');
    assert.equal(text(ok(encodeAbiParameters([{ type: 'string' }], ['  ']))), null);
    assert.equal(text(ok(encodeAbiParameters([{ type: 'string' }], ['a\u0000b']))), null);
    assert.equal(text(ok('0x')), null);
    assert.equal(text({ success: false, returnData: encodeAbiParameters([{ type: 'string' }], ['UNI']) }), null);
  });

  it('reads an address list checksummed, and no list from an empty or failed answer', () => {
    const list = ['0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'] as const;
    assert.deepEqual(addressList(ok(encodeAbiParameters([{ type: 'address[]' }], [list]))), [
      '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ]);
    assert.equal(addressList(ok('0x')), null);
    assert.equal(addressList({ success: false, returnData: '0x' }), null);
  });
});
