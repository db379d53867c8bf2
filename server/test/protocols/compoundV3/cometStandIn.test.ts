/**
 * The local chains' Comet stand-in (contracts/CometStandIn.sol) against Compound's own Comet: the
 * same scenario (cometScenario.ts) gives every answer the real Comet gave when it was recorded
 * (fixtures/cometAnswers.json), to the unit: balances with thirty days of interest, utilization
 * and rates, collateral, and isLiquidatable on either side of the liquidation price Ribbit states
 * (where the real Comet's absorb starts to succeed).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { encodeDeployData } from 'viem';
import { spawnAnvil, type AnvilProcess } from '../../../demo/anvilProcess';
import { loadArtifacts } from '../../../demo/compile';
import { cometRateArgs } from '../../../demo/compound/compoundDemoPositions';
import { SCENARIO, factor, runScenario, scenarioContext, type ScenarioAnswers } from './cometScenario';

interface Recorded extends ScenarioAnswers {
  recorded: Record<string, string>;
}

const recorded = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/cometAnswers.json'), 'utf8')) as Recorded;

let anvil: AnvilProcess | undefined;
let answers: ScenarioAnswers;
before(async () => {
  anvil = await spawnAnvil({ chainId: 1 });
  const artifacts = await loadArtifacts();
  const context = await scenarioContext(anvil.rpcUrl, artifacts);
  const { abi, bytecode } = artifacts.contracts.CometStandIn;
  const rates = cometRateArgs(SCENARIO.rates);
  const configs = SCENARIO.collateral.map((spec, index) => ({
    asset: context.tokens.collateral[index].asset,
    priceFeed: context.tokens.collateral[index].feed,
    decimals: spec.decimals,
    borrowCollateralFactor: factor(spec.borrowCollateralFactor),
    liquidateCollateralFactor: factor(spec.liquidateCollateralFactor),
    liquidationFactor: factor(spec.liquidationFactor),
    supplyCap: 2n ** 100n,
  }));
  const comet = await context.create(
    encodeDeployData({
      abi,
      bytecode,
      args: ['Compound USDC', 'cUSDCv3', context.tokens.base, context.tokens.baseFeed, SCENARIO.base.decimals, rates, configs],
    }),
  );
  answers = await runScenario(context, comet);
});
after(async () => {
  await anvil?.stop();
});

describe('the Comet stand-in, against answers recorded from Compound’s Comet', () => {
  for (const snapshot of ['opened', 'after30Days', 'accrued', 'justAboveLiquidation', 'justBelowLiquidation']) {
    it(`answers as the real Comet did: ${snapshot}`, () => {
      const expected = recorded.snapshots[snapshot];
      const actual = answers.snapshots[snapshot];
      // absorb is the real Comet's alone: the stand-in has no liquidation of its own.
      const { 'absorb(borrower)': absorb, ...comparable } = expected;
      assert.deepEqual(actual, comparable);
      if (snapshot.startsWith('just')) assert.ok(absorb, 'the recording has the real absorb at this price');
    });
  }

  it('flips to liquidatable across the price Ribbit states, where the real absorb starts to succeed', () => {
    const { justAboveLiquidation: above, justBelowLiquidation: below } = recorded.snapshots;
    assert.deepEqual(
      [above['isLiquidatable(borrower)'], above['absorb(borrower)'], below['isLiquidatable(borrower)'], below['absorb(borrower)']],
      ['false', 'reverts NotLiquidatable() (0xddeb79ba)', 'true', 'succeeds'],
    );
  });
});
