/**
 * A wallet with a loan (issue 30): its debt counts against its worth and its stablecoins, its loan's health is
 * said in plain words, and a loan in danger is repaid before anything is bought.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineAsset, type EngineInput, type EngineLoan } from '../../../src/engine';
import { flat, held, STABLE, uptrend, worth } from '../fixtures';

const AAVE = { protocol: 'aave-v3' as const, protocolName: 'Aave' };
const MARKET = '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2' as const;

/** 30 ETH supplied to Aave against `borrowed` USDC owed, the USDC also in the wallet, and 5,000 of other cash. */
function borrower(borrowed: number, ethPrice = 3_400): EngineInput {
  const eth = uptrend();
  const closes = eth.map((close) => (close * ethPrice) / eth[eth.length - 1]);
  const collateral: EngineAsset = { ...held('ETH', closes, 30), position: { ...AAVE, kind: 'deposit', loan: 0 } };
  const debt: EngineAsset = { ...held('USDC', flat(), borrowed, STABLE), position: { ...AAVE, kind: 'debt', loan: 0 } };
  const collateralUsd = 30 * ethPrice;
  const loan: EngineLoan = {
    ...AAVE,
    chainId: 31337,
    market: MARKET,
    collateralUsd,
    debtUsd: borrowed,
    healthFactor: (collateralUsd * 0.83) / borrowed,
    liquidationThreshold: 0.83,
    collateralSymbols: ['ETH'],
    debtSymbols: ['USDC'],
  };
  return { holdings: [collateral, debt, worth('USDC', flat(), borrowed + 5_000, STABLE)], universe: [], loans: [loan] };
}

describe('a wallet with a loan', () => {
  it('is worth its holdings less its debt, and the cards sum to that', () => {
    const answer = recommend(borrower(60_000));
    assert.equal(Math.round(answer.totalValueUsd), 30 * 3_400 + 5_000);
    const cards = answer.tokens.filter((token) => token.count > 0).reduce((sum, token) => sum + token.valueUsd, 0);
    assert.equal(Math.round(cards), Math.round(answer.totalValueUsd));
    const debt = answer.tokens.find((token) => token.position?.kind === 'debt');
    assert.ok(debt && debt.valueUsd < 0 && /^Keep the loan as it is: you owe 60,000 USDC/.test(debt.result), debt?.result);
    assert.equal(answer.valueHistory.at(-1), Math.round(answer.totalValueUsd * 100) / 100);
  });

  it('counts the debt against its stablecoins: the borrowed USDC is not a reserve', () => {
    const answer = recommend(borrower(60_000));
    assert.equal(Math.round(answer.portfolio.stableReserveUsd), 5_000);
    assert.match(answer.overview, /That is \$65,000 in your wallet, \$102,000 deposited in Aave and \$60,000 borrowed from Aave\./);
    // 5,000 of 107,000 is under the 10% floor, and the ETH is collateral the plan never sells: said, not hidden.
    assert.match(answer.overview, /^The plan: keep everything as it is, short of the 10% reserve Ribbit keeps \(\$10,700\)/);
  });

  it('says how far the collateral can fall, as a warning under a health factor of 1.5', () => {
    const answer = recommend(borrower(60_000));
    const [loan] = answer.loans ?? [];
    assert.equal(loan.status, 'warning');
    // 1 − 60,000 / (102,000 × 0.83) = 29.1 %
    assert.ok(loan.maxFall !== null && Math.abs(loan.maxFall - 0.2913) < 0.0005, String(loan.maxFall));
    assert.match(
      answer.overview,
      /Warning: ETH can fall 29% before Aave sells your collateral \(health factor 1\.41\); until it is safer, the plan buys nothing\./,
    );
    assert.equal(
      answer.plan.steps.some((step) => step.action === 'repay'),
      false,
    );
  });

  it('buys nothing while a loan is under the warning line, though the reserve could pay', () => {
    const risky = borrower(60_000);
    // A rising token the wallet does not hold, and 50,000 more of its own stablecoins: a spread would buy it.
    risky.universe = [{ token: held('LINK', uptrend(180, 0.006)).token, prices: held('LINK', uptrend(180, 0.006)).prices! }];
    risky.holdings = [...risky.holdings, worth('DAI', flat(), 50_000, STABLE)];
    // At the balanced level, so that the same wallet with a safe loan has room to buy.
    risky.risk = 'balanced';
    const answer = recommend(risky);
    assert.deepEqual(
      answer.plan.steps.filter((step) => step.action.startsWith('buy')),
      [],
    );
    const safe = recommend({ ...risky, loans: risky.loans?.map((loan) => ({ ...loan, healthFactor: 2 })) });
    assert.ok(
      safe.plan.steps.some((step) => step.action === 'buy'),
      'the same wallet with a safe loan buys',
    );
  });

  it('repays a loan in danger first, to a health factor of 1.5, with the stablecoins on its chain', () => {
    const answer = recommend(borrower(75_000));
    const [first] = answer.plan.steps;
    assert.equal(first.action, 'repay');
    assert.equal(first.symbol, 'USDC');
    assert.deepEqual(first.protocol, { id: 'aave-v3', name: 'Aave' });
    // 75,000 − 102,000 × 0.83 / 1.5 = 18,560
    assert.equal(Math.round(first.usd), 18_560);
    assert.ok(first.alternative && first.alternative.symbol === 'ETH' && first.alternative.usd > 0);
    assert.equal(answer.loans?.[0].status, 'danger');
    assert.match(answer.overview, /^First repay 18,600 USDC to Aave/);
    const debt = answer.tokens.find((token) => token.position?.kind === 'debt');
    assert.match(debt?.result ?? '', /^Repay 18,600 USDC \(\$18,560\) of it first/);
    // The repayment is spent from the plan's money: the lines still add up.
    const spent = answer.plan.steps.filter((step) => step.action.startsWith('buy') || step.action === 'repay').reduce((sum, step) => sum + step.usd, 0);
    assert.equal(Math.round(spent * 100), Math.round(answer.plan.spentUsd * 100));
    assert.equal(
      Math.round((answer.plan.reserveBeforeUsd + answer.plan.raisedUsd - answer.plan.spentUsd) * 100),
      Math.round(answer.plan.reserveAfterUsd * 100),
    );
  });

  it('never sells the collateral of a loan', () => {
    const answer = recommend(borrower(75_000, 3_400));
    assert.equal(
      answer.plan.steps.some((step) => step.symbol === 'ETH' && step.protocol?.id === 'aave-v3'),
      false,
    );
  });
});

describe('a liquidity position', () => {
  it('out of its range says it is all one token and earns no fees', () => {
    const uniswap = { protocol: 'uniswap-v3' as const, protocolName: 'Uniswap', kind: 'liquidity' as const, positionId: '7' };
    const answer = recommend({
      holdings: [
        { ...worth('USDC', flat(), 5_000, STABLE), position: { ...uniswap, inRange: false } },
        { ...worth('DAI', flat(), 5_000, STABLE), position: { ...uniswap, positionId: '8', inRange: true } },
        worth('ETH', uptrend(), 20_000),
      ],
      universe: [],
    });
    const out = answer.tokens.find((token) => token.symbol === 'USDC');
    assert.match(out?.description ?? '', /This Uniswap position is out of its range: all USDC now, earning no fees\./);
    const inside = answer.tokens.find((token) => token.symbol === 'DAI');
    assert.doesNotMatch(inside?.description ?? '', /out of its range/);
  });
});
