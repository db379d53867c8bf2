/**
 * The local chains' wstETH stand-in (contracts/WstEthStandIn.sol) against Lido's own WstETH: the same
 * scenario (wstEthScenario.ts) gives every answer the real WstETH gave when it was recorded
 * (fixtures/wstEthAnswers.json), to the wei: stEthPerToken, both conversions of fixed amounts and of
 * each holder's balance, the balances and the supply, through rewards, wraps, an unwrap and a slashing.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { encodeDeployData, encodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import { rpc } from '../../../demo/anvilRpc';
import { spawnAnvil, type AnvilProcess } from '../../../demo/anvilProcess';
import { loadArtifacts } from '../../../demo/compile';
import { AMOUNTS, runScenario, sendFrom, STEPS, TOTAL_SHARES, type ScenarioAnswers, type WstEthUnderTest } from './wstEthScenario';

const recorded = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/wstEthAnswers.json'), 'utf8')) as ScenarioAnswers;
/** Readings of Lido's stETH, which only the recording has. */
const isStEthReading = (name: string) => name.startsWith('stETH.');

let anvil: AnvilProcess | undefined;
let answers: ScenarioAnswers;
before(async () => {
  anvil = await spawnAnvil({ chainId: 1 });
  const rpcUrl = anvil.rpcUrl;
  const { abi, bytecode } = (await loadArtifacts()).contracts.WstEthStandIn;
  const [keeper] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const call = (functionName: 'setRate' | 'wrapFor' | 'unwrapFor', args: readonly unknown[]): Hex => encodeFunctionData({ abi, functionName, args });
  // Lido's StETH starts with as many shares as ether staked: a rate of exactly one, and no wstETH.
  const deploy = await sendFrom(rpcUrl, keeper, undefined, encodeDeployData({ abi, bytecode, args: [TOTAL_SHARES, TOTAL_SHARES, keeper, 0n] }));
  const wsteth = getAddress((await rpc<{ contractAddress: Address }>(rpcUrl, 'eth_getTransactionReceipt', [deploy])).contractAddress);
  const standIn: WstEthUnderTest = {
    wsteth,
    // The mapping: the real WstETH converts through stETH's getPooledEthByShares(x) = x × pooled ether ÷
    // total shares (and its inverse), each rounded down once. The stand-in is given that same pair: the
    // step's pooled ether over the scenario's total shares, which no wrap, unwrap or transfer changes (the
    // recording's stETH.getTotalShares, checked below). Giving it only stEthPerToken (the pair already
    // rounded to 18 decimals) would round twice and miss the real answers by up to 12 wei.
    setPooledEther: async (wei) => {
      await sendFrom(rpcUrl, keeper, wsteth, call('setRate', [wei, TOTAL_SHARES]));
    },
    // The stand-in has no stETH to give.
    fundHolders: async () => {},
    wrap: async (holder, stEth) => {
      await sendFrom(rpcUrl, keeper, wsteth, call('wrapFor', [holder, stEth]));
    },
    unwrap: async (holder, wstEth) => {
      await sendFrom(rpcUrl, keeper, wsteth, call('unwrapFor', [holder, wstEth]));
    },
  };
  answers = await runScenario(rpcUrl, standIn);
});
after(async () => {
  await anvil?.stop();
});

describe('the wstETH stand-in, against answers recorded from Lido’s WstETH', () => {
  const names = STEPS.flatMap((step) => (step.kind === 'snapshot' ? [step.name] : []));

  it('recorded every snapshot the scenario takes', () => {
    assert.deepEqual(Object.keys(recorded.snapshots), names);
  });

  for (const name of names) {
    it(`answers as the real WstETH did, to the wei: ${name}`, () => {
      const comparable = Object.fromEntries(Object.entries(recorded.snapshots[name]).filter(([reading]) => !isStEthReading(reading)));
      assert.deepEqual(answers.snapshots[name], comparable);
    });
  }

  it('was given the pooled ether and shares the real stETH held at each snapshot', () => {
    let pooledEther = 0n;
    for (const step of STEPS) {
      if (step.kind === 'pooledEther') pooledEther = step.wei;
      if (step.kind !== 'snapshot') continue;
      const real = recorded.snapshots[step.name];
      assert.deepEqual([real['stETH.getTotalPooledEther'], real['stETH.getTotalShares']], [String(pooledEther), String(TOTAL_SHARES)], step.name);
    }
  });

  it('tells one rate rounded twice from the real arithmetic, with the figures docs/positions.md gives', () => {
    // The stand-in this one replaced converted through stEthPerToken alone: x × rate ÷ 10^18 and x × 10^18 ÷ rate.
    const ONE = 10n ** 18n;
    const counts = { conversions: 0, balances: 0, supplies: 0, rates: 0, missed: 0 };
    let worst = 0n;
    for (const answers of Object.values(recorded.snapshots)) {
      const rate = BigInt(answers.stEthPerToken);
      for (const [reading, answer] of Object.entries(answers)) {
        if (reading.startsWith('balanceOf')) counts.balances++;
        if (reading === 'totalSupply') counts.supplies++;
        if (reading === 'stEthPerToken') counts.rates++;
        const conversion = /^get(StETHByWstETH|WstETHByStETH)\((.+)\)$/.exec(reading);
        if (!conversion) continue;
        counts.conversions++;
        const [, direction, of] = conversion;
        const amount = of in AMOUNTS ? AMOUNTS[of as keyof typeof AMOUNTS] : BigInt(answers[of]);
        const twiceRounded = direction === 'StETHByWstETH' ? (amount * rate) / ONE : (amount * ONE) / rate;
        const miss = twiceRounded > BigInt(answer) ? twiceRounded - BigInt(answer) : BigInt(answer) - twiceRounded;
        if (miss > 0n) counts.missed++;
        if (miss > worst) worst = miss;
      }
    }
    const docs = readFileSync(path.join(__dirname, '../../../../docs/positions.md'), 'utf8').replace(/\s+/g, ' ');
    const { conversions, balances, supplies, rates, missed } = counts;
    assert.ok(docs.includes(`${conversions} conversions, ${balances} balances, ${supplies} supplies and ${rates} rates`), JSON.stringify(counts));
    assert.ok(docs.includes(`it missed ${missed} of the ${conversions} conversions, by up to ${worst} wei`), `${missed} missed, by up to ${worst} wei`);
    assert.ok(missed > 0);
  });
});
