import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { erc20Abi, toFunctionSelector, type Abi } from 'viem';
import { aggregatorV3Abi, chainlinkProxyAbi, multicall3Abi } from '../../src/chains/abis';
import { loadArtifacts } from '../../src/demoChain/compile';

function selectors(abi: Abi): Set<string> {
  return new Set(abi.filter((item) => item.type === 'function').map((item) => toFunctionSelector(item)));
}

describe('the parsed ABIs', () => {
  it('name only functions the compiled contracts really have', async () => {
    const { contracts } = await loadArtifacts();
    const pairs: Array<[string, Abi, Abi]> = [
      ['Multicall3', multicall3Abi, contracts.Multicall3.abi],
      ['DemoToken', erc20Abi, contracts.DemoToken.abi],
      ['HistoricalPriceFeed', aggregatorV3Abi, contracts.HistoricalPriceFeed.abi],
      ['PhasedPriceFeedProxy', aggregatorV3Abi, contracts.PhasedPriceFeedProxy.abi],
      ['PhasedPriceFeedProxy', chainlinkProxyAbi, contracts.PhasedPriceFeedProxy.abi],
    ];
    for (const [name, parsed, compiled] of pairs) {
      const available = selectors(compiled);
      for (const selector of selectors(parsed)) assert.ok(available.has(selector), `${name} has ${selector}`);
    }
  });

  it('keeps the canonical Multicall3 interface (selectors as deployed on mainnet)', async () => {
    const compiled = selectors((await loadArtifacts()).contracts.Multicall3.abi);
    // aggregate, tryAggregate, aggregate3, aggregate3Value, getEthBalance, getBlockNumber, getCurrentBlockTimestamp
    for (const selector of ['0x252dba42', '0xbce38bd7', '0x82ad56cb', '0x174dea71', '0x4d2301cc', '0x42cbb15c', '0x0f28c97d']) {
      assert.ok(compiled.has(selector), selector);
    }
    assert.equal(compiled.size, 16);
  });
});
