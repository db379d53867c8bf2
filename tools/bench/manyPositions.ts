/**
 * `npm run bench:many-positions`: a wallet anyone has minted BENCH_POSITIONS (20,000) dust Uniswap v3
 * positions into, on the seeded local chain (the real position manager, server/test/support/uniswapPositions.ts),
 * read by the service with the production RPC budget (RPC_MAX_RPS, 5 a second) while another visitor posts a
 * wallet already warm (issue 38).
 *
 * Prints, against the targets: the long wallet's status, time and answer size and how many positions it says
 * were left out; the other visitor's status and time; the event loop's longest stall meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Address } from 'viem';
import type { Recommendation } from '../../contract';
import { DEFAULT_RPC_MAX_RPS, loadConfig } from '../../server/src/config/config';
import { mintDustPositions } from '../../server/test/support/uniswapPositions';
import { buildBenchApp, demoWallet, onlyChain, PRODUCTION_REFRESH, runOnLocalChain } from './service';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 20_000);
/** The wallet the positions are minted into: nobody's. */
const LONG_WALLET: Address = '0x0000000000000000000000000000000000Da5700';
const TARGETS = { longMs: 2_000, longBytes: 200 * 1024, otherMs: 3_000 };

interface Timed {
  status: number;
  ms: number;
  bytes: number;
  body: string;
}

function row(name: string, measured: string, target: string, met: boolean): void {
  console.log(`${name.padEnd(44)} | ${measured.padStart(14)} | ${target.padStart(10)} | ${met ? 'met' : 'NOT met'}`);
}

runOnLocalChain('ribbit-many-positions-', async ({ chain, store }) => {
  const minting = performance.now();
  await mintDustPositions(chain.rpcUrl, chain.tokens, LONG_WALLET, POSITIONS, (sent, total) => {
    if (sent % 20 === 0 || sent === total) console.log(`minting: ${sent} of ${total} transactions`);
  });
  console.log(`minted ${POSITIONS} dust positions in ${((performance.now() - minting) / 1000).toFixed(1)} s`);

  const chains = onlyChain(chain).map((spec) => ({ ...spec, maxRps: DEFAULT_RPC_MAX_RPS }));
  const app = await buildBenchApp({ chains, store, config: loadConfig({}), priceRefresh: PRODUCTION_REFRESH });
  const post = async (wallet: string, visitor: string): Promise<Timed> => {
    const started = performance.now();
    const reply = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet }, remoteAddress: visitor });
    return { status: reply.statusCode, ms: performance.now() - started, bytes: reply.rawPayload.length, body: reply.body };
  };
  try {
    const other = demoWallet(chain, 'balanced');
    const warm = await post(other, '10.38.0.2');
    if (warm.status !== 200) throw new Error(`the warm-up answered ${warm.status}: ${warm.body}`);

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const long = post(LONG_WALLET, '10.38.0.1');
    // The other visitor asks while the long wallet is being read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [longReply, otherReply] = await Promise.all([long, post(other, '10.38.0.3')]);
    loop.disable();

    const leftOut =
      longReply.status === 200
        ? ((JSON.parse(longReply.body) as { data: Recommendation }).data.setAside.find((entry) => entry.reason === 'left-out')?.count ?? 0)
        : 0;
    console.log(`${'case'.padEnd(44)} | ${'measured'.padStart(14)} | ${'target'.padStart(10)} |`);
    row(`wallet of ${POSITIONS} positions: status`, String(longReply.status), '200', longReply.status === 200);
    row('  answered in', `${longReply.ms.toFixed(0)} ms`, `≤ ${TARGETS.longMs} ms`, longReply.ms <= TARGETS.longMs);
    row('  answer size', `${(longReply.bytes / 1024).toFixed(1)} KB`, `≤ ${TARGETS.longBytes / 1024} KB`, longReply.bytes <= TARGETS.longBytes);
    row('  positions said left out', String(leftOut), '> 0', leftOut > 0);
    row("another visitor's warm POST meanwhile: status", String(otherReply.status), '200', otherReply.status === 200);
    row('  answered in', `${otherReply.ms.toFixed(0)} ms`, `≤ ${TARGETS.otherMs} ms`, otherReply.ms <= TARGETS.otherMs);
    console.log(`event loop: longest stall ${(loop.max / 1e6).toFixed(0)} ms`);
  } finally {
    await app.close();
  }
});
