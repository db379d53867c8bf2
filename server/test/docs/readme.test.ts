/**
 * The README's claims about what Ribbit reads, held to the code (issue 38): the feed counts per chain
 * from the bundled registries, and the "Seen" list from the protocol records, so neither can drift.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { bundledRegistry } from '../../src/chains/registry/load';
import { PROTOCOL_LIST } from '../../src/protocols/protocols';

const README = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The README's wording of each chain in its feed sentence, by chain id. */
const CHAIN_WORDS: Record<number, string> = { 1: 'Ethereum tokens', 10: 'on OP Mainnet', 137: 'on Polygon', 8453: 'on Base', 42161: 'on Arbitrum' };

describe('the README', () => {
  it('counts the Chainlink feeds each bundled registry has', () => {
    const sentence = README.slice(README.indexOf('Feeds cover'), README.indexOf('the rest of the long tail')).replace(/\s+/g, ' ');
    for (const [chainId, words] of Object.entries(CHAIN_WORDS)) {
      const registry = bundledRegistry(Number(chainId));
      assert.ok(registry, `no registry for chain ${chainId}`);
      const fed = registry.tokens.filter((token) => token.feed).length;
      const match = new RegExp(`(\\d+) of (?:the )?(\\d+) ${words}`).exec(sentence);
      assert.ok(match, `no count for ${words} in: ${sentence}`);
      assert.deepEqual([Number(match[1]), Number(match[2])], [fed, registry.tokens.length], words);
    }
  });

  it('names every protocol Ribbit reads positions in among what is seen', () => {
    const seen = README.slice(README.indexOf('- **Seen**'), README.indexOf('- **Advised**')).replace(/\s+/g, ' ');
    for (const protocol of PROTOCOL_LIST) assert.ok(seen.includes(protocol.name), `${protocol.name} is not in the README's Seen list`);
  });
});
