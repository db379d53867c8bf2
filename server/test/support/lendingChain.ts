/**
 * What the lending tests do to a local chain: set a Chainlink feed's answer (a new round on the
 * proxy's current aggregator, as its deployer), and send a transaction as any account (impersonated).
 */
import { encodeFunctionData, getAddress, parseAbi, toHex, type Address, type Hash, type Hex } from 'viem';
import { rpc } from '../../demo/anvilRpc';
import { waitForReceipts } from '../../demo/seed/blocks';

const proxyAbi = parseAbi([
  'function aggregator() view returns (address)',
  'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
]);
const appendAbi = parseAbi(['function appendRounds(int192[] answers, uint64[] timestamps)']);

async function call(rpcUrl: string, to: Address, data: Hex): Promise<Hex> {
  return rpc<Hex>(rpcUrl, 'eth_call', [{ to, data }, 'latest']);
}

/** The feed behind `proxy` answers `answer` (in its own decimals) from now on. */
export async function setFeedAnswer(rpcUrl: string, proxy: Address, answer: bigint): Promise<void> {
  const aggregator = getAddress(`0x${(await call(rpcUrl, proxy, encodeFunctionData({ abi: proxyAbi, functionName: 'aggregator' }))).slice(26)}`);
  const latest = await call(rpcUrl, proxy, encodeFunctionData({ abi: proxyAbi, functionName: 'latestRoundData' }));
  const updatedAt = BigInt(`0x${latest.slice(2 + 64 * 3, 2 + 64 * 4)}`);
  const [deployer] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const data = encodeFunctionData({ abi: appendAbi, functionName: 'appendRounds', args: [[answer], [updatedAt + 1n]] });
  await sendAs(rpcUrl, deployer, aggregator, data);
}

/** Sends a transaction from `from` (impersonated, given gas money) and waits for it; rejects if it reverted. */
export async function sendAs(rpcUrl: string, from: Address, to: Address, data: Hex): Promise<void> {
  await rpc(rpcUrl, 'anvil_impersonateAccount', [from]);
  await rpc(rpcUrl, 'anvil_setBalance', [from, toHex(10n ** 20n)]);
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, to, data, gas: toHex(3_000_000n) }]);
  await waitForReceipts(rpcUrl, [hash]);
}

/** The revert of calling `to` with `data` as `from`, or null when the call succeeds. */
export async function revertOf(rpcUrl: string, from: Address, to: Address, data: Hex): Promise<string | null> {
  try {
    await rpc(rpcUrl, 'eth_call', [{ from, to, data, gas: toHex(3_000_000n) }, 'latest']);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}` : String(error);
  }
}
