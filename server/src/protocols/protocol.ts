/**
 * A protocol Ribbit reads positions in (docs/positions.md): one typed record each, gathered in
 * protocols.ts. A record says what the protocol has on each chain (its contracts, with the public
 * sources each address was checked against), how a wallet's positions there are read and how they are
 * priced. server/test/protocols/protocols.test.ts walks them all.
 *
 * How a position is read: a protocol's reader on one chain gives
 * - `walletCalls`: calls taking the wallet as an argument, with WALLET_WORD_SLOT where its 32-byte
 *   word goes. They ride in the chain's one holdings eth_call (chains/holdings.ts);
 * - `sharedCalls`: calls that do not depend on the wallet (exchange rates, reserve parameters), read
 *   with the holdings when the chain's cache of them is older than the prices' TTL, reused until then;
 * - `read`: from those results, the positions, or the calls of one more round (the Uniswap position
 *   manager's `positions(id)` once the wallet's token ids are known). Every protocol's next round goes
 *   in one aggregate3 eth_call, and a round is sent only when some protocol asks for one: a wallet
 *   without positions costs no extra round trip.
 */
import type { Address } from 'viem';
import type { Position, ProtocolId, SetAsideToken } from '../../../contract';
import type { ReadLoan } from '../chains/holdings';
import type { Call, CallResult } from '../chains/multicall/multicall';
import type { TokenInfo } from '../domain/types';

/** A public source of facts, cited by id beside each contract (as the token registries cite theirs). */
export interface ProtocolSource {
  id: string;
  /** What it is, e.g. "Aave address book, AaveV3Ethereum.sol". */
  title: string;
  /** Where it is published: a repository path at a commit, or a page. */
  url: string;
  /** ISO date the facts were read. */
  retrieved: string;
}

/** One contract of a protocol on one chain. */
export interface ProtocolContract {
  /** EIP-55 checksummed. */
  address: Address;
  /** Ids of the record's sources that give this address: two independent ones where they exist. */
  sources: readonly string[];
  /** The registry token a position in this contract is expressed as (DAI for sDAI, ETH for wstETH), when there is one. */
  underlying?: Address;
}

/** What a protocol has on one chain: named contracts, or named lists of them. */
export type Deployment = Readonly<Record<string, ProtocolContract | readonly ProtocolContract[]>>;

/**
 * How a position's value is found. Always as the underlying asset's amount, priced by that asset's own
 * feed; what differs is how the amount is reached:
 * - balance: the receipt's balance is the amount (an Aave aToken or debt token, a Compound balance);
 * - exchange-rate: the receipt times the protocol's own exchange rate (wstETH × stEthPerToken, an
 *   ERC-4626 vault's convertToAssets);
 * - liquidity: a liquidity position's two token amounts from its liquidity and the pool's price, plus
 *   its uncollected fees.
 */
export type PositionPricing = 'balance' | 'exchange-rate' | 'liquidity';

/** The chain a reader is made for: its id, and the token list underlyings are looked up in. */
export interface ProtocolChain {
  chainId: number;
  tokens: readonly TokenInfo[];
}

/** Where a holding sits, as a protocol reader says it: the framework adds the protocol's id and name. */
export type Place = Omit<Position, 'protocol' | 'protocolName'>;

/** One holding a protocol found for the wallet. */
export interface PositionHolding {
  /** The asset it is exposed to, from the chain's token list. */
  token: TokenInfo;
  /** In the token's smallest unit; a zero amount is dropped. */
  balance: bigint;
  /**
   * Where it sits. Absent: the receipt itself as a plain token, when its underlying is not on the chain's
   * token list (so it is shown, unpriced, rather than lost).
   */
  place?: Place;
}

/** A loan as a protocol reader says it: the framework adds the protocol, its name and the chain. */
export type ProtocolLoan = Omit<ReadLoan, 'protocol' | 'protocolName' | 'chainId'>;

/**
 * What a protocol found for the wallet on one chain; `place.loan` indexes `loans`. `setAside`: what it could not
 * read (a token that burns gas, a vault answering a zero rate) or did not (positions past its bound), each said
 * with its reason rather than dropped (chains/holdings.ts, `unreadable`).
 */
export interface ProtocolPositions {
  holdings: PositionHolding[];
  loans: ProtocolLoan[];
  setAside?: SetAsideToken[];
  /**
   * The protocol's own USD price of a held token no feed of Ribbit's prices (a reserve priced by Aave's
   * oracle), read at the same block: used only where no other source prices the token.
   */
  prices?: readonly ProtocolPrice[];
}

export interface ProtocolPrice {
  token: TokenInfo;
  priceUsd: number;
}

/** Either the positions, or one more round of calls and what to make of their results. */
export type ReadStep = { positions: ProtocolPositions } | { calls: readonly Call[]; next: (results: readonly CallResult[]) => ReadStep };

/** A protocol's reading of one wallet on one chain (see the top of this file). */
export interface ProtocolChainReader {
  walletCalls: readonly Call[];
  sharedCalls: readonly Call[];
  /** Registry tokens this protocol reads itself (wstETH, read as its ETH): left out of the plain balance read. */
  claims: readonly Address[];
  /**
   * `results` and `shared` are the results of `walletCalls` and `sharedCalls`, in their order; `wallet`
   * is the wallet read, for a later round's calls that take it.
   */
  read(results: readonly CallResult[], shared: readonly CallResult[], wallet: Address): ReadStep;
}

/**
 * What is inside a protocol's markets on one chain, read from the chain before the wallet is (an Aave
 * Pool's reserves, a Comet's collateral): rounds of calls, each round one aggregate3 shared by every
 * protocol, ending in the reader made from what they answered. Read again when the prices' TTL has
 * passed. `complete` is false when a call the reader needed failed: it is read again with the next wallet.
 */
export type Discovery = { reader: ProtocolChainReader; complete: boolean } | { calls: readonly Call[]; next: (results: readonly CallResult[]) => Discovery };

interface ProtocolRecordBase<D extends Deployment> {
  id: ProtocolId;
  /** Shown beside a position: "Aave", "Lido", "Uniswap". */
  name: string;
  pricing: PositionPricing;
  sources: readonly ProtocolSource[];
  /** Per chain id (a chain Ribbit ships), what the protocol has there; a chain left out is not read. */
  chains: Readonly<Partial<Record<number, D>>>;
}

/**
 * How a wallet's positions on one chain are read: a reader made once per chain from the deployment, or,
 * where what is inside the deployment's markets is read from the chain, that reading (Discovery).
 */
export type ProtocolRecord<D extends Deployment> = ProtocolRecordBase<D> &
  ({ reader(deployment: D, chain: ProtocolChain): ProtocolChainReader } | { discover(deployment: D, chain: ProtocolChain): Discovery });

/** A contract of a record with the name it has in its deployment ("positionManager", "vaults[1]"). */
export interface NamedContract {
  name: string;
  contract: ProtocolContract;
}

/** A record with its deployment type erased, so every protocol fits in one list. */
export interface Protocol {
  id: ProtocolId;
  name: string;
  pricing: PositionPricing;
  sources: readonly ProtocolSource[];
  chainIds: readonly number[];
  contractsOn(chainId: number): NamedContract[];
  /** Its reader on that chain, after reading what the chain says is in its markets; null where it has nothing there. */
  discoverOn(chain: ProtocolChain): Discovery | null;
}

function isContractList(value: ProtocolContract | readonly ProtocolContract[]): value is readonly ProtocolContract[] {
  return Array.isArray(value);
}

export function defineProtocol<D extends Deployment>(record: ProtocolRecord<D>): Protocol {
  return {
    id: record.id,
    name: record.name,
    pricing: record.pricing,
    sources: record.sources,
    chainIds: Object.keys(record.chains).map(Number),
    contractsOn(chainId) {
      const deployment = record.chains[chainId];
      if (!deployment) return [];
      return Object.entries(deployment).flatMap(([name, value]) =>
        isContractList(value) ? value.map((contract, index) => ({ name: `${name}[${index}]`, contract })) : [{ name, contract: value }],
      );
    },
    discoverOn(chain) {
      const deployment = record.chains[chain.chainId];
      if (!deployment) return null;
      return 'discover' in record ? record.discover(deployment, chain) : { reader: record.reader(deployment, chain), complete: true };
    },
  };
}

/** The token of `address` on the chain's list (any case), if listed. */
export function listedToken(chain: ProtocolChain, address: Address): TokenInfo | undefined {
  const wanted = address.toLowerCase();
  return chain.tokens.find((token) => token.address.toLowerCase() === wanted);
}
