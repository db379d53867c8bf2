/**
 * Moves constructor-initialised contracts to the addresses they have on the
 * real chain. A contract is deployed normally at a scratch address; the block
 * that created it is traced with geth's prestateTracer in diff mode, which
 * lists every storage slot each transaction wrote; then anvil_setCode puts the
 * runtime code (immutables included, as eth_getCode returns it) at the real
 * address and anvil_setStorageAt writes each slot there. No knowledge of a
 * contract's storage layout is needed.
 */
import type { Address, Hex } from 'viem';
import type { JsonRpcRequest } from '../../src/chains/transport/client';
import { rpcBatch, rpc } from '../anvilRpc';

export interface Move {
  from: Address;
  to: Address;
}

interface AccountDiff {
  storage?: Record<Hex, Hex>;
}

interface TxDiff {
  // Diff mode lists only the accounts the transaction touched.
  result: { pre: Partial<Record<string, AccountDiff>>; post: Partial<Record<string, AccountDiff>> };
}

const ZERO_WORD: Hex = `0x${'0'.repeat(64)}`;

/**
 * Every slot of `addresses` as it stands after block `blockNumber`, for
 * contracts created in that block. A slot in a transaction's pre state but not
 * its post state was cleared (diff mode leaves zeroes out).
 */
async function storageWrittenIn(rpcUrl: string, blockNumber: bigint, addresses: readonly Address[]): Promise<Map<Address, Map<Hex, Hex>>> {
  const diffs = await rpc<TxDiff[]>(rpcUrl, 'debug_traceBlockByNumber', [
    `0x${blockNumber.toString(16)}`,
    { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
  ]);
  const storage = new Map(addresses.map((address) => [address, new Map<Hex, Hex>()]));
  for (const { result } of diffs) {
    for (const address of addresses) {
      const slots = storage.get(address);
      const key = address.toLowerCase();
      const written = result.post[key]?.storage ?? {};
      for (const slot of Object.keys(result.pre[key]?.storage ?? {}) as Hex[]) if (!(slot in written)) slots?.set(slot, ZERO_WORD);
      for (const [slot, value] of Object.entries(written) as Array<[Hex, Hex]>) slots?.set(slot, value);
    }
  }
  return storage;
}

/** Copies code and storage of each contract created in block `blockNumber` from `from` to `to`. */
export async function transplant(rpcUrl: string, blockNumber: bigint, moves: readonly Move[]): Promise<void> {
  if (moves.length === 0) return;
  const sources = moves.map((move) => move.from);
  const [codes, storage] = await Promise.all([
    rpcBatch(
      rpcUrl,
      sources.map((address) => ({ method: 'eth_getCode', params: [address, 'latest'] })),
    ) as Promise<Hex[]>,
    storageWrittenIn(rpcUrl, blockNumber, sources),
  ]);
  const requests: JsonRpcRequest[] = moves.flatMap((move, index) => {
    if (codes[index] === '0x') throw new Error(`Nothing was deployed at ${move.from} to move to ${move.to}`);
    const slots = [...(storage.get(move.from) ?? new Map<Hex, Hex>())];
    return [
      { method: 'anvil_setCode', params: [move.to, codes[index]] },
      ...slots.map(([slot, value]) => ({ method: 'anvil_setStorageAt', params: [move.to, slot, value] })),
    ];
  });
  await rpcBatch(rpcUrl, requests);
}
