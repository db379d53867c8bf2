/**
 * At start, every configured RPC URL is asked which chain it serves (eth_chainId). A URL
 * of another chain stops the start with a message naming the variable to fix: a Base node
 * given as CHAIN_ID=1 used to start "ready" and answer every wallet with "holds nothing
 * Ribbit can price" (issue 20, item 3). A URL that does not answer is not fatal (the node
 * may be restarting): the client asks it again before its first use, and fails it there.
 */
import { askChainId } from './transport/chainIdCheck';
import { endpointOf } from './transport/endpoint';
import { chainName } from '../domain/chains';

/** A configured remote chain, as config/config.ts's RemoteChainConfig gives it: its URLs and the variables that named them. */
export interface ConfiguredChain {
  chainId: number;
  rpcUrls: readonly string[];
  /** For messages: RPC_URL_8453, or RPC_URL with CHAIN_ID. */
  variables: { rpcUrl: string; chainId?: string };
}

export interface ChainIdentityReport {
  /** Each a sentence naming the variable: the start is refused when there is any. */
  mismatches: string[];
  /** URLs that did not answer eth_chainId, with why. */
  unanswered: string[];
}

function mismatch(chain: ConfiguredChain, origin: string, actual: number): string {
  const { rpcUrl, chainId } = chain.variables;
  const serves = `${rpcUrl} (${origin}) answers for chain ${actual} (${chainName(actual)})`;
  if (chainId) return `${serves}, but ${chainId} is ${chain.chainId}: set ${chainId}=${actual}, or point ${rpcUrl} at a node of chain ${chain.chainId}`;
  return `${serves}, not chain ${chain.chainId} (${chainName(chain.chainId)}): point ${rpcUrl} at a node of chain ${chain.chainId}`;
}

export async function checkChainIdentity(chains: readonly ConfiguredChain[], timeoutMs: number): Promise<ChainIdentityReport> {
  const report: ChainIdentityReport = { mismatches: [], unanswered: [] };
  await Promise.all(
    chains.flatMap((chain) =>
      chain.rpcUrls.map(async (url) => {
        // Origins only in messages: an RPC URL's path or query often carries the API key.
        const origin = new URL(url).origin;
        try {
          const actual = await askChainId(endpointOf(url), timeoutMs);
          if (actual !== chain.chainId) report.mismatches.push(mismatch(chain, origin, actual));
        } catch (error) {
          report.unanswered.push(`${chain.variables.rpcUrl} (${origin}): ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  );
  return report;
}
