/**
 * ENS lookups at the chain's request gate (issue 31, item 2): a flood of unknown names against a
 * node that answers late left every lookup's turn at the gate after its 2.5 s deadline, so the gate's
 * queue filled with dead entries that each still took a token later and sent nothing, and the next
 * request waited behind them all (104.7 s in the red team's run). A lookup past its deadline must
 * leave the queue and take no token.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { rateGate } from '../../src/chains/transport/requestGate';
import { createEnsLookup, ENS_RESOLVE_TIMEOUT_MS } from '../../src/wallet/ensNames';

const LOOKUPS = 20;

describe('ENS lookups that reach their deadline at the request gate', () => {
  let arrived = 0;
  const node = createServer(() => {
    arrived += 1; // and never answered: a node that hangs
  });
  let url: string;
  before(async () => {
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });
  after(async () => {
    node.closeAllConnections();
    await new Promise((resolve) => node.close(resolve));
  });

  it('leave the queue at their deadline: they send nothing afterwards, and the next request is not held behind them', async () => {
    // 5 requests a second: twenty lookups need 4.4 s of turns, so about nine are still waiting at the 2.5 s deadline.
    const gate = rateGate(5);
    const lookup = createEnsLookup([url], 10_000, gate);
    const started = performance.now();
    const lookups = await Promise.allSettled(Array.from({ length: LOOKUPS }, (_, index) => lookup(`nobody${index}.eth`)));
    assert.ok(lookups.every((outcome) => outcome.status === 'rejected' && /took over 2500 ms/.test(String(outcome.reason))));
    assert.ok(performance.now() - started < ENS_RESOLVE_TIMEOUT_MS + 1_000);

    const asked = performance.now();
    await gate.take();
    const waited = performance.now() - asked;
    assert.ok(waited < 500, `the next request waited ${Math.round(waited)} ms for its turn`);
    // A request sent just before its deadline may reach the node's handler just after the lookups are
    // rejected (CI saw one): it is counted once in flight. A dead waiter would take a turn every 200 ms
    // for the next 2 s, so this grace hides at most one of them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sentByTheDeadline = arrived;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    assert.ok(sentByTheDeadline < LOOKUPS, `${sentByTheDeadline} lookups had their turn by the deadline`);
    assert.equal(arrived, sentByTheDeadline, 'no lookup sent anything after its deadline');
  });
});
