import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getAddress } from 'viem';
import { PROTOCOL_IDS } from '../../../contract';
import { bundledRegistry } from '../../src/chains/registry/load';
import { chainDefinition } from '../../src/domain/chains';
import { PROTOCOL_LIST, PROTOCOLS } from '../../src/protocols/protocols';

describe('the protocol records', () => {
  it('has exactly one record per protocol id of the contract, under its own id', () => {
    assert.deepEqual(
      PROTOCOL_LIST.map((protocol) => protocol.id),
      [...PROTOCOL_IDS],
    );
    for (const id of PROTOCOL_IDS) assert.equal(PROTOCOLS[id].id, id);
    assert.equal(new Set(PROTOCOL_LIST.map((protocol) => protocol.name)).size, PROTOCOL_LIST.length, 'two protocols share a display name');
  });

  for (const protocol of PROTOCOL_LIST) {
    describe(protocol.name, () => {
      it('names only chains Ribbit ships', () => {
        for (const chainId of protocol.chainIds) assert.ok(chainDefinition(chainId), `${protocol.id} names chain ${chainId}`);
      });

      it('declares each source once, with where and when it was read', () => {
        const ids = protocol.sources.map((source) => source.id);
        assert.equal(new Set(ids).size, ids.length);
        for (const source of protocol.sources) {
          assert.match(source.url, /^https:\/\//, source.id);
          assert.match(source.retrieved, /^\d{4}-\d{2}-\d{2}$/, source.id);
          assert.ok(source.title.length > 0, source.id);
        }
      });

      it('gives every contract a checksummed address and two declared sources', () => {
        const declared = new Set(protocol.sources.map((source) => source.id));
        for (const chainId of protocol.chainIds) {
          const contracts = protocol.contractsOn(chainId);
          assert.ok(contracts.length > 0, `${protocol.id} on ${chainId} has no contract`);
          for (const { name, contract } of contracts) {
            const where = `${protocol.id} ${name} on ${chainId}`;
            assert.equal(contract.address, getAddress(contract.address), `${where} is not checksummed`);
            assert.ok(new Set(contract.sources).size >= 2, `${where} cites fewer than two sources`);
            for (const source of contract.sources) assert.ok(declared.has(source), `${where} cites an undeclared source ${source}`);
          }
        }
      });

      it('expresses positions as tokens of the chain’s bundled registry', () => {
        for (const chainId of protocol.chainIds) {
          const registry = bundledRegistry(chainId);
          for (const { name, contract } of protocol.contractsOn(chainId)) {
            if (!contract.underlying) continue;
            assert.equal(contract.underlying, getAddress(contract.underlying), `${protocol.id} ${name}'s underlying is not checksummed`);
            const listed = registry?.tokens.some((token) => token.address.toLowerCase() === contract.underlying?.toLowerCase());
            assert.ok(listed, `${protocol.id} ${name} on ${chainId}: its underlying ${contract.underlying} is not in the registry`);
          }
        }
      });
    });
  }

  it('puts no address in two records on one chain', () => {
    const seen = new Map<string, string>();
    for (const protocol of PROTOCOL_LIST) {
      for (const chainId of protocol.chainIds) {
        for (const { name, contract } of protocol.contractsOn(chainId)) {
          const key = `${chainId}:${contract.address.toLowerCase()}`;
          const other = seen.get(key);
          assert.ok(other === undefined || other.startsWith(`${protocol.id} `), `${key} is both ${other ?? ''} and ${protocol.id} ${name}`);
          seen.set(key, `${protocol.id} ${name}`);
        }
      }
    }
  });
});
