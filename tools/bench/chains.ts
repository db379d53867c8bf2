/**
 * `npm run bench:chains`: the cost of a recommendation across two chains, each
 * behind a proxy that adds 60 ms to every JSON-RPC request as a hosted RPC
 * would. Starts the two local demo chains and measures, in one run:
 * - cold (empty price cache, empty stored closes): a 50-token wallet across both chains;
 * - the same wallet once the price TTL has expired in the same app (closes stored), and after a restart;
 * - 20 different wallets at once under a budget of 10 requests/s per chain (the proxy answers 429 past it);
 * - warm p95 against a bare Multicall3 balance read through the same proxy;
 * - a hung RPC URL with a second URL configured, and with none;
 * - defi.eth cold (positions in protocols) against a wallet holding the same assets plainly, cold.
 * It prints a table and whether each target is met. A measurement, not a test.
 */
import { startLocalChains } from '../../server/demo/localChains';
import { openStore } from '../../server/src/store';
import { startHungNode } from '../../server/test/support/rpcProxy';
import { fundBenchWallets } from './chains/wallets';
import { startLatencyProxy, type LatencyProxy } from './chains/latencyProxy';
import { bareHoldingsReader, benchApp, benchReaders, postTimed } from './chains/harness';
import { percentile } from './percentile';
import { defiCase } from './chains/defi';
import { inScratchDir, runBench } from './service';

const WARM_REQUESTS = 60;
/** How long the cold app keeps a reading, so that its cache expires within the run (the service's is 5 minutes). */
const SHORT_TTL_MS = 2_000;

function row(name: string, value: string, target: string, met: boolean): string {
  return `| ${name} | ${value} | ${target} | ${met ? 'met' : 'NOT met'} |`;
}

async function main(dataDir: string): Promise<void> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir });
  const proxies: LatencyProxy[] = [];
  const lines: string[] = [];
  try {
    const { fifty, tokensHeld, crowd } = await fundBenchWallets(local);
    console.log(`The bench wallet ${fifty} holds ${tokensHeld} tokens: ${tokensHeld - 2} on Ethereum and 2 on Base.`);
    for (const chain of local.chains) proxies.push(await startLatencyProxy(chain.rpcUrl));
    const viaProxies = local.chains.map((chain, index) => ({ ...chain, rpcUrls: [proxies[index].url] }));
    const resetCounts = () => {
      proxies.forEach((proxy) => {
        proxy.reset();
      });
    };

    // Cold: a fresh app (empty cache) on an empty closes store. Its readings are kept SHORT_TTL_MS
    // instead of 5 minutes, so the same running app can then be asked once its cache has expired.
    const coldReaders = benchReaders(viaProxies, store, SHORT_TTL_MS);
    let app = await benchApp(viaProxies, store, coldReaders);
    resetCounts();
    const cold = await postTimed(app, fifty);
    const coldAnswered = performance.now();
    const coldCounts = proxies.map((proxy) => proxy.requests());
    const coldAbandoned = proxies.map((proxy) => proxy.abandoned());
    lines.push(
      row('cold, 50 tokens on 2 chains: time', `${Math.round(cold.ms)} ms (HTTP ${cold.status})`, '≤ 1,500 ms', cold.ms <= 1_500 && cold.status === 200),
    );
    lines.push(
      row(
        'cold: JSON-RPC requests per chain (1 / 8453)',
        coldCounts.join(' / '),
        // Feed reads go 1,000 calls per eth_call, a pass's eth_calls in parallel (docs/chainlink.md): 4 passes on chain 1.
        '≤ 16 each',
        coldCounts.every((count) => count <= 16),
      ),
    );
    lines.push(
      row(
        'cold: requests given up by the client (time-outs)',
        coldAbandoned.join(' / '),
        '0',
        coldAbandoned.every((count) => count === 0),
      ),
    );

    // The TTL expired in the same running app: the closes stored by the cold request (saved behind its answer).
    await Promise.all(coldReaders.map((reader) => reader.closesSaved()));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, SHORT_TTL_MS - (performance.now() - coldAnswered))));
    resetCounts();
    const expired = await postTimed(app, fifty);
    const expiredCounts = proxies.map((proxy) => proxy.requests());
    lines.push(
      row(
        'after the TTL expired: JSON-RPC requests per chain',
        `${expiredCounts.join(' / ')} (${Math.round(expired.ms)} ms)`,
        '≤ 3 each',
        expiredCounts.every((count) => count <= 3),
      ),
    );
    await app.close();

    // A restart: a fresh app on the stored closes (it checks each URL's chain id and reads each feed's recent rounds again).
    app = await benchApp(viaProxies, store);
    resetCounts();
    const restarted = await postTimed(app, fifty);
    const restartCounts = proxies.map((proxy) => proxy.requests());

    // Warm: the same wallet again and again, against a bare balance read through the same proxy.
    const warm: number[] = [];
    for (let i = 0; i < WARM_REQUESTS; i++) warm.push((await postTimed(app, fifty)).ms);
    const bare: number[] = [];
    const bareRead = bareHoldingsReader(viaProxies[0]);
    for (let i = 0; i < WARM_REQUESTS; i++) bare.push(await bareRead(fifty));
    const [warmP95, bareP95] = [percentile(warm, 0.95), percentile(bare, 0.95)];
    lines.push(
      row(
        'warm p95 vs a bare Multicall3 balance read (p95)',
        `${warmP95.toFixed(1)} ms vs ${bareP95.toFixed(1)} ms (${(warmP95 / bareP95).toFixed(2)}×)`,
        '≤ 1.5×',
        warmP95 <= 1.5 * bareP95,
      ),
    );
    await app.close();

    // 20 wallets at once under 10 requests/s per chain; the proxies answer 429 past that.
    const limited = await Promise.all(local.chains.map((chain) => startLatencyProxy(chain.rpcUrl, { maxRps: 10 })));
    proxies.push(...limited);
    app = await benchApp(
      local.chains.map((chain, index) => ({ ...chain, rpcUrls: [limited[index].url], maxRps: 10 })),
      store,
    );
    const started = performance.now();
    const answers = await Promise.all(crowd.map((wallet) => postTimed(app, wallet)));
    const crowdMs = performance.now() - started;
    const ok = answers.filter((answer) => answer.status === 200).length;
    const refused = limited.map((proxy) => proxy.tooMany()).reduce((a, b) => a + b, 0);
    lines.push(
      row(
        '20 wallets at once, 10 requests/s per chain',
        `${ok}/20 answered in ${Math.round(crowdMs)} ms, ${refused} × 429 from the node`,
        'all answer, no 429',
        ok === 20 && refused === 0,
      ),
    );
    await app.close();

    // A hung first URL with a second one, then a hung URL alone.
    const hung = await startHungNode();
    app = await benchApp(
      viaProxies.map((chain) => ({ ...chain, rpcUrls: [hung.url, ...chain.rpcUrls] })),
      store,
    );
    const failover = await postTimed(app, fifty);
    lines.push(
      row(
        'hung first URL, second URL configured',
        `${Math.round(failover.ms)} ms (HTTP ${failover.status})`,
        `≤ 1,500 ms + cold (${Math.round(1_500 + cold.ms)} ms)`,
        failover.status === 200 && failover.ms <= 1_500 + cold.ms,
      ),
    );
    await app.close();
    app = await benchApp(
      viaProxies.map((chain) => ({ ...chain, rpcUrls: [hung.url] })),
      store,
    );
    const dead = await postTimed(app, fifty);
    lines.push(row('hung URL, no other', `${Math.round(dead.ms)} ms (HTTP ${dead.status})`, '503 ≤ 2,500 ms', dead.status === 503 && dead.ms <= 2_500));
    await app.close();
    await hung.close();

    // defi.eth cold, against the same assets held plainly, each on a fresh app and closes store.
    const positions = await defiCase(local, viaProxies, proxies.slice(0, viaProxies.length), dataDir);
    lines.push(
      row(
        'defi.eth cold: time',
        `${Math.round(positions.defi.ms)} ms (HTTP ${positions.defi.status})`,
        '≤ 1,500 ms',
        positions.defi.ms <= 1_500 && positions.defi.status === 200,
      ),
    );
    lines.push(
      row(
        'defi.eth cold: JSON-RPC requests per chain vs the same assets held plainly',
        `${positions.defi.requests.join(' / ')} vs ${positions.plain.requests.join(' / ')}`,
        'plain + 2 at most',
        positions.defi.requests.every((count, index) => count <= positions.plain.requests[index] + 2),
      ),
    );

    console.log(['', '| case | measured | target | |', '|---|---|---|---|', ...lines, ''].join('\n'));
    console.log(
      `JSON-RPC requests per recommendation (per chain, 1 / 8453): cold ${coldCounts.join(' / ')}, TTL expired ${expiredCounts.join(' / ')}, warm 1 / 1 (one balance read each); after a restart, closes stored: ${restartCounts.join(' / ')} (${Math.round(restarted.ms)} ms).`,
    );
  } finally {
    for (const proxy of proxies) await proxy.close();
    await store.close();
    await local.stop();
  }
}

runBench(() => inScratchDir('ribbit-bench-chains-', main));
