/**
 * Two Ribbit nodes as a deployment runs them: real `start.ts` processes sharing
 * one Redis (redis-server), one PostgreSQL server and one pair of local chains
 * (anvil, behind proxies that count feed reads), with nginx in front. What a
 * visitor or an operator would notice: one rate limit across nodes, one walk
 * per token across nodes, Redis and PostgreSQL outages that fail nothing, a
 * node killed mid-load that loses no acknowledged row, and a drain on SIGTERM.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { registryFeeds } from '../../server/src/chains/registry/load';
import { startLocalChains, type LocalChains } from '../../server/demo/localChains';
import { toTokenList } from '../../server/src/chains/tokenList';
import { startFeedReadCounter, type FeedReadCounter } from './feedReadCounter';
import { waitUntil } from '../../server/test/support/freePort';
import { startNginx, type Nginx } from './nginx';
import { startPostgresServer, type PostgresServer } from '../../server/test/support/postgresServer';
import { startRedisServer, type RedisServer } from '../../server/test/support/redisServer';
import { startServiceNode, type ServiceNode } from './serviceNode';

const EMPTY_WALLET = '0x5555555555555555555555555555555555555555';
const BALANCED_WALLET = '0x2222222222222222222222222222222222222222';
const DRAIN_MS = 1_500;
/** HISTORY_API_TOKEN: GET /api/history is an operators' route. */
const OPERATOR_TOKEN = 'cluster-operator-token-0123456789abcdef';

/** A visitor's address as the load balancer reports it: each scenario is a new visitor with a fresh allowance. */
let visitors = 0;
const newVisitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

async function recommend(baseUrl: string, visitor: string, wallet = EMPTY_WALLET): Promise<Response> {
  return fetch(`${baseUrl}/api/recommendations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ wallet }),
  });
}

interface ReadyReport {
  status: string;
  database: { status: string };
  redis?: { status: string };
  chains: Array<{ status: string }>;
}
async function ready(node: ServiceNode): Promise<{ status: number; data: ReadyReport }> {
  const response = await fetch(`${node.url}/api/ready`);
  return { status: response.status, data: ((await response.json()) as { data: ReadyReport }).data };
}

describe('two nodes sharing Redis, PostgreSQL and the chains', { timeout: 240_000 }, () => {
  let chains: LocalChains | undefined;
  /** One proxy per node and chain, all in front of the same anvil: counted per node. */
  let counters: FeedReadCounter[][] = [];
  let redis: RedisServer | undefined;
  let postgres: PostgresServer | undefined;
  let nodes: ServiceNode[] = [];
  let nginx: Nginx | undefined;
  let db: pg.Pool | undefined;
  let workDir: string;
  let feeds: string[];

  before(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'ribbit-cluster-'));
    [chains, redis, postgres] = await Promise.all([startLocalChains(), startRedisServer(), startPostgresServer()]);
    counters = await Promise.all([0, 1].map(() => Promise.all(chains!.chains.map((chain) => startFeedReadCounter(chain.rpcUrl)))));
    const tokens = chains.chains.flatMap((chain) => chain.tokens);
    const tokenList = path.join(workDir, 'tokenlist.json');
    writeFileSync(tokenList, JSON.stringify(toTokenList(tokens)));
    // Every token's own feed; the chain's ETH / USD feed rides along with every read and the sequencer feed is not a token's.
    const shared = new Set(chains.chains.flatMap((chain) => Object.values(registryFeeds(chain.chainId)).map((feed) => feed.toLowerCase())));
    feeds = [...new Set(tokens.flatMap((token) => token.extensions?.priceFeed?.toLowerCase() ?? []))].filter((feed) => !shared.has(feed));
    const envOf = (counted: FeedReadCounter[]): Record<string, string> => {
      const env: Record<string, string> = { ...common };
      chains!.chains.forEach((chain, index) => {
        env[`RPC_URL_${chain.chainId}`] = counted[index].url;
        env[`RPC_MAX_RPS_${chain.chainId}`] = '10000';
      });
      return env;
    };
    const common: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      TOKEN_LIST: tokenList,
      MULTICALL3_ADDRESS: chains.chains[0].multicall3,
      DATABASE_URL: postgres.url,
      // The kill test sends hundreds of answers for one wallet and counts every row: no per-wallet cap deletes any.
      HISTORY_MAX_PER_WALLET: '1000000',
      REDIS_URL: redis.url,
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_WINDOW_MS: '60000',
      PRICE_CACHE_TTL_MS: '600000',
      TRUST_PROXY: '127.0.0.1',
      // The machine running the test may be busy (2 cores, other suites): a slow answer is not a dead chain here.
      RPC_TIMEOUT_MS: '15000',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      HISTORY_API_TOKEN: OPERATOR_TOKEN,
    };
    // Both at once: each starts its background refresh of every registry token, cold.
    nodes = await Promise.all(counters.map((counted) => startServiceNode(envOf(counted))));
    nginx = await startNginx(nodes.map((node) => `127.0.0.1:${node.port}`));
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => {});
  });

  after(async () => {
    for (const node of nodes) node.child.kill('SIGKILL');
    await db?.end().catch(() => {});
    await nginx?.stop();
    await Promise.all(counters.flat().map((counter) => counter.close()));
    await chains?.stop();
    await redis?.stop();
    await postgres?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('walks each token once across both nodes: its feed head is read once, not once per node', async () => {
    const total = () => counters.flat().reduce((sum, counter) => sum + counter.requests(), 0);
    // Both refreshes have ended when the chains have been quiet for a while.
    let seen = -1;
    await waitUntil(
      'both nodes to finish their first price refresh',
      () => {
        const now = total();
        const quiet = now === seen && feeds.every((feed) => counters.flat().some((counter) => counter.headReads(feed) > 0));
        seen = now;
        return quiet;
      },
      90_000,
      2_000,
    ).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${nodes.map((node) => node.output()).join('\n')}`);
    });
    const [first, second] = await Promise.all(nodes.map((node) => recommend(node.url, newVisitor(), BALANCED_WALLET)));
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    const readsBy = (node: number, feed: string) => counters[node].reduce((sum, counter) => sum + counter.headReads(feed), 0);
    const reads = new Map(feeds.map((feed) => [feed, `${readsBy(0, feed)}+${readsBy(1, feed)}`]));
    assert.ok(feeds.length > 40, `the local chains have many feeds (${feeds.length})`);
    assert.deepEqual(
      [...reads].filter(([, count]) => count !== '1+0' && count !== '0+1'),
      [],
      `every feed's head is read exactly once, by one node or the other\n${nodes.map((node) => node.output()).join('\n')}`,
    );
  });

  it('shares one rate limit: two requests to each node pass, the fifth to either node gets 429 with Retry-After', async () => {
    const visitor = newVisitor();
    for (const node of [nodes[0], nodes[0], nodes[1], nodes[1]]) assert.equal((await recommend(node.url, visitor)).status, 200);
    for (const node of nodes) {
      const refused = await recommend(node.url, visitor);
      assert.equal(refused.status, 429);
      assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
    }
  });

  it('keeps answering while Redis is down (limits per node, one warning), and shares the limits again once it is back', async () => {
    await redis!.stop();
    const visitor = newVisitor();
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) for (const node of nodes) statuses.push((await recommend(node.url, visitor)).status);
    // Each node counts alone now: four pass on each, the fifth on each is refused.
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    for (const node of nodes) {
      const { status, data } = await ready(node);
      assert.equal(status, 200, 'still ready: Redis is an optimisation');
      assert.equal(data.redis?.status, 'down');
      assert.equal(node.output().match(/Redis at .* is unreachable/g)?.length, 1, `one warning per outage:\n${node.output()}`);
    }

    await redis!.start();
    await waitUntil(
      'both nodes to reconnect to Redis',
      async () => (await Promise.all(nodes.map(ready))).every(({ data }) => data.redis?.status === 'up'),
      15_000,
      200,
    );
    const again = newVisitor();
    for (const node of [nodes[0], nodes[1], nodes[0], nodes[1]]) assert.equal((await recommend(node.url, again)).status, 200);
    assert.equal((await recommend(nodes[0].url, again)).status, 429);
    for (const node of nodes) assert.match(node.output(), /Redis at .* is back/);
  });

  it('answers while PostgreSQL is down, logs the missed writes by id, says so in /api/ready, and recovers without a restart', async () => {
    await postgres!.stop();
    const response = await recommend(nodes[0].url, newVisitor(), BALANCED_WALLET);
    assert.equal(response.status, 200, 'the visitor still gets the advice');
    assert.equal(response.headers.get('ribbit-stored'), 'false', 'and is told it was not stored');
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    await waitUntil('the missed write to be logged', () => nodes[0].output().includes(id), 5_000);
    assert.match(nodes[0].output(), new RegExp(`missed write.*${id}|${id}.*missed write`));
    // Probes within a second share one round of checks: the next round sees the database gone.
    await waitUntil('/api/ready to see the database down', async () => (await ready(nodes[0])).data.database.status === 'down', 5_000, 200);
    const { status, data } = await ready(nodes[0]);
    assert.equal(status, 200);
    assert.equal(data.status, 'degraded');
    assert.equal(data.database.status, 'down');
    assert.equal(
      (await fetch(`${nodes[0].url}/api/history?wallet=${BALANCED_WALLET}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).status,
      503,
    );

    await postgres!.start();
    await waitUntil('the database to be back in /api/ready', async () => (await ready(nodes[0])).data.database.status === 'up', 15_000, 200);
    const stored = await recommend(nodes[0].url, newVisitor(), BALANCED_WALLET);
    assert.equal(stored.status, 200);
    assert.equal(stored.headers.get('ribbit-stored'), null);
    const storedId = ((await stored.json()) as { data: { id: string } }).data.id;
    assert.equal((await db!.query('SELECT 1 FROM recommendations WHERE id = $1', [storedId])).rowCount, 1);
  });

  it('keeps answering through nginx when a node is killed mid-load, and every 200 has its row in PostgreSQL', async () => {
    const answered: Array<{ at: number; status: number; id?: string }> = [];
    let killedAt = Number.POSITIVE_INFINITY;
    const load = async (until: number) => {
      while (Date.now() < until) {
        const response = await recommend(nginx!.url, newVisitor()).catch(() => null);
        const body = response?.status === 200 ? ((await response.json()) as { data: { id: string } }) : null;
        await response?.body?.cancel().catch(() => {});
        answered.push({ at: Date.now(), status: response?.status ?? 0, id: body?.data.id });
      }
    };
    const until = Date.now() + 6_000;
    const clients = Array.from({ length: 6 }, () => load(until));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    nodes[0].child.kill('SIGKILL');
    killedAt = Date.now();
    await Promise.all(clients);

    const afterKill = answered.filter((entry) => entry.at > killedAt + 500);
    assert.ok(afterKill.length > 10, `the other node kept answering (${afterKill.length} answers after the kill)`);
    assert.deepEqual(
      afterKill.filter((entry) => entry.status !== 200).map((entry) => entry.status),
      [],
      'every answer after the kill is a 200',
    );
    const ids = answered.flatMap((entry) => entry.id ?? []);
    const rows = await db!.query<{ id: string }>('SELECT id FROM recommendations WHERE id = ANY($1::uuid[])', [ids]);
    assert.equal(rows.rowCount, ids.length, `every 200 (${ids.length}) has its row`);
  });

  it('drains on SIGTERM: /api/ready says 503 draining while requests are still answered, then the node exits', async () => {
    const node = nodes[1];
    node.child.kill('SIGTERM');
    await waitUntil('the node to report draining', async () => (await ready(node)).status === 503, 1_000, 50);
    assert.equal((await ready(node)).data.status, 'draining');
    assert.equal((await recommend(node.url, newVisitor())).status, 200, 'still answering while the balancer takes it out');
    assert.equal(await node.exited, 0);
  });
});
