/**
 * Sends seeding transactions as whole blocks: every transaction of a block in
 * one JSON-RPC batch with explicit nonces from anvil's first default account,
 * so addresses are the same on every run whatever order anvil handles them in,
 * then one evm_mine (automine would mine a few per arrival and strand the rest
 * behind a nonce gap).
 */
import { getContractAddress, toHex, type Address, type Hash, type Hex } from 'viem';
import type { JsonRpcRequest } from '../../src/chains/transport/client';
import { rpc, rpcBatch } from '../anvilRpc';

const RECEIPT_TIMEOUT_MS = 20_000;
/** Anvil's default block gas limit, restored after seeding (eth_call's gas cap follows it). */
const BLOCK_GAS_LIMIT = 30_000_000n;
/** Room for every seeding transaction of a block (hundreds of millions of gas for the dense feed). */
const SEEDING_BLOCK_GAS_LIMIT = 2_000_000_000n;

export interface Transaction {
  /** Absent: a contract creation. */
  to?: Address;
  data: Hex;
  /** Fixed, so anvil need not estimate each one. */
  gas: bigint;
  /** Ether sent with it (a payable constructor); none when absent. */
  value?: bigint;
}

/** Hands out nonces (and the address each creation will have) in sending order. */
export class Deployer {
  private next: number;

  constructor(
    readonly address: Address,
    firstNonce: number,
  ) {
    this.next = firstNonce;
  }

  static async of(rpcUrl: string): Promise<Deployer> {
    const [address] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
    return new Deployer(address, Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [address, 'latest'])));
  }

  /** A deployer starting `count` nonces later: this one sends exactly `count` transactions first. */
  skip(count: number): Deployer {
    return new Deployer(this.address, this.next + count);
  }

  /** The nonce for the next transaction. */
  take(): number {
    return this.next++;
  }

  /** The address the creation sent with `nonce` gets. */
  createdAt(nonce: number): Address {
    return getContractAddress({ from: this.address, nonce: BigInt(nonce) });
  }
}

export interface PlannedTransaction extends Transaction {
  nonce: number;
  /** Another sender than the seeding account: an account anvil impersonates (a protocol contract, a demo wallet). */
  from?: Address;
}

/** Resolves once every transaction is mined; rejects if one reverted or none came within 20 s. */
export async function waitForReceipts(rpcUrl: string, hashes: Hash[]): Promise<void> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  let pending = hashes;
  while (pending.length > 0) {
    const receipts = (await rpcBatch(
      rpcUrl,
      pending.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as Array<{ status: Hex } | null>;
    const failed = receipts.findIndex((receipt) => receipt !== null && receipt.status !== '0x1');
    if (failed >= 0) throw new Error(`Transaction ${pending[failed]} reverted`);
    pending = pending.filter((_, index) => receipts[index] === null);
    if (pending.length > 0 && Date.now() > deadline) throw new Error(`${pending.length} transactions were not mined in time`);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Mines one block holding `block`; resolves with its number once every transaction succeeded. */
export type MineBlock = (block: readonly PlannedTransaction[]) => Promise<bigint>;

/**
 * Runs `work` with automine off and room for hundreds of millions of gas per
 * block, after `setup` (e.g. anvil_setCode); restores both afterwards.
 */
export async function inSeedingBlocks<T>(rpcUrl: string, from: Address, setup: JsonRpcRequest[], work: (mine: MineBlock) => Promise<T>): Promise<T> {
  await rpcBatch(rpcUrl, [
    { method: 'evm_setAutomine', params: [false] },
    { method: 'evm_setBlockGasLimit', params: [toHex(SEEDING_BLOCK_GAS_LIMIT)] },
    ...setup,
  ]);
  const mine: MineBlock = async (block) => {
    const hashes = (await rpcBatch(
      rpcUrl,
      block.map((tx) => ({
        method: 'eth_sendTransaction',
        params: [
          {
            from: tx.from ?? from,
            data: tx.data,
            gas: toHex(tx.gas),
            nonce: toHex(tx.nonce),
            ...(tx.to ? { to: tx.to } : {}),
            ...(tx.value ? { value: toHex(tx.value) } : {}),
          },
        ],
      })),
    )) as Hash[];
    await rpc(rpcUrl, 'evm_mine');
    await waitForReceipts(rpcUrl, hashes);
    return BigInt(await rpc<Hex>(rpcUrl, 'eth_blockNumber'));
  };
  try {
    return await work(mine);
  } finally {
    await rpcBatch(rpcUrl, [
      { method: 'evm_setBlockGasLimit', params: [toHex(BLOCK_GAS_LIMIT)] },
      { method: 'evm_setAutomine', params: [true] },
    ]);
  }
}
