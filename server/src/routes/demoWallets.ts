import type { FastifyPluginAsync } from 'fastify';
import { DemoWalletsReplySchema, type DemoWallet, type DemoWalletsReply } from '../../../contract';

export interface DemoWalletsRouteOptions {
  /** The local demo chains' wallets (start.ts); empty when the service reads real chains. */
  demoWallets: readonly DemoWallet[];
}

/**
 * GET /demo-wallets: the wallets a visitor may try on the chains this service runs itself, so the
 * app can offer them as examples (docs/api.md). Fixed for the life of the process: no I/O and no
 * rate limit, like /health. Revalidated on every use (no-cache): a restart with RPC URLs has none.
 */
const demoWallets: FastifyPluginAsync<DemoWalletsRouteOptions> = async (app, options) => {
  const reply: DemoWalletsReply = { data: { wallets: [...options.demoWallets] } };
  app.get<{ Reply: DemoWalletsReply }>('/demo-wallets', { schema: { response: { 200: DemoWalletsReplySchema } } }, async (_request, response) => {
    void response.header('Cache-Control', 'no-cache');
    return reply;
  });
};

export default demoWallets;
