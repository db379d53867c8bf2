/**
 * A crowd of unknown ENS names against chain 1's request gate (issue 31, item 2; `npm run
 * bench:crowd` missed its target during this crowd). Each lookup is one request to the node, and a
 * visitor who then asks for an address needs one balance read on chain 1 too. The lookups filled the
 * gate's queue level with that newcomer, so its balance read waited behind the whole backlog (up to
 * 2 s of turns), or at the back of a full queue was refused: 503 busy for a visitor who had asked for
 * nothing else. Now lookups hold at most ENS_GATE_PLACES places in the gate's queue, and the
 * newcomer's read goes to the node after no more lookups than that. Real parts: the seeded local
 * chain with ENS at its mainnet addresses, behind a proxy that sees the order of the node's calls.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENS_UNIVERSAL_RESOLVER_ADDRESS } from '../../src/chains/ensAddresses';
import { openStore, type Store } from '../../src/store';
import { ENS_GATE_PLACES } from '../../src/wallet/ensGateShare';
import { buildTestApp } from '../helpers/testApp';
import type { ErrorBody } from '../helpers/replyBodies';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy, type CountingProxy } from '../support/rpcProxy';

/** Twelve visitors, one unknown name each: more lookups than the gate's queue holds at 5 a second (9). */
const CROWD = 12;
const RESOLVER = ENS_UNIVERSAL_RESOLVER_ADDRESS.toLowerCase();

const local = useLocalChain();

describe('a crowd of unknown ENS names at chain 1’s request gate', () => {
  let store: Store;
  let proxy: CountingProxy;
  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    proxy = await startCountingProxy(local().rpcUrl);
  });
  after(async () => {
    await proxy.close();
    await store.close();
  });

  it('does not hold another visitor’s balance read behind more than a few lookups, nor refuse it', async () => {
    const { chainId, multicall3, tokens, demoWallets } = local();
    const balanced = demoWallets.find((wallet) => wallet.profile === 'balanced');
    assert.ok(balanced, 'the local chain has the balanced demo wallet');
    // RPC_MAX_RPS_1 5, as a configured chain 1 is by default.
    const app = await buildTestApp({ chain: { rpcUrl: proxy.url, chainId, multicall3, tokens, maxRps: 5 }, store });
    try {
      const post = (wallet: string, visitor: string) =>
        app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet }, remoteAddress: visitor });
      // The balanced wallet read once, so that a later read is what a warm visitor's is: one request to the node.
      assert.equal((await post(balanced.address, '10.9.0.1')).statusCode, 200);
      proxy.reset();

      const crowd = Array.from({ length: CROWD }, (_, index) => post(`nobody-${index}.eth`, `10.31.0.${index + 1}`));
      // The first lookup has its turn at once; the others are then waiting at the gate (or for a place there).
      while (!proxy.calls.some((call) => call.to === RESOLVER)) await new Promise((resolve) => setTimeout(resolve, 5));
      const sentBefore = proxy.calls.length;
      const newcomer = await post(balanced.address, '10.32.0.1');

      assert.equal(newcomer.statusCode, 200, `the newcomer was answered ${newcomer.statusCode} ${newcomer.body}`);
      const callsAfter = proxy.calls.slice(sentBefore);
      const itsRead = callsAfter.findIndex((call) => call.to === multicall3.toLowerCase());
      assert.ok(itsRead >= 0, 'the newcomer’s balances were read on the node');
      const lookupsAhead = callsAfter.slice(0, itsRead).filter((call) => call.to === RESOLVER).length;
      assert.ok(lookupsAhead <= ENS_GATE_PLACES, `the newcomer's read went to the node after ${lookupsAhead} lookups`);

      // The crowd is told the truth: no such name, or too busy now with the seconds to wait.
      for (const reply of await Promise.all(crowd)) {
        const { code } = reply.json<ErrorBody>().error;
        if (reply.statusCode === 503) {
          assert.equal(code, 'busy', reply.body);
          assert.ok(Number(reply.headers['retry-after']) >= 1);
        } else {
          assert.equal(reply.statusCode, 422);
          assert.equal(code, 'ens_name_not_found');
        }
      }
    } finally {
      await app.close();
    }
  });
});
