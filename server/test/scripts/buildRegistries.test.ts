import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { RegistrySchema, type Registry } from '../../src/chains/registry/schema';
import { buildRegistries, type BuildOptions } from '../../scripts/buildRegistries';
import type { SelectedToken } from '../../scripts/registry/selection';

/**
 * The script against a local server speaking the two published formats: a
 * Uniswap token list and Chainlink's per-network feed list (the network edge
 * is the only thing faked; the build, validation and files are real).
 */
const WETH = '0x4200000000000000000000000000000000000006';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const AERO = '0x940181a94A35A4569E4529A3CDfB74e38FD98631';
const BRETT = '0x532f27101965dd16442E59d40670FaF5eBB142E4';
const WMATIC = '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270';

const tokenList = {
  name: 'Uniswap Labs Default',
  timestamp: '2026-11-20T00:00:00.000Z',
  version: { major: 13, minor: 0, patch: 0 },
  tokens: [
    { chainId: 8453, address: WETH.toLowerCase(), symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
    { chainId: 8453, address: USDC.toLowerCase(), symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 8453, address: AERO, symbol: 'AERO', name: 'Aerodrome Finance', decimals: 18 },
    { chainId: 137, address: WMATIC, symbol: 'WMATIC', name: 'Wrapped Matic', decimals: 18 },
  ],
};

const feedEntry = (name: string, proxyAddress: string, heartbeat: number, decimals = 8) => ({
  name,
  proxyAddress,
  heartbeat,
  decimals,
  path: name.toLowerCase().replace(' / ', '-'),
  feedCategory: 'low',
  docs: {},
});
const feedLists: Record<string, unknown> = {
  '/feeds-ethereum-mainnet-base-1.json': [
    feedEntry('ETH / USD', '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', 1200),
    feedEntry('USDC / USD', '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B', 86_400),
    feedEntry('AERO / USD', '0x4EC5970fC728C5f65ba413992CD5fF6FD70fcfF0', 86_400),
    feedEntry('L2 Sequencer Uptime Status Feed', '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433', 86_400, 0),
  ],
  // Polygon's feeds beat every 27 s; Chainlink's lists name POL's feed MATIC / USD.
  '/feeds-matic-mainnet.json': [feedEntry('MATIC / USD', '0xAB594600376Ec9fD91F8e885dADF0CE036862dE0', 27)],
};

const selection = new Map<number, SelectedToken[]>([
  [
    8453,
    [
      { symbol: 'WETH', address: WETH, asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' },
      { symbol: 'USDC', address: USDC, asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
      { symbol: 'AERO', address: AERO, asset: 'AERO', tags: [] },
      { symbol: 'BRETT', address: BRETT, asset: 'BRETT', tags: [] },
    ],
  ],
  [137, [{ symbol: 'WMATIC', address: WMATIC, asset: 'POL', tags: ['wrapped'], feedBase: 'MATIC' }]],
]);
const nativeFeedBase = new Map([[137, 'MATIC']]);

/** Base's current file: a hand-checked USDC and a BRETT the token list does not carry. */
const previousBase: Registry = {
  chainId: 8453,
  name: 'Base',
  sources: [{ id: 'trustwallet-assets', title: 'Trust Wallet assets', url: 'https://github.com/trustwallet/assets', retrieved: '2026-11-23' }],
  tokens: [
    { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, tags: ['stablecoin'], asset: 'USDC', peg: 'USD', sources: ['trustwallet-assets'] },
    { address: BRETT, symbol: 'BRETT', name: 'Brett', decimals: 18, tags: [], asset: 'BRETT', sources: ['trustwallet-assets'] },
  ],
};

describe('buildRegistries', () => {
  let server: Server;
  let baseUrl: string;
  let outDir: string;
  const requests: string[] = [];

  before(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const body = request.url === '/tokenlist.json' ? tokenList : feedLists[request.url ?? ''];
      if (body) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    outDir = await mkdtemp(path.join(tmpdir(), 'ribbit-registries-'));
    await writeFile(path.join(outDir, '8453.json'), JSON.stringify(previousBase));
  });

  after(async () => {
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    await rm(outDir, { recursive: true, force: true });
  });

  const options = (overrides: Partial<BuildOptions> = {}): BuildOptions => ({
    chainIds: [8453, 137],
    tokenListUrl: `${baseUrl}/tokenlist.json`,
    feedListUrl: (chainId) => `${baseUrl}/${chainId === 137 ? 'feeds-matic-mainnet.json' : 'feeds-ethereum-mainnet-base-1.json'}`,
    outDir,
    selection,
    nativeFeedBase,
    retrieved: '2026-11-23',
    ...overrides,
  });

  const readRegistry = async (chainId: number): Promise<Registry> => {
    const json: unknown = JSON.parse(await readFile(path.join(outDir, `${chainId}.json`), 'utf8'));
    if (!Value.Check(RegistrySchema, json)) assert.fail(`${chainId}.json does not match the registry schema`);
    return json;
  };

  it('writes each chain a valid registry joining the listed tokens with their feeds', async () => {
    const notes = await buildRegistries(options());
    const base = await readRegistry(8453);
    assert.deepEqual(
      base.tokens.map((token) => [token.symbol, token.decimals, token.feed?.description ?? null]),
      [
        ['ETH', 18, 'ETH / USD'],
        ['WETH', 18, 'ETH / USD'],
        ['USDC', 6, 'USDC / USD'],
        ['AERO', 18, 'AERO / USD'],
        ['BRETT', 18, null],
      ],
    );
    assert.equal(base.tokens[2]?.address, USDC, 'addresses are checksummed');
    assert.equal(base.sequencerUptimeFeed?.address, '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433');
    assert.equal(base.sources.find((entry) => entry.id === 'chainlink-feed-list')?.url, `${baseUrl}/feeds-ethereum-mainnet-base-1.json`);
    assert.deepEqual(base.tokens[2]?.sources, ['uniswap-default-list', 'trustwallet-assets'], 'the hand-made cross-check stays');
    assert.deepEqual(notes.get(8453), [
      `BRETT ${BRETT} is not in the token list: left out`,
      'BRETT: kept from the previous registry (its sources: trustwallet-assets)',
    ]);

    const polygon = await readRegistry(137);
    assert.deepEqual(
      polygon.tokens.map((token) => [token.symbol, token.asset, token.feed?.description ?? null, token.feed?.heartbeatSeconds ?? null]),
      [
        ['POL', 'POL', 'MATIC / USD', 27],
        ['WMATIC', 'POL', 'MATIC / USD', 27],
      ],
    );
    assert.equal(polygon.sequencerUptimeFeed, undefined);
    assert.deepEqual(notes.get(137), ["no ETH / USD feed in Chainlink's list: X / ETH feeds cannot be converted"]);
  });

  it('fails naming the list when a feed list cannot be read, and writes nothing for that chain', async () => {
    const file = path.join(outDir, '10.json');
    const opSelection = new Map<number, SelectedToken[]>([[10, [{ symbol: 'WETH', address: WETH, asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' }]]]);
    await assert.rejects(
      buildRegistries(options({ chainIds: [10], selection: opSelection, feedListUrl: () => `${baseUrl}/feeds-ethereum-mainnet-optimism-1.json` })),
      /Could not read the Chainlink feed list .*optimism-1\.json: HTTP 404/,
    );
    assert.equal(existsSync(file), false);
    assert.ok(requests.includes('/feeds-ethereum-mainnet-optimism-1.json'));
  });
});
