/**
 * Liquid-staking tokens (wstETH, weETH, rETH): the wallet's balance by `balanceOf(wallet)` in the
 * holdings eth_call, and each token's exchange rate (ETH-side units per whole token, 18 decimals: Lido's
 * stEthPerToken, ether.fi's getRate, Rocket Pool's getExchangeRate) read with the holdings only when the
 * chain's copy is older than the prices' TTL. The holding is the chain's ETH, balance × rate.
 */
import { formatUnits, type Address, type Hex } from 'viem';
import { call, selector, uint, WALLET } from '../abiWords';
import { listedToken, type PositionHolding, type ProtocolChain, type ProtocolChainReader, type ProtocolContract } from '../protocol';

export interface StakedTokenContract extends ProtocolContract {
  symbol: string;
  decimals: number;
  /** What the rate is in, as a registry token: the chain's ETH (0xEeee…EEeE). */
  underlying: Address;
  /** The token's own rate function, e.g. "function stEthPerToken()": underlying wei per 10^decimals of the token. */
  rate: string;
}

export type StakingDeployment = Readonly<{ tokens: readonly StakedTokenContract[] }>;

const BALANCE_OF = selector('function balanceOf(address)');

function asPlainToken(token: StakedTokenContract, chain: ProtocolChain, balance: bigint): PositionHolding {
  const listed = listedToken(chain, token.address);
  return { token: listed ?? { chainId: chain.chainId, address: token.address, symbol: token.symbol, name: token.symbol, decimals: token.decimals }, balance };
}

export function stakedTokensReader(deployment: StakingDeployment, chain: ProtocolChain): ProtocolChainReader {
  const { tokens } = deployment;
  const rates: Hex[] = tokens.map((token) => selector(token.rate));
  return {
    walletCalls: tokens.map((token) => call(token.address, BALANCE_OF, WALLET)),
    sharedCalls: tokens.map((token, index) => call(token.address, rates[index])),
    claims: tokens.map((token) => token.address),
    read(results, shared) {
      const holdings = tokens.flatMap((token, index): PositionHolding[] => {
        const balance = uint(results[index]);
        if (balance === null || balance === 0n) return [];
        const rate = uint(shared[index]);
        const underlying = listedToken(chain, token.underlying);
        // Without its rate or its underlying the token cannot be expressed: shown as itself, unpriced.
        if (rate === null || rate === 0n || !underlying) return [asPlainToken(token, chain, balance)];
        const receipt = { symbol: token.symbol, address: token.address, units: Number(formatUnits(balance, token.decimals)) };
        return [{ token: underlying, balance: (balance * rate) / 10n ** BigInt(token.decimals), place: { kind: 'staked', receipt } }];
      });
      return { positions: { holdings, loans: [] } };
    },
  };
}
