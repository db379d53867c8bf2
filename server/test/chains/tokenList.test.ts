import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadTokenList, toTokenList, TokenListError } from '../../src/chains/tokenList';

const USDC_LOWER = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const FEED_LOWER = '0x8fffffd4afb6115b954bd326cbe7b4ba576818f6';

const validList = {
  name: 'Test list',
  timestamp: '2025-01-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 3 },
  tokens: [
    {
      chainId: 1,
      address: USDC_LOWER,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      logoURI: 'https://example.org/usdc.png',
      tags: ['stablecoin'],
      extensions: { priceFeed: FEED_LOWER },
    },
    { chainId: 1, address: '0x6b175474e89094c44da98b954eedeac495271d0f', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, logoURI: 'ipfs://QmDai' },
    { chainId: 10, address: '0x0b2c639c533813f4aa9d7837caf62653d097ff85', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 1, address: USDC, symbol: 'USDC', name: 'Duplicate', decimals: 6 },
  ],
};

/** The tokens of one chain, as the service takes them from a list. */
async function tokensOf(source: string, chainId: number) {
  return (await loadTokenList(source)).tokens.filter((token) => token.chainId === chainId);
}

describe('loadTokenList', () => {
  let dir: string;
  let server: Server;
  let baseUrl: string;
  const write = async (name: string, content: unknown): Promise<string> => {
    const file = path.join(dir, name);
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ribbit-token-list-'));
    server = createServer((request, response) => {
      if (request.url === '/list.json') response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(validList));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a file, keeps the chain asked for, checksums addresses and drops duplicates', async () => {
    const tokens = await tokensOf(await write('valid.json', validList), 1);
    assert.deepEqual(
      tokens.map((token) => [token.symbol, token.address]),
      [
        ['USDC', USDC],
        ['DAI', '0x6B175474E89094C44Da98b954EedeAC495271d0F'],
      ],
    );
    assert.equal(tokens[0].extensions?.priceFeed, '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6');
    assert.deepEqual(tokens[0].tags, ['stablecoin']);
  });

  it('keeps https: icons and drops others (ipfs:), which the app could not show', async () => {
    const [usdc, dai] = await tokensOf(await write('icons.json', validList), 1);
    assert.equal(usdc.logoURI, 'https://example.org/usdc.png');
    assert.equal(dai.logoURI, undefined);
  });

  it('filters by chain id', async () => {
    const tokens = await tokensOf(await write('chains.json', validList), 10);
    assert.deepEqual(
      tokens.map((token) => token.address),
      ['0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'],
    );
    assert.deepEqual(await tokensOf(await write('chains2.json', validList), 137), []);
  });

  it('explains what is wrong with a document that is not a token list', async () => {
    const bad = { name: 'Not a list', version: '1.0', tokens: {} };
    await assert.rejects(loadTokenList(await write('bad.json', bad)), (error) => {
      assert.ok(error instanceof TokenListError);
      assert.match(error.message, /is not a valid token list/);
      assert.match(error.message, /\/timestamp/);
      assert.match(error.message, /\/tokens/);
      return true;
    });
  });

  it('loads a real-world list with Solana entries and malformed ones: skips and counts them, keeps the rest', async () => {
    const mixed = {
      ...validList,
      tokens: [
        ...validList.tokens,
        // As in Uniswap's default list since October 2025: Solana mints under a non-EVM chain id.
        { chainId: 501000101, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        { chainId: 1, address: '0x123', symbol: 'BAD', name: 'Short address', decimals: 18 },
        { chainId: 1, address: '0x514910771af9ca656af840dff83e8264ecf986ca', symbol: 'LINK', name: 'ChainLink Token', decimals: 'eighteen' },
      ],
    };
    const loaded = await loadTokenList(await write('mixed.json', mixed));
    assert.equal(loaded.skipped, 3);
    assert.deepEqual(
      loaded.tokens.map((token) => `${token.chainId}:${token.symbol}`),
      ['1:USDC', '1:DAI', '10:USDC'],
    );
  });

  it('says so when the file is missing or not JSON', async () => {
    await assert.rejects(loadTokenList(path.join(dir, 'missing.json')), /Could not read the token list .*missing\.json/);
    await assert.rejects(loadTokenList(await write('broken.json', '{"name": ')), /is not JSON/);
  });

  it('fetches a list over HTTP from this machine, and reports HTTP errors', async () => {
    const tokens = await tokensOf(`${baseUrl}/list.json`, 1);
    assert.equal(tokens.length, 2);
    await assert.rejects(loadTokenList(`${baseUrl}/nope.json`), /HTTP 404/);
  });

  it('refuses plain http: to another host (https: only)', async () => {
    await assert.rejects(loadTokenList('http://tokens.example.org/list.json'), /must use https:/);
  });

  it('loads back the list toTokenList writes', async () => {
    const tokens = await tokensOf(await write('source.json', validList), 1);
    const list = toTokenList(tokens, new Date('2025-06-01T00:00:00Z'));
    assert.equal(list.timestamp, '2025-06-01T00:00:00.000Z');
    assert.deepEqual(await tokensOf(await write('roundtrip.json', list), 1), tokens);
  });
});
