/**
 * A demo chain whose anvil dies comes back: same RPC URL, seeded again, within
 * 10 s; and stop() ends supervision before it ends anvil.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
import { mainnet } from 'viem/chains';
import { viemReader } from '../support/viemClient';
import { spawnAnvil } from '../../demo/anvilProcess';
import { loadArtifacts } from '../../demo/compile';
import { loadRegistry } from '../../demo/registries';
import { planChain } from '../../demo/seed/chainPlan';
import { seedChain } from '../../demo/seed/seedChain';
import { RESTART_MAX_DELAY_MS, superviseChain } from '../../demo/supervisor';
import { answersRpc } from '../../demo/anvilRpc';
import { stopsAnswering } from './rpcProbe';

const BALANCED: Address = '0x2222222222222222222222222222222222222222';
const RESTART_LIMIT_MS = 10_000;

/** `failSeedingUntil`: a reseed before this epoch ms fails, as when the port is held or anvil crashes at start. */
async function startSupervised(log: string[], failSeedingUntil: () => number = () => 0) {
  const artifacts = await loadArtifacts();
  const plan = planChain(1, loadRegistry(1));
  const anvil = await spawnAnvil({ chainId: 1 });
  const { tokens } = await seedChain(anvil.rpcUrl, plan, artifacts);
  const supervised = superviseChain(anvil, {
    chainId: 1,
    log: (line) => log.push(line),
    seed: async (rpcUrl) => {
      if (Date.now() < failSeedingUntil()) throw new Error('seeding refused by the test');
      await seedChain(rpcUrl, plan, artifacts);
    },
  });
  const usdc = tokens.find((token) => token.symbol === 'USDC');
  assert.ok(usdc);
  return { anvil, supervised, usdc };
}

// Each test supervises its own anvil, so they run at once: their restarts and back-offs overlap.
describe('superviseChain', { concurrency: true }, () => {
  it('restarts a SIGKILLed anvil on the same URL, seeded again, within 10 s, and logs it', async (t) => {
    const log: string[] = [];
    const { anvil, supervised, usdc } = await startSupervised(log);
    try {
      const restarted = new Promise<void>((resolve) => supervised.onRestart(resolve));
      const killedAt = Date.now();
      process.kill(anvil.pid, 'SIGKILL');
      await anvil.exited;
      assert.equal(await answersRpc(supervised.rpcUrl), false, 'the chain is down meanwhile');
      await Promise.race([
        restarted,
        new Promise((_, reject) =>
          setTimeout(() => {
            reject(new Error(`not restarted within ${RESTART_LIMIT_MS} ms`));
          }, RESTART_LIMIT_MS).unref(),
        ),
      ]);
      const downMs = Date.now() - killedAt;
      assert.ok(downMs < RESTART_LIMIT_MS, `back after ${downMs} ms`);
      t.diagnostic(`down for ${downMs} ms`);
      const client = viemReader(supervised.rpcUrl, 1);
      const balance = await client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [BALANCED] });
      assert.equal(balance, parseUnits('8000', 6), 'the balanced wallet holds its USDC again');
      const ens = createPublicClient({ chain: mainnet, transport: http(supervised.rpcUrl, { timeout: 5_000, retryCount: 0 }) });
      assert.equal(await ens.getEnsAddress({ name: 'balanced.eth' }), BALANCED, 'its ENS name resolves again');
      assert.ok(
        log.some((line) => line.includes('exited; restarting')),
        log.join('\n'),
      );
      assert.ok(
        log.some((line) => line.includes('restarted and seeded')),
        log.join('\n'),
      );
    } finally {
      await supervised.stop();
    }
    assert.equal(await stopsAnswering(supervised.rpcUrl), true);
  });

  it('never gives up: restarts fail for 10 s (the old budget was 8 s), and the chain still comes back, seeding meanwhile', async () => {
    const log: string[] = [];
    const failFor = 10_000;
    let failSeedingUntil = 0;
    const { anvil, supervised } = await startSupervised(log, () => failSeedingUntil);
    try {
      assert.equal(supervised.isSeeding(), false);
      const restarted = new Promise<void>((resolve) => supervised.onRestart(resolve));
      failSeedingUntil = Date.now() + failFor;
      process.kill(anvil.pid, 'SIGKILL');
      await anvil.exited;
      assert.equal(supervised.isSeeding(), true, 'seeding from the moment anvil died');
      await Promise.race([
        restarted,
        new Promise((_, reject) =>
          setTimeout(
            () => {
              reject(new Error(`not restarted within ${failFor + RESTART_MAX_DELAY_MS + 10_000} ms`));
            },
            failFor + RESTART_MAX_DELAY_MS + 10_000,
          ).unref(),
        ),
      ]);
      assert.ok(Date.now() >= failSeedingUntil);
      assert.equal(supervised.isSeeding(), false, 'whole again');
      assert.ok(
        log.some((line) => /could not restart anvil \(seeding refused by the test\); trying again in \d+ ms/.test(line)),
        log.join('\n'),
      );
      assert.equal(await answersRpc(supervised.rpcUrl), true);
    } finally {
      await supervised.stop();
    }
  });

  it('does not restart anvil once stop() was called', async () => {
    const log: string[] = [];
    const { supervised } = await startSupervised(log);
    let restarts = 0;
    supervised.onRestart(() => restarts++);
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await answersRpc(supervised.rpcUrl), false);
    assert.equal(restarts, 0);
    assert.deepEqual(log, []);
  });
});
