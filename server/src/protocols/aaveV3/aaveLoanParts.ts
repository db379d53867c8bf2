/**
 * An Aave loan at one block, from Aave's own figures: getUserAccountData (collateral, debt, weighted threshold,
 * health factor) beside each of the loan's reserves' balances and the AaveOracle's price of it, all in one
 * eth_call, so the health factor and the parts it is stated from cannot disagree (docs/engine.md, "Loans").
 *
 * The oracle is the one the Pool's PoolAddressesProvider names (getPriceOracle), found with the market's
 * reserves (reserveDiscovery.ts) and cached with them: its address is not a constant Ribbit may assume
 * (governance can replace it). A borrowing wallet costs one more round: the loan itself.
 */
import { formatUnits, type Address } from 'viem';
import type { ProtocolLoanPart } from '../../domain/loanMath';
import type { TokenInfo } from '../../domain/types';
import { call, selector, uint, words } from '../abiWords';
import type { ProtocolLoan, ReadStep } from '../protocol';

const GET_ASSET_PRICE = selector('function getAssetPrice(address)');
const GET_USER_ACCOUNT_DATA = selector('function getUserAccountData(address)');
const BALANCE_OF = selector('function balanceOf(address)');
/** Aave's base currency on Ethereum and Base: USD with 8 decimals (AaveOracle's BASE_CURRENCY_UNIT). */
const BASE_CURRENCY_DECIMALS = 8;
const HEALTH_FACTOR_DECIMALS = 18;

/** A reserve of the loan: its tokens, its own liquidation threshold, and whether its deposit backs the loan. */
export interface LoanReserve {
  /** The registry's token the position is shown as (WETH's reserve is ETH's). */
  token: TokenInfo;
  /** The reserve's own asset, as the oracle knows it. */
  underlying: Address;
  aToken: Address;
  debtToken: Address;
  thresholdBps: number;
  backsLoan: boolean;
}

const usd = (base: bigint): number => Number(formatUnits(base, BASE_CURRENCY_DECIMALS));

/** The loan from getUserAccountData's six words; its symbols are the reserves'. */
export function accountLoan(pool: Address, account: readonly bigint[], collateralSymbols: string[], debtSymbols: string[]): ProtocolLoan {
  const [collateralBase, debtBase, , threshold, , healthFactor] = account;
  return {
    market: pool,
    collateralUsd: usd(collateralBase),
    debtUsd: usd(debtBase),
    healthFactor: Number(formatUnits(healthFactor, HEALTH_FACTOR_DECIMALS)),
    liquidationThreshold: Number(threshold) / 10_000,
    collateralSymbols,
    debtSymbols,
  };
}

function partsOf(reserves: readonly LoanReserve[], results: readonly bigint[][]): ProtocolLoanPart[] {
  return reserves.flatMap((reserve, index) => {
    const [deposit, debt, price] = results[index];
    const priceUsd = usd(price);
    const part = (side: ProtocolLoanPart['side'], balance: bigint, threshold: number): ProtocolLoanPart[] =>
      balance > 0n
        ? [
            {
              side,
              symbol: reserve.token.symbol,
              address: reserve.token.address,
              units: Number(formatUnits(balance, reserve.token.decimals)),
              priceUsd,
              liquidationThreshold: threshold,
            },
          ]
        : [];
    return [...(reserve.backsLoan ? part('collateral', deposit, reserve.thresholdBps / 10_000) : []), ...part('debt', debt, 0)];
  });
}

/**
 * The loan read again at one block with its parts; `fallback` (the holdings read's getUserAccountData) when a
 * round does not come back whole. `finish` makes the positions from the loan.
 */
export function loanAtOneBlock(
  pool: Address,
  oracle: Address | null,
  wallet: Address,
  reserves: readonly LoanReserve[],
  fallback: ProtocolLoan,
  finish: (loan: ProtocolLoan) => ReadStep,
): ReadStep {
  if (!oracle) return finish(fallback);
  return {
    calls: [
      call(pool, GET_USER_ACCOUNT_DATA, wallet),
      ...reserves.flatMap(({ underlying, aToken, debtToken }) => [
        call(aToken, BALANCE_OF, wallet),
        call(debtToken, BALANCE_OF, wallet),
        call(oracle, GET_ASSET_PRICE, underlying),
      ]),
    ],
    next: ([accountResult, ...rest]) => {
      const account = words(accountResult, 6);
      const read = reserves.map((_, index) => rest.slice(index * 3, index * 3 + 3).flatMap((result) => uint(result) ?? []));
      if (!account || read.some((values) => values.length < 3) || account[1] === 0n) return finish(fallback);
      const parts = partsOf(reserves, read);
      return finish({ ...accountLoan(pool, account, fallback.collateralSymbols, fallback.debtSymbols), parts });
    },
  };
}
