/** The service layer as decorators, so routes reach it as `app.recommendations`, `app.currentPrices` and `app.recaptcha`. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createCurrentPrices, type CurrentPrices } from '../prices/currentPrices';
import type { RecaptchaVerifier } from './recaptcha';
import { createRecommendationService, type RecommendationService, type RecommendationServiceDeps } from '../recommendation/recommendationService';

declare module 'fastify' {
  interface FastifyInstance {
    recommendations: RecommendationService;
    /** The price now of listed tokens (GET /api/prices), from the same cached sources. */
    currentPrices: CurrentPrices;
    /** null: no RECAPTCHA_SECRET, so requests are not checked. */
    recaptcha: RecaptchaVerifier | null;
  }
}

export interface ServicesOptions extends RecommendationServiceDeps {
  recaptcha: RecaptchaVerifier | null;
}

const services: FastifyPluginAsync<ServicesOptions> = async (app, { recaptcha, ...deps }) => {
  app.decorate('recommendations', createRecommendationService(deps));
  app.decorate('currentPrices', createCurrentPrices(deps));
  app.decorate('recaptcha', recaptcha);
};

export default fp(services, { name: 'services' });
