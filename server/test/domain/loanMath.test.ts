/**
 * The loan arithmetic on loans whose answers can be worked by hand. The same helpers are checked
 * against Aave's own liquidationCall in test/protocols/aaveV3/aaveReading.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collateralToReach, healthFactor, maxFall, maxRise, repayToReach, withdrawToReach, type LoanShape } from '../../src/domain/loanMath';

// 30 ETH at $3,400 (threshold 83 %) against 60,000 USDC: health 84,660 / 60,000 = 1.411.
const ethAgainstUsdc: LoanShape = {
  collateral: [{ valueUsd: 102_000, stable: false, liquidationThreshold: 0.83 }],
  debts: [{ valueUsd: 60_000, stable: true }],
};

const close = (actual: number | null, expected: number) => {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);
};

describe('loan math', () => {
  it('computes the health factor as Aave does: weighted collateral over debt', () => {
    close(healthFactor(ethAgainstUsdc), 1.411);
    assert.equal(healthFactor({ collateral: ethAgainstUsdc.collateral, debts: [] }), Number.POSITIVE_INFINITY);
  });

  it('says how far the volatile collateral can fall before health reaches 1', () => {
    // 84,660 × (1 − f) = 60,000.
    close(maxFall(ethAgainstUsdc), 1 - 60_000 / 84_660);
    // Stable collateral holds its value: 10,000 USDC at 80 % covers 8,000 of the debt.
    const mixed: LoanShape = { ...ethAgainstUsdc, collateral: [...ethAgainstUsdc.collateral, { valueUsd: 10_000, stable: true, liquidationThreshold: 0.8 }] };
    close(maxFall(mixed), 1 - 52_000 / 84_660);
  });

  it('moves volatile debt with the fall, and says when no fall can liquidate', () => {
    // ETH borrowed against ETH: both fall together, the ratio holds.
    assert.equal(maxFall({ collateral: ethAgainstUsdc.collateral, debts: [{ valueUsd: 60_000, stable: false }] }), null);
    // Stablecoins against stablecoins.
    assert.equal(maxFall({ collateral: [{ valueUsd: 100_000, stable: true, liquidationThreshold: 0.78 }], debts: [{ valueUsd: 50_000, stable: true }] }), null);
    // Already liquidatable.
    assert.equal(maxFall({ collateral: ethAgainstUsdc.collateral, debts: [{ valueUsd: 90_000, stable: true }] }), 0);
  });

  it('says what to repay, or what collateral to add, to reach a target health', () => {
    // 84,660 / (60,000 − r) = 1.5.
    close(repayToReach(ethAgainstUsdc, 1.5), 60_000 - 84_660 / 1.5);
    // (84,660 + 0.83 x) / 60,000 = 1.5.
    close(collateralToReach(ethAgainstUsdc, 1.5, 0.83), (90_000 - 84_660) / 0.83);
    // The figures docs/positions.md gives for defi.eth.
    assert.equal(Math.round((maxFall(ethAgainstUsdc) ?? 0) * 100), 29);
    assert.equal(Math.round(repayToReach(ethAgainstUsdc, 1.5)), 3_560);
    assert.equal(Math.round(collateralToReach(ethAgainstUsdc, 1.5, 0.83)), 6_434);
    assert.equal(repayToReach(ethAgainstUsdc, 1.2), 0);
    assert.equal(collateralToReach(ethAgainstUsdc, 1.2, 0.83), 0);
  });

  it('gives the rise that liquidates a volatile debt against stable collateral', () => {
    // 100,000 USDC at 78 % against 67,826 of WETH owed: health 1.15, and no fall can hurt it.
    const short: LoanShape = {
      collateral: [{ valueUsd: 100_000, stable: true, liquidationThreshold: 0.78 }],
      debts: [{ valueUsd: 78_000 / 1.15, stable: false }],
    };
    close(healthFactor(short), 1.15);
    assert.equal(maxFall(short), null);
    // 78,000 = 67,826 × (1 + r): a 15 % rise of ETH liquidates it.
    close(maxRise(short), 0.15);
    // Past its limit: it is liquidatable now, whatever the prices do next.
    assert.equal(maxFall({ ...short, debts: [{ valueUsd: 90_000, stable: false }] }), 0);
    assert.equal(maxRise({ ...short, debts: [{ valueUsd: 90_000, stable: false }] }), null);
  });

  it('moves one volatile asset against another: LINK collateral can fall, or the WETH owed rise', () => {
    // 10,000 of LINK at 68 % against 5,000 of WETH: health 1.36. ETH against ETH keeps its ratio.
    const cross: LoanShape = {
      collateral: [{ valueUsd: 10_000, stable: false, liquidationThreshold: 0.68, asset: 'link' }],
      debts: [{ valueUsd: 5_000, stable: false, asset: 'weth' }],
    };
    close(maxFall(cross), 1 - 5_000 / 6_800);
    close(maxRise(cross), 6_800 / 5_000 - 1);
    const same: LoanShape = {
      collateral: [{ valueUsd: 10_000, stable: false, liquidationThreshold: 0.83, asset: 'weth' }],
      debts: [{ valueUsd: 5_000, stable: false, asset: 'weth' }],
    };
    assert.deepEqual([maxFall(same), maxRise(same)], [null, null]);
  });

  it('weighs mixed collateral at each asset’s own threshold', () => {
    // 10 WETH ($30,000, 83 %) and 20,000 USDC (78 %) against 30,000 USDC: 1 − (30,000 − 15,600) / 24,900.
    const mixed: LoanShape = {
      collateral: [
        { valueUsd: 30_000, stable: false, liquidationThreshold: 0.83 },
        { valueUsd: 20_000, stable: true, liquidationThreshold: 0.78 },
      ],
      debts: [{ valueUsd: 30_000, stable: true }],
    };
    close(maxFall(mixed), 1 - 14_400 / 24_900);
  });

  it('says what collateral to withdraw and repay with to reach a target, or that it cannot', () => {
    // (84,660 − 0.83 x) / (60,000 − x) = 1.5.
    const x = withdrawToReach(ethAgainstUsdc, 1.5, 0.83);
    assert.ok(x !== null);
    close(
      healthFactor({ collateral: [{ valueUsd: 102_000 - x, stable: false, liquidationThreshold: 0.83 }], debts: [{ valueUsd: 60_000 - x, stable: true }] }),
      1.5,
    );
    assert.equal(withdrawToReach(ethAgainstUsdc, 1.2, 0.83), 0);
    assert.equal(withdrawToReach(ethAgainstUsdc, 1.5, 1.6), null);
  });
});
