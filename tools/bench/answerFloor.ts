/**
 * The floor of the whale's answer through the service itself, for `npm run bench:api`: the production
 * app (Fastify, its plugins, the fair gates, the request log) whose recommendation service, after a
 * wallet's first real answer, only reads the wallet on-chain and prices it, then answers that first
 * answer's bytes again: no engine, no serialisation, no store. What any answer of the whale's size costs
 * this service at least; the bare read (bareRead.ts) has neither Fastify nor a 127 KB body.
 */
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';
import type { MadeRecommendation, RecommendationService } from '../../server/src/recommendation/recommendationService';
import { heldAssets } from '../../server/src/recommendation/pricing';
import type { ChainReader } from '../../server/src/prices/chainReader';
import { readWallet } from '../../server/src/prices/walletReading';

function floorOf(real: RecommendationService, chains: ChainReader[]): RecommendationService {
  const firstAnswers = new Map<string, MadeRecommendation>();
  return {
    history: (wallet, page) => real.history(wallet, page),
    // The bench asks one wallet at a time: several go to the real service.
    recommendSeveral: (wallets, turn, risk) => real.recommendSeveral(wallets, turn, risk),
    async recommend(wallet, turn) {
      const first = firstAnswers.get(wallet);
      if (first === undefined) {
        const made = await real.recommend(wallet, turn);
        firstAnswers.set(wallet, made);
        return made;
      }
      const { read } = await readWallet(chains, getAddress(first.recommendation.address), turn);
      await heldAssets(read, null);
      return first;
    },
  };
}

/** Turns `app`'s recommendations into their floor (above); `chains`: the readers the app was built with. */
export function answerFloor(app: FastifyInstance, chains: ChainReader[]): void {
  // The routes reach the service through the root instance's decorator, read at each request.
  app.recommendations = floorOf(app.recommendations, chains);
}
