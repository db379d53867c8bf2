/**
 * A wallet's Compound v3 positions on one chain, in each Comet's collateral as the Comet lists it
 * (collateralDiscovery.ts). In the holdings eth_call, per Comet its balanceOf
 * (the base supplied, interest included), borrowBalanceOf and collateralBalanceOf per collateral
 * asset; shared (cached with the prices): each Comet's baseTokenPriceFeed and, per collateral asset,
 * getAssetInfoByAddress (its price feed, scale and liquidate collateral factor). Only a wallet that
 * borrows costs one more round: the Comet's own getPrice of the base and of each collateral it holds,
 * and the base token's USD feed, to state the loan as Comet's isLiquidatable weighs it:
 *
 *   health = Σ collateral × price / scale × liquidateCollateralFactor / (debt × base price / base scale)
 *
 * Comet prices a market in its own unit (USD for the USDC market, ETH for the WETH market); the base
 * token's USD feed over Comet's base price turns it into dollars. The debt is borrowBalanceOf, interest
 * accrued to the block, where isLiquidatable uses the last accrual: they differ by the interest since.
 */
import { formatUnits, type Address } from 'viem';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import type { ProtocolLoanPart } from '../../domain/loanMath';
import type { TokenInfo } from '../../domain/types';
import { call, selector, uint, WALLET, words } from '../abiWords';
import type { PositionHolding, ProtocolChainReader, ProtocolLoan, ProtocolPrice, ReadStep } from '../protocol';
import type { CometMarket } from './deployments';

const BALANCE_OF = selector('function balanceOf(address)');
const BORROW_BALANCE_OF = selector('function borrowBalanceOf(address)');
const COLLATERAL_BALANCE_OF = selector('function collateralBalanceOf(address,address)');
const BASE_TOKEN_PRICE_FEED = selector('function baseTokenPriceFeed()');
const GET_ASSET_INFO_BY_ADDRESS = selector('function getAssetInfoByAddress(address)');
const GET_PRICE = selector('function getPrice(address)');
const LATEST_ROUND_DATA = selector('function latestRoundData()');
const DECIMALS = selector('function decimals()');
/** AssetInfo: offset, asset, priceFeed, scale, borrowCollateralFactor, liquidateCollateralFactor, liquidationFactor, supplyCap. */
const ASSET_INFO_WORDS = 8;
const FACTOR_SCALE = 10n ** 18n;

/** One Comet as the chain states it: its base token and every collateral asset it lists (collateralDiscovery.ts). */
export interface CometOnChain {
  market: CometMarket;
  base: TokenInfo;
  collateral: TokenInfo[];
}

interface Held {
  market: CometOnChain;
  supplied: bigint;
  borrowed: bigint;
  collateral: { token: TokenInfo; balance: bigint; feed: Address; scale: bigint; liquidateFactor: bigint }[];
  baseFeed: Address | null;
}

/** A borrowing market whose loan can be stated: Comet names its base feed and the registry prices the base in USD. */
interface Borrowing extends Held {
  baseFeed: Address;
  usdFeed: Address;
}

const asAddress = (word: bigint): Address => `0x${word.toString(16).padStart(40, '0')}`;

const receipt = (market: CometMarket, balance: bigint, decimals: number) => ({
  symbol: market.symbol,
  address: market.address,
  units: Number(formatUnits(balance, decimals)),
});

/** Each collateral and the base debt at the Comet's own prices, in dollars, with its liquidate collateral factor. */
function loanParts(held: Held, collateralPrices: readonly (bigint | null)[], basePrice: bigint, baseUsd: number): ProtocolLoanPart[] {
  const priceUsd = (price: bigint): number => (Number(price) / Number(basePrice)) * baseUsd;
  const base = held.market.base;
  return [
    ...held.collateral.map((part, index) => ({
      side: 'collateral' as const,
      symbol: part.token.symbol,
      address: part.token.address,
      units: Number(formatUnits(part.balance, part.token.decimals)),
      priceUsd: priceUsd(collateralPrices[index] ?? 0n),
      liquidationThreshold: Number(part.liquidateFactor) / Number(FACTOR_SCALE),
    })),
    {
      side: 'debt',
      symbol: base.symbol,
      address: base.address,
      units: Number(formatUnits(held.borrowed, base.decimals)),
      priceUsd: baseUsd,
      liquidationThreshold: 0,
    },
  ];
}

/** The loan of one Comet from its own prices (second round), in dollars; null when a price did not come back. */
function loanOf(held: Held, prices: readonly CallResult[], usdRound: readonly bigint[] | null, usdDecimals: bigint | null): ProtocolLoan | null {
  const basePrice = uint(prices[0]);
  const collateralPrices = held.collateral.map((_, index) => uint(prices[index + 1]));
  if (basePrice === null || basePrice === 0n || collateralPrices.some((price) => price === null) || !usdRound || usdDecimals === null) return null;
  // Comet's unit to dollars: a value over Comet's base price is base tokens, at the base token's USD price.
  const baseUsd = Number(usdRound[1]) / 10 ** Number(usdDecimals);
  const toUsd = (value: bigint): number => (Number(value) / Number(basePrice)) * baseUsd;
  const baseScale = 10n ** BigInt(held.market.base.decimals);
  const debt = (held.borrowed * basePrice) / baseScale;
  let value = 0n;
  let weighted = 0n;
  held.collateral.forEach((part, index) => {
    const partValue = (part.balance * (collateralPrices[index] ?? 0n)) / part.scale;
    value += partValue;
    weighted += (partValue * part.liquidateFactor) / FACTOR_SCALE;
  });
  return {
    market: held.market.market.address,
    parts: loanParts(held, collateralPrices, basePrice, baseUsd),
    collateralUsd: toUsd(value),
    debtUsd: toUsd(debt),
    healthFactor: debt === 0n ? 0 : Number(weighted) / Number(debt),
    liquidationThreshold: value === 0n ? 0 : Number(weighted) / Number(value),
    collateralSymbols: held.collateral.map((part) => part.token.symbol),
    debtSymbols: [held.market.base.symbol],
  };
}

/**
 * Comet's own USD price of each collateral asset held that no feed of Ribbit's prices (wstETH, weETH on
 * Ethereum): getPrice over the base's getPrice, at the base token's USD price. Read with the loan, so
 * only a borrower's collateral gets one.
 */
function unfedCollateralPrices(held: Held, prices: readonly CallResult[], usdRound: readonly bigint[] | null, usdDecimals: bigint | null): ProtocolPrice[] {
  const basePrice = uint(prices[0]);
  if (basePrice === null || basePrice === 0n || !usdRound || usdDecimals === null || usdRound[1] <= 0n) return [];
  const baseUsd = Number(usdRound[1]) / 10 ** Number(usdDecimals);
  return held.collateral.flatMap((part, index) => {
    const price = uint(prices[index + 1]);
    if (part.token.extensions?.priceFeed || price === null || price === 0n) return [];
    return [{ token: part.token, priceUsd: (Number(price) / Number(basePrice)) * baseUsd }];
  });
}

export function cometReader(markets: readonly CometOnChain[]): ProtocolChainReader {
  const walletCalls: Call[] = markets.flatMap(({ market, collateral }) => [
    call(market.address, BALANCE_OF, WALLET),
    call(market.address, BORROW_BALANCE_OF, WALLET),
    ...collateral.map((token) => call(market.address, COLLATERAL_BALANCE_OF, WALLET, token.address)),
  ]);
  const sharedCalls: Call[] = markets.flatMap(({ market, collateral }) => [
    call(market.address, BASE_TOKEN_PRICE_FEED),
    ...collateral.map((token) => call(market.address, GET_ASSET_INFO_BY_ADDRESS, token.address)),
  ]);
  return {
    walletCalls,
    sharedCalls,
    claims: markets.map(({ market }) => market.address),
    read(wallet, shared): ReadStep {
      let walletAt = 0;
      let sharedAt = 0;
      const held: Held[] = markets.map((entry) => {
        const supplied = uint(wallet[walletAt++]) ?? 0n;
        const borrowed = uint(wallet[walletAt++]) ?? 0n;
        const feedWord = uint(shared[sharedAt++]);
        const collateral = entry.collateral.flatMap((token) => {
          const balance = uint(wallet[walletAt++]) ?? 0n;
          const info = words(shared[sharedAt++], ASSET_INFO_WORDS);
          if (balance === 0n || !info) return [];
          return [{ token, balance, feed: asAddress(info[2]), scale: info[3], liquidateFactor: info[5] }];
        });
        return { market: entry, supplied, borrowed, collateral, baseFeed: feedWord === null ? null : asAddress(feedWord) };
      });
      const holdings: PositionHolding[] = [];
      const borrowers: Borrowing[] = held.flatMap((entry) => {
        const usdFeed = entry.market.base.extensions?.priceFeed;
        return entry.borrowed > 0n && entry.baseFeed !== null && usdFeed ? [{ ...entry, baseFeed: entry.baseFeed, usdFeed }] : [];
      });
      held.forEach((entry) => {
        const { market, base } = entry.market;
        const loan = borrowers.findIndex((borrowing) => borrowing.market === entry.market);
        const loanIndex = loan >= 0 ? { loan } : {};
        if (entry.supplied > 0n)
          holdings.push({ token: base, balance: entry.supplied, place: { kind: 'deposit', receipt: receipt(market, entry.supplied, base.decimals) } });
        if (entry.borrowed > 0n)
          holdings.push({
            token: base,
            balance: entry.borrowed,
            place: { kind: 'debt', receipt: receipt(market, entry.borrowed, base.decimals), ...loanIndex },
          });
        for (const part of entry.collateral) holdings.push({ token: part.token, balance: part.balance, place: { kind: 'collateral', ...loanIndex } });
      });
      if (borrowers.length === 0) return { positions: { holdings, loans: [] } };
      // One more round, only for a wallet that borrows: Comet's own prices, and the base token's USD feed.
      const calls = borrowers.flatMap((entry) => [
        call(entry.market.market.address, GET_PRICE, entry.baseFeed),
        ...entry.collateral.map((part) => call(entry.market.market.address, GET_PRICE, part.feed)),
        call(entry.usdFeed, LATEST_ROUND_DATA),
        call(entry.usdFeed, DECIMALS),
      ]);
      return {
        calls,
        next: (results) => {
          let at = 0;
          const cometPrices: ProtocolPrice[] = [];
          const loans = borrowers.map((entry) => {
            const prices = results.slice(at, at + 1 + entry.collateral.length);
            at += 1 + entry.collateral.length;
            const usdRound = words(results[at++], 5);
            const usdDecimals = uint(results[at++]);
            cometPrices.push(...unfedCollateralPrices(entry, prices, usdRound, usdDecimals));
            return loanOf(entry, prices, usdRound, usdDecimals);
          });
          const stated = loans.flatMap((loan) => (loan ? [loan] : []));
          if (stated.length === loans.length) return { positions: { holdings, loans: stated, prices: cometPrices } };
          // A loan whose prices did not come back is not stated: its holdings keep their place, without a loan.
          const unlinked = holdings.map(({ place, ...rest }): PositionHolding => {
            if (!place) return rest;
            const { loan: _loan, ...where } = place;
            return { ...rest, place: where };
          });
          return { positions: { holdings: unlinked, loans: [], prices: cometPrices } };
        },
      };
    },
  };
}
