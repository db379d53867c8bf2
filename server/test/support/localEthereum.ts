/**
 * The seeded local chains for a protocol's reader test: started before the file's tests and stopped
 * after them, with the local Ethereum, its tokens, and a wallet's positions in one protocol read as
 * the service reads them (one positions reader, its own eth_calls).
 */
import { after, before } from 'node:test';
import type { Address } from 'viem';
import type { WalletHoldings } from '../../src/chains/holdings';
import { createJsonRpcClient } from '../../src/chains/transport/client';
import { startLocalChains, type LocalChainHandle, type LocalChains } from '../../demo/localChains';
import type { TokenInfo } from '../../src/domain/types';
import type { Protocol } from '../../src/protocols/protocol';
import { createPositionsReader } from '../../src/protocols/walletPositions';

export interface LocalEthereum {
  chain: () => LocalChainHandle;
  tokenNamed: (symbol: string) => TokenInfo;
  /** The wallet's positions and loans in `protocol` on the local Ethereum. */
  positionsIn: (protocol: Protocol, wallet: Address) => Promise<WalletHoldings>;
}

/** Call at the top of a test file: the chains start in its `before` and stop in its `after`. */
export function useLocalEthereum(): LocalEthereum {
  let local: LocalChains | undefined;
  before(async () => {
    local = await startLocalChains();
  });
  after(async () => {
    await local?.stop();
  });
  const chain = (): LocalChainHandle => {
    const ethereum = local?.chains.find((candidate) => candidate.chainId === 1);
    if (!ethereum) throw new Error('the local chains did not start');
    return ethereum;
  };
  return {
    chain,
    tokenNamed: (symbol) => {
      const token = chain().tokens.find((candidate) => candidate.symbol === symbol);
      if (!token) throw new Error(`no ${symbol} on the local chain`);
      return token;
    },
    positionsIn: async (protocol, wallet) => {
      const { rpcUrl, tokens, multicall3 } = chain();
      const client = createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: 10_000, retryCount: 0 });
      const { holdings, loans, prices, setAside } = await createPositionsReader(client, {
        chainId: 1,
        tokens,
        multicall3,
        sharedTtlMs: 60_000,
        protocols: [protocol],
      }).read(wallet);
      return { holdings: holdings.filter(({ position }) => position?.protocol === protocol.id), loans, setAside, ...(prices ? { prices } : {}) };
    },
  };
}
