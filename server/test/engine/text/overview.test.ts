/**
 * The overview (text/overview.ts): the plan first, then the wallet in everyday words. Every figure is one a
 * person can check against the answer: its counts are the cards', its money the plan's and the portfolio's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUsd } from '../../../../contract/format';
import { recommend, type Action, type EngineOutput } from '../../../src/engine';
import { planSentence } from '../../../src/engine/text/planSentence';
import { plainPercent } from '../../../src/engine/text/plainWords';
import { DEMO_LIKE_WALLETS } from '../demoLike';
import { candidate, choppy, flat, onChain, sideways, STABLE, token, uptrend, worth } from '../fixtures';
import { generatedWallet, prng, walk } from '../generated';

/** Words a newcomer cannot act on; their figures live in `portfolio` and the rule texts. */
const JARGON = /\b(HHI|points?|budgets?|volatility|annuali[sz]ed|concentration|concentrated|targets?|Advice:)\b/i;

const COUNTED: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'hold'];

/** What the overview must say, read off the rest of the answer. */
function assertCheckable(output: EngineOutput, label: string): void {
  const { overview, tokens, portfolio, plan, totalValueUsd } = output;
  assert.doesNotMatch(overview, JARGON, `${label}: ${overview}`);
  assert.doesNotMatch(overview, /NaN|undefined|null|Infinity/, `${label}: ${overview}`);
  if (portfolio.tokenCount === 0) return;
  assert.ok(overview.startsWith(planSentence(plan)), `${label}: the plan comes first`);
  const held = tokens.filter((card) => card.count > 0);
  assert.ok(
    overview.includes(` Your wallet is worth ${formatUsd(totalValueUsd)} in ${held.length} holding${held.length === 1 ? '' : 's'}`),
    `${label}: ${overview}`,
  );

  // The counts are the cards': one per holding, each with its own badge.
  const counts = COUNTED.map((action) => [action, held.filter((card) => card.action === action).length] as const).filter(([, count]) => count > 0);
  const said = /Of these, (.+?)\./.exec(overview)?.[1] ?? '';
  const saidCounts = [...said.matchAll(/(\d+) (?:is |are )?to (strongly sell|sell|buy more|hold)/g)].map((match) => [match[2], Number(match[1])]);
  assert.deepEqual(saidCounts, counts, `${label}: ${said}`);
  const bought = tokens.filter((card) => card.count === 0 && card.rules.some((rule) => rule.id === 'spread')).length;
  const boughtSaid = /The plan also buys (\d+) new tokens?, to spread your crypto wider\./.exec(overview);
  assert.equal(Number(boughtSaid?.[1] ?? 0), bought, label);

  // The stablecoins, in dollars and as a share of the portfolio.
  if (portfolio.stableShare > 0) {
    assert.ok(overview.includes(` ${formatUsd(portfolio.stableReserveUsd)} of it (`), `${label}: ${overview}`);
  } else {
    assert.ok(overview.includes(' None of it is in stablecoins that keep their fixed price (such as $1).'), label);
  }

  // The swing before and after the plan, as measured.
  if (portfolio.volatilityAnnual === null) {
    assert.match(overview, /How much its value swings cannot be measured yet: .+ under a month of prices\./, label);
    return;
  }
  // With no level chosen and a swing within balanced's, the level is the wallet's own swing, said without a comparison.
  const kept =
    /Its value swings about ([\d.]+)% a year; with no risk level chosen, Ribbit does not raise it, and (?:the plan leaves that as it is|after the plan it is about ([\d.]+)%)/.exec(
      overview,
    );
  const swing =
    kept ??
    /Its value swings about ([\d.]+)% a year, (more than|within) the ([\d.]+)% (?:Ribbit aims for|Ribbit holds a wallet to when no level is chosen|of your (?:careful|balanced|bold) level); (?:the plan leaves that as it is|after the plan, about [\d.]+%)/.exec(
      overview,
    );
  assert.ok(swing, `${label}: ${overview}`);
  const before = Number(swing[1]);
  if (!kept) {
    const target = Number(swing[3]);
    assert.ok(swing[2] === 'more than' ? before > target : before <= target, `${label}: ${swing[0]}`);
  }
  assert.ok(Math.abs(before - portfolio.volatilityAnnual * 100) <= 0.5, `${label}: ${swing[0]} against ${portfolio.volatilityAnnual}`);
  const after = plan.after?.volatilityAnnual ?? null;
  const moved = after !== null && Math.abs(after - portfolio.volatilityAnnual) >= 0.0005;
  const afterSaid = /after the plan,? (?:it is )?about ([\d.]+)%/.exec(swing[0]);
  assert.equal(afterSaid !== null, moved, `${label}: the swing after the plan is said when the plan moves it: ${swing[0]}`);
  if (after !== null && afterSaid) assert.ok(Math.abs(Number(afterSaid[1]) - after * 100) <= 0.5, `${label}: ${swing[0]}`);
}

describe('the overview', () => {
  it('on every demo wallet: the plan first, no jargon, every figure and count checkable against the answer', () => {
    for (const wallet of DEMO_LIKE_WALLETS) assertCheckable(recommend(wallet.input), wallet.profile);
  });

  it('on 300 generated wallets, with stablecoins and rising tokens to buy', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = prng(seed);
      const universe = [candidate('DAI', flat(), STABLE), ...Array.from({ length: 4 }, (_, i) => candidate(`U${i}`, walk(random)))];
      assertCheckable(recommend({ holdings: generatedWallet(random), universe }), `seed ${seed}`);
    }
  });

  it('names the largest crypto token and its share of the money, never a stablecoin', () => {
    const { overview } = recommend({
      holdings: [worth('ETH', sideways(), 300), worth('LINK', uptrend(), 200), worth('USDC', flat(), 500, STABLE)],
      universe: [],
    });
    assert.match(overview, / Its crypto sits in a few tokens; the largest, ETH, is 30% of your money\. /);
    assert.ok(overview.includes(` $500 of it (${plainPercent(0.5)}) is in stablecoins`));
  });

  it('counts holdings on several chains, and says which chains could not be read', () => {
    const usdc = (chainId: number) => ({ ...worth('USDC', flat(), 100, STABLE), token: onChain(token('USDC', STABLE), chainId) });
    const { overview } = recommend({
      holdings: [worth('ETH', sideways(), 1_000), usdc(1), usdc(8453)],
      universe: [],
      unreadableChains: ['Arbitrum One', 'OP Mainnet'],
    });
    assert.match(overview, / Your wallet is worth \$1,200 in 3 holdings on 3 chains\. /);
    assert.match(overview, / Arbitrum One and OP Mainnet could not be read, so their tokens are not included\.$/);
    assert.match(
      recommend({ holdings: [worth('ETH', sideways(), 1_000)], universe: [], unreadableChains: ['Base'] }).overview,
      / Base could not be read, so its tokens are not included\.$/,
    );
  });

  it('says what was set aside and why', () => {
    const { overview } = recommend({
      holdings: [
        worth('ETH', sideways(), 1_000),
        { ...worth('CLAIM', flat(), 10), token: token('CLAIM', undefined, 'Visit eth-claim.xyz') },
        { token: token('MYST'), amount: 5, prices: null },
        { token: token('LINK'), amount: 5, prices: null, problem: { reason: 'price-unavailable' } },
        { token: token('UNI'), amount: 5, prices: null, problem: { reason: 'stale-price', ageSeconds: 200_000 } },
      ],
      universe: [],
    });
    assert.match(
      overview,
      / 4 tokens were set aside and left out of the totals: 1 with a spam-like name, 1 without a price, 1 whose price could not be read, 1 whose latest price is too old\.$/,
    );
  });

  it('a wallet with nothing to price says so, and what was set aside', () => {
    assert.equal(
      recommend({ holdings: [{ token: token('MYST'), amount: 1, prices: null }], universe: [] }).overview,
      'This wallet holds nothing Ribbit can price, so there is no advice to give. 1 token was set aside and left out of the totals: 1 without a price.',
    );
  });

  it('a plan that buys new tokens says how many', () => {
    const { overview } = recommend({
      holdings: [worth('PEPE', choppy(), 1_500), worth('USDC', flat(), 8_500, STABLE)],
      universe: [candidate('AAVE', uptrend(180, 0.006)), candidate('UNI', uptrend(180, 0.003))],
      risk: 'balanced',
    });
    assert.match(overview, / The plan also buys 2 new tokens, to spread your crypto wider\.$/);
  });
});

describe('the demo wallets, word for word', () => {
  // Full texts are brittle by design: when the words change on purpose, update these two.
  const overviewOf = (profile: string) => {
    const wallet = DEMO_LIKE_WALLETS.find((entry) => entry.profile === profile);
    assert.ok(wallet, profile);
    return recommend(wallet.input).overview;
  };

  it('the concentrated wallet', () => {
    assert.equal(
      overviewOf('concentrated'),
      'Sell $64,125 of PEPE for stablecoins; buy $50,693 of ETH, LINK and REN; keep $13,432 in stablecoins, at least the 10% reserve Ribbit keeps ($9,100). ' +
        'Your wallet is worth $90,995 in 3 holdings. Its crypto sits in a few tokens; the largest, PEPE, is 94% of your money. ' +
        'None of it is in stablecoins that keep their fixed price (such as $1). ' +
        'Its value swings about 98% a year, more than the 30% Ribbit holds a wallet to when no level is chosen; after the plan, about 30%. ' +
        'Of these, 1 is to sell and 2 to buy more. The plan also buys 1 new token, to spread your crypto wider.',
    );
  });

  it('the whale', () => {
    assert.equal(
      overviewOf('whale'),
      'Sell all of UST ($44,595) and $38,597 of CHZ for stablecoins; buy $48,957 of LINK; ' +
        'keep $316,484 in stablecoins, at least the 10% reserve Ribbit keeps ($316,484). ' +
        'Your wallet is worth $3,164,836 in 64 holdings on 2 chains. Its crypto is well spread; the largest token, ETH, is 17% of your money. ' +
        '$282,249 of it (8.9%) is in stablecoins, tokens meant to keep a fixed price such as $1. ' +
        'Its value swings about 14% a year; with no risk level chosen, Ribbit does not raise it, and after the plan it is about 13%. ' +
        'Of these, 1 is to strongly sell, 1 to sell, 1 to buy more and 61 to hold. ' +
        '2 tokens were set aside and left out of the totals: 1 with a spam-like name, 1 without a price.',
    );
  });
});
