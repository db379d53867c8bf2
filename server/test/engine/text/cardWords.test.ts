/**
 * A card's words (text/cardWords.ts): the call with the plan's own amounts first, then its reason, where the plan
 * leaves the token and what would change the call.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterWords, cashFlowWords, keptWords, otherHoldingWords, tradedWords, tradeWords, type CardTrade } from '../../../src/engine/text/cardWords';

const sale = (over: Partial<CardTrade> = {}): CardTrade => ({
  side: 'sell',
  units: 60.5,
  usd: 204_117,
  symbol: 'ETH',
  cash: ['USDC'],
  where: '',
  share: 0.5,
  ...over,
});
const reason = { short: 'it is 17% of your money and causes 74% of its ups and downs', long: 'ETH is 17% of your money and causes 74% of its ups and downs' };

describe('the trade in words', () => {
  it('a sale says how much of the holding, the units, the chain, the stablecoin and the dollars', () => {
    assert.equal(tradeWords(sale({ where: 'on Ethereum' })), 'sell half of it, 60.5 ETH on Ethereum, for USDC ($204,117)');
    assert.equal(tradeWords(sale({ share: 1, units: 12_000, symbol: 'UST', usd: 10_680 })), 'sell all of it, 12,000 UST, for USDC ($10,680)');
    assert.equal(tradeWords(sale({ share: 0.67 })), 'sell 67% of it, 60.5 ETH, for USDC ($204,117)');
    assert.equal(tradeWords(sale({ share: 0.0451 })), 'sell 4.5% of it, 60.5 ETH, for USDC ($204,117)');
    assert.equal(tradeWords(sale({ share: 0.4999 })), 'sell half of it, 60.5 ETH, for USDC ($204,117)', 'half to the cent');
  });

  it('a buy says more for a token already held, and every stablecoin that pays for it', () => {
    const buy: CardTrade = { side: 'buy', units: 2_500, usd: 2_875, symbol: 'LDO', cash: ['USDC'], where: '', more: true };
    assert.equal(tradeWords(buy), 'buy 2,500 LDO more with USDC ($2,875)');
    assert.equal(tradeWords({ ...buy, more: false, cash: ['GUSD', 'DAI', 'USDT'] }), 'buy 2,500 LDO with GUSD, DAI and USDT ($2,875)');
    assert.equal(tradeWords({ ...buy, units: 7_875_000_000, usd: 74_812.5, symbol: 'PEPE', cash: [] }), 'buy 7.9B PEPE more with stablecoins ($74,813)');
  });
});

describe('a card’s sentences', () => {
  it('a traded call: the amounts first in the result, the reason first in the description, nothing doubled', () => {
    const words = tradedWords('ETH', sale(), reason, afterWords(0.043, 0.14), 'The plan sells until it is under twice that share.');
    assert.equal(words.result, 'Sell half of it, 60.5 ETH, for USDC ($204,117): it is 17% of your money and causes 74% of its ups and downs.');
    assert.equal(
      words.description,
      'ETH is 17% of your money and causes 74% of its ups and downs, so sell half of it, 60.5 ETH, for USDC ($204,117). ' +
        'After the plan it is 4.3% of your money and causes 14% of the swings. The plan sells until it is under twice that share.',
    );
    assert.doesNotMatch(tradedWords('ETH', sale(), reason, '', '').description, / {2}|\s$/);
  });

  it('where the plan leaves the token: none of it, a share that steadies the rest, or its share of the swings', () => {
    assert.equal(afterWords(0, 0.2), 'After the plan none of it is left.');
    assert.equal(afterWords(0.12, -0.05), 'After the plan it is 12% of your money and steadies the rest.');
    assert.equal(afterWords(0.024, null), 'After the plan it is 2.4% of your money.');
  });

  it('a call without a trade: keep it, and why', () => {
    assert.deepEqual(
      keptWords({ short: 'it holds its $1 peg', long: 'USDC holds its $1 peg' }, 'Swapping it would gain nothing.', 'The plan leaves it at $3,000.'),
      {
        result: 'Keep it: it holds its $1 peg.',
        description: 'USDC holds its $1 peg, so keep it. The plan leaves it at $3,000. Swapping it would gain nothing.',
      },
    );
  });

  it('another holding of an asset points to the one the plan trades, or to the one its advice is told on', () => {
    assert.deepEqual(otherHoldingWords('WETH', 'Ethereum', { symbol: 'ETH', chain: 'Ethereum' }, 'sells'), {
      result: 'Keep this one as it is: the plan sells ETH on Ethereum.',
      description: 'WETH on Ethereum is the same asset as ETH on Ethereum, where its advice is: the plan sells it there. Keep this one as it is.',
    });
    assert.deepEqual(otherHoldingWords('USDC', 'Base', { symbol: 'USDC', chain: 'Ethereum' }, null), {
      result: 'Keep it: see USDC on Ethereum.',
      description: 'USDC on Base is the same asset as USDC on Ethereum, where its advice is: keep it.',
    });
  });

  it('a stablecoin the plan moves money through: what goes in, what is spent, what is left', () => {
    assert.equal(cashFlowWords(5_850, 9_350, 4_500.4), 'The plan’s sales put $5,850 into it and its buys spend $9,350 of it, leaving $4,500.');
    assert.equal(cashFlowWords(0, 22_295.3, 2_700), 'Its buys spend $22,295 of it, leaving $2,700.');
    assert.equal(cashFlowWords(170, 0, 470), 'The plan’s sales put $170 into it, leaving $470.');
    assert.equal(cashFlowWords(0, 0, 3_000), 'The plan leaves it at $3,000.');
  });
});
