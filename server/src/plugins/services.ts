/** The service layer as decorators, so routes reach it as `app.recommendations` and `app.recaptcha`. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RecaptchaVerifier } from '../services/recaptcha';
import { createRecommendationService, type RecommendationService, type RecommendationServiceDeps } from '../services/recommendationService';

declare module 'fastify' {
  interface FastifyInstance {
    recommendations: RecommendationService;
    /** null: no RECAPTCHA_SECRET, so requests are not checked. */
    recaptcha: RecaptchaVerifier | null;
  }
}

export interface ServicesOptions extends RecommendationServiceDeps {
  recaptcha: RecaptchaVerifier | null;
}

const services: FastifyPluginAsync<ServicesOptions> = async (app, { recaptcha, ...deps }) => {
  app.decorate('recommendations', createRecommendationService(deps));
  app.decorate('recaptcha', recaptcha);
};

export default fp(services, { name: 'services' });
