/**
 * Anvil's life follows the service's: a graceful shutdown that owns SIGTERM
 * keeps it running for the requests in flight, and stop() ends it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spawnAnvil } from '../../src/demoChain/anvilProcess';
import { answersRpc } from '../../src/demoChain/anvilRpc';

describe('spawnAnvil', () => {
  it('leaves anvil up on SIGTERM while a shutdown handler drains requests, until stop()', async () => {
    const anvil = await spawnAnvil({ chainId: 1 });
    let drained = false;
    // Stands for server.ts: it finishes the requests in flight (which still read the chain), then stops anvil.
    const gracefulShutdown = () => {
      drained = true;
    };
    process.on('SIGTERM', gracefulShutdown);
    try {
      process.emit('SIGTERM', 'SIGTERM');
      assert.ok(drained);
      assert.equal(await answersRpc(anvil.rpcUrl), true, 'a request in flight can still read the chain');
    } finally {
      process.off('SIGTERM', gracefulShutdown);
      await anvil.stop();
    }
    assert.equal(await answersRpc(anvil.rpcUrl), false, 'stop() ends anvil');
  });
});
