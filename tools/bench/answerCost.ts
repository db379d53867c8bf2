/**
 * `npm run bench:answer-cost`: what the whale's answer costs the service, on the seeded local chain, in
 * this process (no socket, no load generator: on a shared machine CPU time is what can be compared).
 * Prints its bytes as answered (uncompressed JSON) broken down by field, and as sent with
 * `Accept-Encoding: br, gzip`; then the process's CPU (every thread: zlib's pool too) per whale answer
 * with and without that header, BENCH_ROUNDS (4) rounds of BENCH_ANSWERS (40) requests each, alternated.
 * BENCH_ANSWER_OUT=<file> also writes the answer there.
 */
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { BROWSER_ACCEPT_ENCODING } from './loadGenerator';
import { buildBenchApp, demoWallet, NO_LIMITS, onlyChain, PRODUCTION_REFRESH, runOnLocalChain } from './service';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 40);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function printBreakdown(body: Buffer): void {
  const { data } = JSON.parse(body.toString('utf8')) as { data: Record<string, unknown> & { tokens: Record<string, unknown>[] } };
  console.log(`The whale's answer: ${data.tokens.length} tokens, ${kb(body.length)} uncompressed.`);
  const tokenFields = new Map<string, number>();
  for (const token of data.tokens)
    for (const [key, value] of Object.entries(token)) tokenFields.set(key, (tokenFields.get(key) ?? 0) + size(value) + key.length + 4);
  const rows = [
    ...Object.entries(data)
      .filter(([key]) => key !== 'tokens')
      .map(([key, value]) => [key, size(value)] as const),
    ...[...tokenFields].map(([key, bytes]) => [`tokens[].${key}`, bytes] as const),
  ];
  console.table(
    rows
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([field, bytes]) => ({ field, bytes, share: `${((100 * bytes) / body.length).toFixed(1)} %` })),
  );
}

/** CPU ms of this process (all threads) per whale answer, `ANSWERS` asked one after the other. */
async function cpuPerAnswer(app: FastifyInstance, wallet: string, acceptEncoding: string | undefined): Promise<number> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const started = process.cpuUsage();
  for (let i = 0; i < ANSWERS; i++) {
    const reply = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet }, headers });
    if (reply.statusCode !== 200) throw new Error(`the whale's answer failed: ${reply.statusCode} ${reply.body}`);
  }
  const cpu = process.cpuUsage(started);
  return (cpu.user + cpu.system) / 1000 / ANSWERS;
}

runOnLocalChain('ribbit-answer-cost-', async ({ chain, store }) => {
  const app = await buildBenchApp({
    chains: onlyChain(chain),
    store,
    config: NO_LIMITS,
    priceRefresh: PRODUCTION_REFRESH && { ...PRODUCTION_REFRESH, awaitFirstPass: false },
  });
  const wallet = demoWallet(chain, 'whale');
  // The first price pass is not awaited (a busy machine can outlast Fastify's plugin time-out): asked until it answers.
  let plain = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
  for (let tries = 1; plain.statusCode !== 200 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    plain = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
  }
  const sent = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet }, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  printBreakdown(plain.rawPayload);
  console.log(`As sent with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}: ${kb(sent.rawPayload.length)}, ${String(sent.headers['content-encoding'])}.`);
  if (process.env.BENCH_ANSWER_OUT) writeFileSync(process.env.BENCH_ANSWER_OUT, plain.rawPayload);
  await cpuPerAnswer(app, wallet, BROWSER_ACCEPT_ENCODING); // warm-up
  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    const withHeader = await cpuPerAnswer(app, wallet, BROWSER_ACCEPT_ENCODING);
    const without = await cpuPerAnswer(app, wallet, undefined);
    rows.push({ round: round + 1, 'CPU ms/answer, br, gzip': withHeader.toFixed(2), 'CPU ms/answer, no header': without.toFixed(2) });
  }
  console.table(rows);
  await app.close();
});
