import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ENGINE_VERSION } from '../engine';

export const HealthReplySchema = Type.Object({
  data: Type.Object({ status: Type.Literal('ok'), chainId: Type.Integer(), engineVersion: Type.String() }),
});

/** GET /health: the process is up and says which chain and engine it serves. */
const health: FastifyPluginAsync<{ chainId: number }> = async (app, { chainId }) => {
  app.get<{ Reply: Static<typeof HealthReplySchema> }>('/health', { schema: { response: { 200: HealthReplySchema } } }, async () => ({
    data: { status: 'ok', chainId, engineVersion: ENGINE_VERSION },
  }));
};

export default health;
