import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ENGINE_VERSION } from '../engine';

export const HealthReplySchema = Type.Object({
  data: Type.Object({ status: Type.Literal('ok'), chainIds: Type.Array(Type.Integer()), engineVersion: Type.String() }),
});

/** GET /health: the process is up and says which chains and engine it serves. */
const health: FastifyPluginAsync<{ chainIds: number[] }> = async (app, { chainIds }) => {
  app.get<{ Reply: Static<typeof HealthReplySchema> }>('/health', { schema: { response: { 200: HealthReplySchema } } }, async () => ({
    data: { status: 'ok', chainIds, engineVersion: ENGINE_VERSION },
  }));
};

export default health;
