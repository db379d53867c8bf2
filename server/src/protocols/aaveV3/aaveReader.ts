/**
 * A wallet's Aave v3 positions on one chain, in the markets as their Pools list them (reserveDiscovery.ts).
 * In the holdings eth_call, per reserve the aToken's and the variable-debt token's balanceOf (the
 * underlying's units, interest included), and per Pool getUserAccountData (collateral, debt, weighted
 * liquidation threshold, health factor, as Aave itself computes them) and getUserConfiguration (which
 * deposits back the loan). Shared, cached with the prices: the market's own oracle's getAssetPrice of
 * each underlying no feed of Ribbit's prices. A wallet that borrows is read once more, at one block: its
 * account data beside each of its loan's reserves' balances and the oracle's price of it (aaveLoanParts.ts),
 * so the loan's health and the parts it is stated from cannot disagree.
 */
import { formatUnits, type Address } from 'viem';
import type { CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { call, selector, uint, WALLET, words } from '../abiWords';
import type { PositionHolding, ProtocolChainReader, ProtocolLoan, ProtocolPositions, ProtocolPrice, ReadStep } from '../protocol';
import { usesAsCollateral } from './aaveAbi';
import { accountLoan, loanAtOneBlock, type LoanReserve } from './aaveLoanParts';

const BALANCE_OF = selector('function balanceOf(address)');
const GET_USER_ACCOUNT_DATA = selector('function getUserAccountData(address)');
const GET_USER_CONFIGURATION = selector('function getUserConfiguration(address)');
const GET_ASSET_PRICE = selector('function getAssetPrice(address)');
/** Aave's base currency on Ethereum and Base (the oracle's unit): USD with 8 decimals. */
const BASE_CURRENCY_DECIMALS = 8;

/** A reserve's receipt token: an aToken or a variable-debt token, with its own symbol. */
export interface AaveReceiptToken {
  address: Address;
  symbol: string;
}

/** One reserve of a market, as its Pool states it. */
export interface AaveReserve {
  /** The underlying: the chain's listed token, or one made from the token's own answers. */
  token: TokenInfo;
  /** The reserve's index in the user-configuration bitmap. */
  id: number;
  liquidationThresholdBps: number;
  aToken: AaveReceiptToken;
  debtToken: AaveReceiptToken;
}

export interface AaveMarketOnChain {
  pool: Address;
  /** The market's AaveOracle; null when the provider did not name one (its unfed reserves are then unpriced). */
  oracle: Address | null;
  reserves: readonly AaveReserve[];
}

/** Reserves whose underlying no feed prices: the market's oracle prices them. */
function oraclePriced(market: AaveMarketOnChain): AaveReserve[] {
  return market.oracle ? market.reserves.filter(({ token }) => !token.extensions?.priceFeed) : [];
}

/** One market's positions, and the reserves of its loan that the one-block read re-reads with the oracle's prices. */
interface MarketRead extends ProtocolPositions {
  loanReserves: LoanReserve[];
}

/** One market's holdings and loan from its wallet calls' results (2 per reserve, then account data and configuration). */
function readMarket(market: AaveMarketOnChain, wallet: readonly CallResult[]): MarketRead {
  const count = market.reserves.length;
  const account = words(wallet[count * 2], 6);
  const configuration = uint(wallet[count * 2 + 1]) ?? 0n;
  const hasLoan = account !== null && account[1] > 0n;
  const holdings: PositionHolding[] = [];
  const collateralSymbols: string[] = [];
  const debtSymbols: string[] = [];
  const loanReserves: LoanReserve[] = [];
  market.reserves.forEach(({ token, id, liquidationThresholdBps, aToken, debtToken }, index) => {
    const deposit = uint(wallet[index * 2]) ?? 0n;
    const debt = uint(wallet[index * 2 + 1]) ?? 0n;
    const receipt = (contract: AaveReceiptToken, units: bigint) => ({
      symbol: contract.symbol,
      address: contract.address,
      units: Number(formatUnits(units, token.decimals)),
    });
    const backsLoan = hasLoan && deposit > 0n && usesAsCollateral(configuration, id) && liquidationThresholdBps > 0;
    if (backsLoan || (hasLoan && debt > 0n))
      loanReserves.push({
        token,
        underlying: token.address,
        aToken: aToken.address,
        debtToken: debtToken.address,
        thresholdBps: liquidationThresholdBps,
        backsLoan,
      });
    if (deposit > 0n) {
      if (backsLoan) collateralSymbols.push(token.symbol);
      holdings.push({ token, balance: deposit, place: { kind: 'deposit', receipt: receipt(aToken, deposit), ...(backsLoan ? { loan: 0 } : {}) } });
    }
    if (debt > 0n) {
      debtSymbols.push(token.symbol);
      holdings.push({ token, balance: debt, place: { kind: 'debt', receipt: receipt(debtToken, debt), ...(hasLoan ? { loan: 0 } : {}) } });
    }
  });
  if (!hasLoan) return { holdings, loans: [], loanReserves };
  return { holdings, loans: [accountLoan(market.pool, account, collateralSymbols, debtSymbols)], loanReserves };
}

/** Each borrowing market's loan read again at one block, one market after another; then the positions. */
function loansAtOneBlock(
  wallet: Address,
  pending: ReadonlyArray<{ market: AaveMarketOnChain; reserves: LoanReserve[]; index: number }>,
  loans: ProtocolLoan[],
  finish: (loans: ProtocolLoan[]) => ReadStep,
): ReadStep {
  if (pending.length === 0) return finish(loans);
  const [first, ...rest] = pending;
  return loanAtOneBlock(first.market.pool, first.market.oracle, wallet, first.reserves, loans[first.index], (loan) =>
    loansAtOneBlock(
      wallet,
      rest,
      loans.map((each, index) => (index === first.index ? loan : each)),
      finish,
    ),
  );
}

export function aaveReader(markets: readonly AaveMarketOnChain[]): ProtocolChainReader {
  const priced = markets.map(oraclePriced);
  return {
    walletCalls: markets.flatMap((market) => [
      ...market.reserves.flatMap(({ aToken, debtToken }) => [call(aToken.address, BALANCE_OF, WALLET), call(debtToken.address, BALANCE_OF, WALLET)]),
      call(market.pool, GET_USER_ACCOUNT_DATA, WALLET),
      call(market.pool, GET_USER_CONFIGURATION, WALLET),
    ]),
    sharedCalls: markets.flatMap(({ oracle }, index) => (oracle ? priced[index].map(({ token }) => call(oracle, GET_ASSET_PRICE, token.address)) : [])),
    claims: markets.flatMap((market) => market.reserves.flatMap(({ aToken, debtToken }) => [aToken.address, debtToken.address])),
    read(wallet, shared, address) {
      const holdings: PositionHolding[] = [];
      const loans: ProtocolLoan[] = [];
      const pending: Array<{ market: AaveMarketOnChain; reserves: LoanReserve[]; index: number }> = [];
      const prices: ProtocolPrice[] = [];
      let walletAt = 0;
      let sharedAt = 0;
      markets.forEach((market, index) => {
        const count = market.reserves.length * 2 + 2;
        const found = readMarket(market, wallet.slice(walletAt, walletAt + count));
        walletAt += count;
        // Each market's loan is its own: its holdings point at it, after the loans of the markets before.
        const offset = loans.length;
        holdings.push(
          ...found.holdings.map((holding) => (holding.place?.loan === undefined ? holding : { ...holding, place: { ...holding.place, loan: offset } })),
        );
        if (found.loans.length > 0) pending.push({ market, reserves: found.loanReserves, index: offset });
        loans.push(...found.loans);
        for (const { token } of priced[index]) {
          const answer = uint(shared[sharedAt++]);
          if (answer !== null && answer > 0n) prices.push({ token, priceUsd: Number(formatUnits(answer, BASE_CURRENCY_DECIMALS)) });
        }
      });
      const held = new Set(holdings.map(({ token }) => token.address));
      const heldPrices = prices.filter(({ token }) => held.has(token.address));
      return loansAtOneBlock(address, pending, loans, (read) => ({ positions: { holdings, loans: read, prices: heldPrices } }));
    },
  };
}
