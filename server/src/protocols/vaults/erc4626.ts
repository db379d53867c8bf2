/**
 * ERC-4626 vaults (sDAI, sUSDS, sUSDe): the wallet's shares by `balanceOf(wallet)` in the holdings
 * eth_call; then, only for vaults it holds, `convertToAssets(shares)` in one more round, the vault's
 * own answer to the wei. The holding is the vault's asset (DAI, USDS, USDe) in asset units, so a vault
 * of a stablecoin counts as that stablecoin at the vault's exchange rate.
 */
import { formatUnits, type Address } from 'viem';
import { call, selector, uint, WALLET } from '../abiWords';
import type { SetAsideToken } from '../../../../contract';
import { failureOf, unreadable } from '../../chains/unreadable';
import { listedToken, type PositionHolding, type ProtocolChain, type ProtocolChainReader, type ProtocolContract } from '../protocol';

export interface VaultContract extends ProtocolContract {
  /** The share token's symbol and decimals, as the vault's own ERC-20 metadata answers them. */
  symbol: string;
  decimals: number;
  /** The vault's `asset()`. */
  underlying: Address;
}

export type VaultDeployment = Readonly<{ vaults: readonly VaultContract[] }>;

const BALANCE_OF = selector('function balanceOf(address)');
const CONVERT_TO_ASSETS = selector('function convertToAssets(uint256)');

/** The shares as a plain token: shown, unpriced, when the asset cannot express them. */
function sharesAsToken(vault: VaultContract, chainId: number, shares: bigint): PositionHolding {
  return { token: { chainId, address: vault.address, symbol: vault.symbol, name: vault.symbol, decimals: vault.decimals }, balance: shares };
}

export function vaultsReader(deployment: VaultDeployment, chain: ProtocolChain): ProtocolChainReader {
  const { vaults } = deployment;
  return {
    walletCalls: vaults.map((vault) => call(vault.address, BALANCE_OF, WALLET)),
    sharedCalls: [],
    claims: vaults.map((vault) => vault.address),
    read(results) {
      const held = vaults.flatMap((vault, index) => {
        const shares = uint(results[index]);
        return shares !== null && shares > 0n ? [{ vault, shares }] : [];
      });
      if (held.length === 0) return { positions: { holdings: [], loans: [] } };
      return {
        calls: held.map(({ vault, shares }) => call(vault.address, CONVERT_TO_ASSETS, shares)),
        next: (converted) => {
          const setAside: SetAsideToken[] = [];
          const holdings = held.flatMap(({ vault, shares }, index): PositionHolding[] => {
            const label = { chainId: chain.chainId, symbol: vault.symbol, name: vault.symbol };
            const result = converted[index];
            const assets = uint(result);
            // Shares held are never worth nothing: a vault that cannot say, or says zero, is set aside, not dropped.
            if (!result.success) setAside.push(unreadable(label, failureOf(result)));
            else if (assets === null || assets === 0n) setAside.push(unreadable(label, 'implausible'));
            if (assets === null || assets === 0n) return [];
            const asset = listedToken(chain, vault.underlying);
            if (!asset) return [sharesAsToken(vault, chain.chainId, shares)];
            const receipt = { symbol: vault.symbol, address: vault.address, units: Number(formatUnits(shares, vault.decimals)) };
            return [{ token: asset, balance: assets, place: { kind: 'vault', receipt } }];
          });
          return { positions: { loans: [], holdings, setAside } };
        },
      };
    },
  };
}
