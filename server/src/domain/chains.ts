/**
 * What a chain *is*, for the chains Ribbit ships a registry for: its id, its
 * name as shown to visitors, its native coin and its locally served icon.
 * How Ribbit *reads* a chain (balances, feeds) lives in chain/ and prices/;
 * the token registry of each chain is in chains/registry/.
 * Ids and native coins: chainlist's chain records (ethereum-lists/chains,
 * _data/chains/eip155-{id}.json).
 */
export interface NativeCoin {
  symbol: string;
  name: string;
  decimals: number;
  /** The asset the coin is, across chains: ETH on Base is the same exposure as ETH on Ethereum. */
  asset: string;
}

export interface ChainDefinition {
  id: number;
  name: string;
  native: NativeCoin;
  /** Same-origin icon, served from server/assets/chain-icons at /icons/chains/. */
  icon: string;
  /** An L2 whose Chainlink prices depend on its sequencer being up (Chainlink's L2 sequencer uptime feeds). */
  hasSequencer: boolean;
}

const ETHER: NativeCoin = { symbol: 'ETH', name: 'Ether', decimals: 18, asset: 'ETH' };

export const CHAIN_DEFINITIONS: readonly ChainDefinition[] = [
  { id: 1, name: 'Ethereum', native: ETHER, icon: '/icons/chains/1.svg', hasSequencer: false },
  { id: 10, name: 'OP Mainnet', native: ETHER, icon: '/icons/chains/10.svg', hasSequencer: true },
  // Polygon PoS's native coin was renamed MATIC → POL in September 2024 (same 18 decimals).
  {
    id: 137,
    name: 'Polygon',
    native: { symbol: 'POL', name: 'Polygon Ecosystem Token', decimals: 18, asset: 'POL' },
    icon: '/icons/chains/137.svg',
    hasSequencer: false,
  },
  { id: 8453, name: 'Base', native: ETHER, icon: '/icons/chains/8453.svg', hasSequencer: true },
  { id: 42161, name: 'Arbitrum One', native: ETHER, icon: '/icons/chains/42161.svg', hasSequencer: true },
];

const byId = new Map(CHAIN_DEFINITIONS.map((chain) => [chain.id, chain]));

/** The definition of a shipped chain; undefined for any other id. */
export function chainDefinition(chainId: number): ChainDefinition | undefined {
  return byId.get(chainId);
}

/** A shipped chain's name, or "Chain {id}" for one Ribbit has no registry of. */
export function chainName(chainId: number): string {
  return byId.get(chainId)?.name ?? `Chain ${chainId}`;
}
