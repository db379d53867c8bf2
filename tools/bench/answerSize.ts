/**
 * `npm run bench:answer-size`: the whale's answer on the seeded local chain, its bytes as answered
 * (uncompressed JSON) broken down by field, and its bytes and CPU per compression (brotli at the
 * store's quality 1 and the wire's 4, gzip), and JSON.stringify's CPU: 100 of each, in this process.
 * BENCH_ANSWER_OUT=<file> also writes the answer there.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildBenchApp, demoWallet, NO_LIMITS, onlyChain, PRODUCTION_REFRESH, runOnLocalChain } from './service';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

runOnLocalChain('ribbit-answer-size-', async ({ chain, store }) => {
  const app = await buildBenchApp({ chains: onlyChain(chain), store, config: NO_LIMITS, priceRefresh: PRODUCTION_REFRESH });
  const reply = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: demoWallet(chain, 'whale') } });
  const body = reply.rawPayload;
  const { data } = JSON.parse(body.toString('utf8')) as { data: Record<string, unknown> & { tokens: Record<string, unknown>[] } };
  console.log(`whale: ${data.tokens.length} tokens, ${kb(body.length)} uncompressed`);
  const byTop = Object.entries(data).map(([key, value]) => [key, size(value)] as const);
  const tokenFields = new Map<string, number>();
  for (const token of data.tokens)
    for (const [key, value] of Object.entries(token)) tokenFields.set(key, (tokenFields.get(key) ?? 0) + size(value) + key.length + 4);
  const rows = [...byTop.filter(([key]) => key !== 'tokens'), ...[...tokenFields].map(([key, bytes]) => [`tokens[].${key}`, bytes] as const)];
  console.table(rows.sort((a, b) => b[1] - a[1]).map(([field, bytes]) => ({ field, bytes, share: `${((100 * bytes) / body.length).toFixed(1)} %` })));
  for (const quality of [1, 4]) {
    const started = process.cpuUsage();
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    for (let i = 0; i < 99; i++)
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const cpu = process.cpuUsage(started);
    console.log(`brotli q${quality}: ${kb(compressed.length)}, ${((cpu.user + cpu.system) / 100_000).toFixed(2)} ms CPU`);
  }
  const started = process.cpuUsage();
  const gz = gzipSync(body);
  for (let i = 0; i < 99; i++) gzipSync(body);
  const cpu = process.cpuUsage(started);
  console.log(`gzip: ${kb(gz.length)}, ${((cpu.user + cpu.system) / 100_000).toFixed(2)} ms CPU`);
  const s = process.cpuUsage();
  for (let i = 0; i < 100; i++) JSON.stringify(data);
  const c = process.cpuUsage(s);
  console.log(`JSON.stringify: ${((c.user + c.system) / 100_000).toFixed(2)} ms CPU`);
  if (process.env.BENCH_ANSWER_OUT) (await import('node:fs')).writeFileSync(process.env.BENCH_ANSWER_OUT, body);
  await app.close();
});
