/**
 * One wstETH scenario, run against whatever wstETH a `WstEthUnderTest` drives on a fresh anvil: three
 * stETH holders wrap, staking rewards raise the pooled ether, one holder unwraps part, a slashing
 * lowers it below the shares, a holder wraps again, and rewards recover it. The pooled ether and the
 * amounts are awkward on purpose, so every division rounds. After each step the reads Ribbit makes
 * (and the balances and supply they rest on) are taken. The answers of Lido's own WstETH over its
 * StETH were recorded once (fixtures/wstEthAnswers.json, docs/positions.md "Liquid staking");
 * wstEthStandIn.test.ts compares the local chains' stand-in with them.
 */
import { type Abi, decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, parseEther, toHex, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../../demo/anvilRpc';
import { waitForReceipts } from '../../../demo/seed/blocks';

export const HOLDERS = {
  alice: getAddress('0x00000000000000000000000000000000005e7401'),
  bob: getAddress('0x00000000000000000000000000000000005e7402'),
  carol: getAddress('0x00000000000000000000000000000000005e7403'),
} as const;
type Holder = keyof typeof HOLDERS;

/**
 * The ether first staked, in wei: StETH mints as many shares to its first holder. Wraps, unwraps
 * and transfers move shares without minting or burning any, so Lido's total shares stay at this
 * number for the whole scenario, and only the pooled ether moves.
 */
export const TOTAL_SHARES = 7_654_321_098_765_432_109_876n;
/** stETH each holder is given before the first wrap: more than all of its wraps. */
export const STETH_GIVEN = parseEther('100');

export type Step =
  | { kind: 'pooledEther'; wei: bigint }
  | { kind: 'wrap'; holder: Holder; stEth: bigint }
  | { kind: 'unwrap'; holder: Holder; wstEth: bigint }
  | { kind: 'snapshot'; name: string };

/** In order; the pooled ether's first value applies before any holder is given stETH. */
export const STEPS: readonly Step[] = [
  { kind: 'pooledEther', wei: 8_432_109_876_543_210_987_659n },
  { kind: 'snapshot', name: 'opened' },
  { kind: 'wrap', holder: 'alice', stEth: parseEther('10') },
  { kind: 'wrap', holder: 'bob', stEth: 3_333_333_333_333_333_333n },
  { kind: 'snapshot', name: 'wrapped' },
  // Rewards: the rate climbs by about 3.4 %.
  { kind: 'pooledEther', wei: 8_706_148_357_214_986_234_547n },
  // A wrap of one wei, worth less than one share: it mints nothing.
  { kind: 'wrap', holder: 'carol', stEth: 1n },
  { kind: 'wrap', holder: 'carol', stEth: 777_777_777_777_777_777n },
  { kind: 'snapshot', name: 'rewarded' },
  { kind: 'unwrap', holder: 'bob', wstEth: 1_111_111_111_111_111_111n },
  { kind: 'snapshot', name: 'unwrapped' },
  // Slashing: the pooled ether falls below the shares, so one wstETH is worth less than one stETH.
  { kind: 'pooledEther', wei: 7_398_765_432_109_876_543_211n },
  { kind: 'snapshot', name: 'slashed' },
  { kind: 'wrap', holder: 'alice', stEth: parseEther('5') },
  { kind: 'snapshot', name: 'wrappedAfterSlashing' },
  { kind: 'pooledEther', wei: 8_888_888_888_888_888_888_889n },
  { kind: 'snapshot', name: 'recovered' },
];

/** Amounts every snapshot converts both ways, beside each holder's balance. */
export const AMOUNTS = { '1 wei': 1n, '3 wei': 3n, '1': parseEther('1'), '2.5': parseEther('2.5'), awkward: 1_234_567_890_123_456_789n } as const;

/** A wstETH on anvil and the means to drive it through the scenario's steps. */
export interface WstEthUnderTest {
  wsteth: Address;
  /** Moves Lido's pooled ether to `wei`, its total shares staying at TOTAL_SHARES. */
  setPooledEther(wei: bigint): Promise<void>;
  /** Gives every holder STETH_GIVEN stETH (where stETH exists), after the first pooled ether. */
  fundHolders(): Promise<void>;
  wrap(holder: Address, stEth: bigint): Promise<void>;
  unwrap(holder: Address, wstEth: bigint): Promise<void>;
}

export interface ScenarioAnswers {
  /** Snapshot name → reading name → the answer as a decimal string. */
  snapshots: Record<string, Record<string, string>>;
}

const wstEthReads = parseAbi([
  'function stEthPerToken() view returns (uint256)',
  'function getStETHByWstETH(uint256) view returns (uint256)',
  'function getWstETHByStETH(uint256) view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
]);

/** Sends a transaction from `from` (an anvil account, or one impersonated) and waits for it; throws if it reverted. */
export async function sendFrom(rpcUrl: string, from: Address, to: Address | undefined, data: Hex): Promise<Hash> {
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, data, gas: toHex(5_000_000n), ...(to ? { to } : {}) }]);
  await waitForReceipts(rpcUrl, [hash]);
  return hash;
}

/** Lets the scenario send as each holder, with ether for gas. */
async function impersonateHolders(rpcUrl: string): Promise<void> {
  for (const account of Object.values(HOLDERS)) {
    await rpc(rpcUrl, 'anvil_impersonateAccount', [account]);
    await rpc(rpcUrl, 'anvil_setBalance', [account, toHex(parseEther('10'))]);
  }
}

type Read = (typeof wstEthReads)[number]['name'];

async function read(rpcUrl: string, wsteth: Address, functionName: Read, args: readonly unknown[] = []): Promise<string> {
  // Widened: each reading's arguments are checked by the contract, not by this generic reader's types.
  const abi: Abi = wstEthReads;
  const data = encodeFunctionData({ abi, functionName, args });
  const answer = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: wsteth, data }, 'latest']);
  return String(decodeFunctionResult({ abi, functionName, data: answer }));
}

async function snapshot(rpcUrl: string, wsteth: Address): Promise<Record<string, string>> {
  const out: Record<string, string> = { stEthPerToken: await read(rpcUrl, wsteth, 'stEthPerToken') };
  const amounts: [string, bigint][] = Object.entries(AMOUNTS);
  for (const [holder, account] of Object.entries(HOLDERS)) {
    const balance = await read(rpcUrl, wsteth, 'balanceOf', [account]);
    out[`balanceOf(${holder})`] = balance;
    amounts.push([`balanceOf(${holder})`, BigInt(balance)]);
  }
  out.totalSupply = await read(rpcUrl, wsteth, 'totalSupply');
  for (const [name, amount] of amounts) {
    out[`getStETHByWstETH(${name})`] = await read(rpcUrl, wsteth, 'getStETHByWstETH', [amount]);
    out[`getWstETHByStETH(${name})`] = await read(rpcUrl, wsteth, 'getWstETHByStETH', [amount]);
  }
  return out;
}

/**
 * Runs STEPS on `subject` and returns every answer read; `alsoRead` adds readings to each snapshot
 * (the recording adds stETH's own totals, which the stand-in does not have).
 */
export async function runScenario(rpcUrl: string, subject: WstEthUnderTest, alsoRead?: () => Promise<Record<string, string>>): Promise<ScenarioAnswers> {
  await impersonateHolders(rpcUrl);
  const snapshots: Record<string, Record<string, string>> = {};
  let funded = false;
  for (const step of STEPS) {
    if (step.kind === 'pooledEther') {
      await subject.setPooledEther(step.wei);
      if (!funded) await subject.fundHolders();
      funded = true;
    } else if (step.kind === 'wrap') await subject.wrap(HOLDERS[step.holder], step.stEth);
    else if (step.kind === 'unwrap') await subject.unwrap(HOLDERS[step.holder], step.wstEth);
    else snapshots[step.name] = { ...(await snapshot(rpcUrl, subject.wsteth)), ...(alsoRead ? await alsoRead() : {}) };
  }
  return { snapshots };
}
