import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasSpamName } from '../../src/engine/spam';

const spam = (name: string, symbol = 'TKN') => hasSpamName({ name, symbol });

describe('spam names', () => {
  it('flags names and symbols that carry a URL', () => {
    assert.ok(spam('Visit https://scam.example to claim'));
    assert.ok(spam('www.eth-bonus.net'));
    assert.ok(spam('USDC', 'usdc-gift.com'));
    assert.ok(spam('Drop', 'X.IO'));
    assert.ok(spam('join t.me/scammers'));
    assert.ok(spam('Coin.xyz Token'));
  });

  it('flags claim-style bait', () => {
    assert.ok(spam('Claim your ETH'));
    assert.ok(spam('Airdrop Pass'));
    assert.ok(spam('Rewards Token'));
    assert.ok(spam('Get FREE ETH'));
    assert.ok(spam('Please visit our site'));
  });

  it('leaves ordinary token names alone', () => {
    for (const [name, symbol] of [
      ['Wrapped Ether', 'WETH'],
      ['USD Coin', 'USDC'],
      ['ChainLink Token', 'LINK'],
      ['Freedom Coin', 'FREE2'],
      ['Uniswap', 'UNI'],
      ['Ether', 'ETH'],
      ['Dai Stablecoin', 'DAI'],
      ['yearn.finance', 'YFI'],
      ['0x Protocol Token', 'ZRX'],
    ]) {
      assert.equal(hasSpamName({ name, symbol }), false, `${name} (${symbol})`);
    }
  });
});
