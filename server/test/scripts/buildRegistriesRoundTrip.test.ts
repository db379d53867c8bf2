import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Registry } from '../../src/chains/registry/schema';
import { buildRegistries, REGISTRY_DIR } from '../../scripts/buildRegistries';
import { L2_SELECTION, NATIVE_FEED_BASE } from '../../scripts/registry/selection';

/**
 * Lists that agree with the bundled L2 files must rebuild them unchanged: this
 * holds the selection (addresses, feedBase) and the feed matching to what is
 * committed. The lists are derived from the committed files and served locally.
 */
const CHAIN_IDS = [...L2_SELECTION.keys()];
const bundled = new Map<number, Registry>();

const readBundled = async (dir: string, chainId: number): Promise<Registry> =>
  JSON.parse(await readFile(path.join(dir, `${chainId}.json`), 'utf8')) as Registry;

/** A token's facts without the source ids, which a rebuild is allowed to add to. */
const facts = (registry: Registry) =>
  registry.tokens.map(({ sources: _sources, feed, ...token }) => ({ ...token, feed: feed ? { ...feed, sources: [] } : null }));

function tokenListOf(registries: Registry[]) {
  const tokens = registries.flatMap((registry) =>
    registry.tokens
      .filter((token) => !token.tags.includes('native'))
      .map((token) => ({ chainId: registry.chainId, address: token.address, symbol: token.symbol, name: token.name, decimals: token.decimals })),
  );
  return { name: 'Derived from the bundled registries', timestamp: '2026-11-23T00:00:00.000Z', version: { major: 1, minor: 0, patch: 0 }, tokens };
}

function feedListOf(registry: Registry) {
  const feeds = new Map<string, { name: string; proxyAddress: string; decimals: number; heartbeat: number }>();
  for (const feed of [registry.ethUsdFeed, ...registry.tokens.map((token) => token.feed)]) {
    if (feed) feeds.set(feed.address, { name: feed.description, proxyAddress: feed.address, decimals: feed.decimals, heartbeat: feed.heartbeatSeconds });
  }
  const sequencer = registry.sequencerUptimeFeed
    ? [{ name: 'L2 Sequencer Uptime Status Feed', proxyAddress: registry.sequencerUptimeFeed.address, decimals: 0, heartbeat: 86_400 }]
    : [];
  return [...feeds.values(), ...sequencer];
}

describe('buildRegistries on lists that agree with the bundled L2 registries', () => {
  let server: Server;
  let baseUrl: string;
  let outDir: string;

  before(async () => {
    for (const chainId of CHAIN_IDS) bundled.set(chainId, await readBundled(REGISTRY_DIR, chainId));
    const tokenList = tokenListOf([...bundled.values()]);
    server = createServer((request, response) => {
      const feedsOf = /^\/feeds-(\d+)\.json$/.exec(request.url ?? '');
      const registry = feedsOf ? bundled.get(Number(feedsOf[1])) : undefined;
      const body = request.url === '/tokenlist.json' ? tokenList : registry ? feedListOf(registry) : undefined;
      if (body) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    outDir = await mkdtemp(path.join(tmpdir(), 'ribbit-registries-round-trip-'));
    for (const chainId of CHAIN_IDS) await copyFile(path.join(REGISTRY_DIR, `${chainId}.json`), path.join(outDir, `${chainId}.json`));
  });

  after(async () => {
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    await rm(outDir, { recursive: true, force: true });
  });

  it('rebuilds every token, feed and sequencer feed unchanged, keeping the cited sources', async () => {
    const notes = await buildRegistries({
      chainIds: CHAIN_IDS,
      tokenListUrl: `${baseUrl}/tokenlist.json`,
      feedListUrl: (chainId) => `${baseUrl}/feeds-${chainId}.json`,
      outDir,
      selection: L2_SELECTION,
      nativeFeedBase: NATIVE_FEED_BASE,
      retrieved: '2026-11-24',
    });
    for (const chainId of CHAIN_IDS) {
      const before = bundled.get(chainId) as Registry;
      const rebuilt = await readBundled(outDir, chainId);
      assert.deepEqual(facts(rebuilt), facts(before), `chain ${chainId}`);
      assert.equal(rebuilt.ethUsdFeed?.address, before.ethUsdFeed?.address);
      assert.equal(rebuilt.sequencerUptimeFeed?.address, before.sequencerUptimeFeed?.address);
      for (const [index, token] of before.tokens.entries()) {
        assert.ok(
          token.sources.every((id) => rebuilt.tokens[index]?.sources.includes(id)),
          `chain ${chainId} ${token.symbol} lost a source`,
        );
      }
      // A registry without an ETH / USD feed derives a list without one, which the rebuild notes.
      const expectedNotes = before.ethUsdFeed ? [] : ["no ETH / USD feed in Chainlink's list: X / ETH feeds cannot be converted"];
      assert.deepEqual(notes.get(chainId), expectedNotes, `chain ${chainId} notes`);
    }
  });
});
