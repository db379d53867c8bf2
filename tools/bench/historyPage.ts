/**
 * CPU of one GET /api/history page (5 large stored rows, ~1 MB of JSON), the allowed work a
 * history flood costs the other visitors (docs/deploy.md, fair share). Process CPU counts
 * every thread: PGlite's query, the decompression and the reply.
 * The rows are made like the route tests' (test/helpers/recommendations.ts), 220 tokens each.
 */
import { openStore } from '../../server/src/store';
import { makeRecommendation } from '../../server/test/helpers/recommendations';
import { buildChainlessApp, OPERATOR_HEADERS } from '../../server/test/helpers/testApp';

const ROWS = 5;
const TOKENS_PER_ROW = 220;
const WARM_UP = 20;
const MEASURED = 200;

async function main(): Promise<void> {
  const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  const [token] = makeRecommendation().tokens;
  const tokens = Array.from({ length: TOKENS_PER_ROW }, (_, k) => ({
    ...token,
    symbol: `T${k}`,
    sparkline: Array.from({ length: 90 }, (_, d) => 1_000 + d + k),
  }));
  let wallet = '';
  for (let i = 0; i < ROWS; i++) {
    const recommendation = makeRecommendation({ tokens });
    wallet = recommendation.address;
    await store.save(recommendation, Buffer.from(JSON.stringify(recommendation)));
  }
  const app = await buildChainlessApp(store, { config: { historyRateLimit: { max: 1_000_000, windowMs: 60_000 } } });
  try {
    const url = `/api/history?wallet=${wallet}`;
    const bytes = (await app.inject({ url, headers: OPERATOR_HEADERS })).rawPayload.length;
    for (let i = 0; i < WARM_UP; i++) await app.inject({ url, headers: OPERATOR_HEADERS });
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < MEASURED; i++) await app.inject({ url, headers: OPERATOR_HEADERS });
    const used = process.cpuUsage(cpu);
    const perPage = (micros: number) => (micros / 1_000 / MEASURED).toFixed(1);
    console.log(
      `GET /api/history, ${ROWS} rows, ${bytes} bytes a page, ${MEASURED} pages: ` +
        `${perPage(used.user + used.system)} ms process CPU, ${perPage((performance.now() - started) * 1_000)} ms wall a page`,
    );
  } finally {
    await app.close();
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
