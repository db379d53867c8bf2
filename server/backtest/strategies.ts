import type { TokenInfo } from '../src/domain/types';
import { recommend, type EngineOptions } from '../src/engine';
import { priceVsSma } from '../src/engine/signals/movingAverage';
import { engineInput, token } from './engineInput';
import { followCalls, followPlan } from './follow';
import { historyUpTo, type Series } from './series';
import { buyUsd, investedWallet, positionValue, sellUsd, walletValue, type Wallet } from './wallet';

/** A way of running a wallet: it may trade on decision days and is valued every day. */
export interface Strategy {
  rebalance(day: number): void;
  value(day: number): number;
}

/** Builds a strategy over `assets` bought by `weights` with `capital` USD at `startDay`'s closes. */
export type StrategyFactory = (assets: readonly Series[], weights: readonly number[], startDay: number, capital: number) => Strategy;

/** Buy and hold: the benchmark. */
export const buyAndHold: StrategyFactory = (assets, weights, startDay, capital) => {
  const wallet = investedWallet(assets, weights, startDay, capital);
  return { rebalance: () => {}, value: (day) => walletValue(wallet, assets, day) };
};

/**
 * Follows Ribbit's advice each decision day: its plan as given (the default), or each card's call alone at its
 * standard size; `options` can switch rules off for the ablation.
 */
export function engineFollower(options: EngineOptions = {}, follow: 'plan' | 'calls' = 'plan'): StrategyFactory {
  return (assets, weights, startDay, capital) => {
    const wallet = investedWallet(assets, weights, startDay, capital);
    const tokens = new Map<string, TokenInfo>(assets.map((series, i) => [series.symbol, token(series.symbol, series.symbol, i + 1)]));
    return {
      rebalance(day) {
        const advice = recommend(engineInput(wallet, assets, tokens, day), options);
        if (follow === 'plan') followPlan(wallet, advice.plan, assets, day);
        else followCalls(wallet, advice.tokens, assets, day);
      },
      value: (day) => walletValue(wallet, assets, day),
    };
  };
}

/** The literature's 50-day rule on each asset's own sleeve: all in above the 50-day average, all in the reserve below. */
export const MA_DAYS = 50;

export const movingAverageRule: StrategyFactory = (assets, weights, startDay, capital) => {
  const sleeves: Wallet[] = assets.map((series, i) => investedWallet([series], [1], startDay, capital * weights[i]));
  return {
    rebalance(day) {
      assets.forEach((series, i) => {
        const gap = priceVsSma(historyUpTo(series, day, MA_DAYS), MA_DAYS);
        if (gap === null) return;
        const sleeve = sleeves[i];
        if (gap > 0) buyUsd(sleeve, series, day, sleeve.reserveUsd);
        else sellUsd(sleeve, series, day, positionValue(sleeve, series, day));
      });
    },
    value: (day) => sleeves.reduce((sum, sleeve, i) => sum + walletValue(sleeve, [assets[i]], day), 0),
  };
};
