/**
 * Local chains the journey owns, so it can move their prices: started in the test process,
 * with Ribbit pointed at them by RPC URL and the same token list `npm start` writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFunctionResult, encodeFunctionData, type Address, type Hex } from 'viem';
import { chainlinkProxyAbi } from '../../server/src/chains/abis';
import { loadArtifacts } from '../../server/demo/compile';
import { appendLatestRounds } from '../../server/demo/feedKeeper';
import { startLocalChains, type LocalChains } from '../../server/demo/localChains';
import { rpc } from '../../server/demo/anvilRpc';
import { toTokenList } from '../../server/src/chains/tokenList';

export interface OwnedChains {
  chains: LocalChains;
  /** What startRibbit needs to read these chains: RPC_URL_<id> and TOKEN_LIST. */
  env(dataDir: string): Record<string, string>;
  /** A new round on the feed behind `proxy`: its latest answer × `factor`, at the current time. */
  moveFeed(chainId: number, proxy: Address, factor: number): Promise<void>;
}

export async function startOwnedChains(): Promise<OwnedChains> {
  const chains = await startLocalChains();
  const rpcUrlOf = (chainId: number) => {
    const chain = chains.chains.find((candidate) => candidate.chainId === chainId);
    if (!chain) throw new Error(`No local chain ${chainId}`);
    return chain.rpcUrl;
  };
  return {
    chains,
    env(dataDir) {
      const listFile = path.join(dataDir, 'journey-tokenlist.json');
      writeFileSync(listFile, JSON.stringify(toTokenList(chains.chains.flatMap((chain) => chain.tokens))));
      return { ...Object.fromEntries(chains.chains.map((chain) => [`RPC_URL_${chain.chainId}`, chain.rpcUrl])), TOKEN_LIST: listFile };
    },
    async moveFeed(chainId, proxy, factor) {
      const rpcUrl = rpcUrlOf(chainId);
      const data = encodeFunctionData({ abi: chainlinkProxyAbi, functionName: 'aggregator' });
      const reply = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: proxy, data }, 'latest']);
      const aggregator = decodeFunctionResult({ abi: chainlinkProxyAbi, functionName: 'aggregator', data: reply });
      await appendLatestRounds(rpcUrl, await loadArtifacts(), [{ address: aggregator }], Math.floor(Date.now() / 1000), factor);
    },
  };
}
