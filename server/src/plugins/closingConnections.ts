/**
 * Once the app closes (after the drain), connections go as soon as they have nothing in flight.
 * Node's server.close() ends only the connections idle at that moment, and the close then waits
 * for every other one to be hung up by its client: a kept-alive connection (a load balancer's
 * upstream keep-alive, a browser's) holds it for a minute or more, past the shutdown's deadline,
 * which then ends the process with its last requests unfinished (issue 31, item 7). So every answer
 * from then on says `Connection: close`, and connections that fall idle are closed as they do.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** How often idle connections are swept while the app closes. */
const SWEEP_MS = 100;

const closingConnections: FastifyPluginAsync = async (app) => {
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('preClose', async () => {
    sweeper = setInterval(() => {
      app.server.closeIdleConnections();
    }, SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (sweeper) void reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
};

export default fp(closingConnections, { name: 'closing-connections' });
