import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { encodeFunctionData, erc20Abi, parseAbi, parseEther, type Address } from 'viem';
import { createJsonRpcClient } from '../../src/chains/transport/client';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import { LIDO_ON_ETHEREUM } from '../../src/protocols/staking/lido';
import { createPositionsReader } from '../../src/protocols/walletPositions';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy, type CountingProxy } from '../support/rpcProxy';
import { anvilTestClient } from '../support/viemClient';

const chain = useLocalChain();
const WSTETH = LIDO_ON_ETHEREUM.tokens[0].address;
const wstethAbi = parseAbi([
  'function stEthPerToken() view returns (uint256)',
  'function getStETHByWstETH(uint256) view returns (uint256)',
  'function setRate(uint256 pooledEther, uint256 totalShares)',
]);
/** A wallet of its own that holds only wstETH. */
const HOLDER: Address = '0x000000000000000000000000000000000005eA1e';
const TTL_MS = 60_000;

describe('liquid staking: wstETH (the local chain’s labelled stand-in of Lido’s)', () => {
  let client: ReturnType<typeof anvilTestClient>;
  let proxy: CountingProxy;
  let clock = 0;
  let reader: ReturnType<typeof createPositionsReader>;

  before(async () => {
    client = anvilTestClient(chain().rpcUrl, chain().chainId);
    const [seeder] = await client.getAddresses();
    const hash = await client.sendTransaction({
      account: seeder,
      chain: null,
      to: WSTETH,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [HOLDER, parseEther('2.5')] }),
    });
    await client.waitForTransactionReceipt({ hash });
    proxy = await startCountingProxy(chain().rpcUrl);
    reader = createPositionsReader(createJsonRpcClient({ rpcUrls: [proxy.url], timeoutMs: 10_000, retryCount: 0 }), {
      chainId: chain().chainId,
      tokens: chain().tokens,
      multicall3: chain().multicall3,
      sharedTtlMs: TTL_MS,
      now: () => clock,
    });
  });
  after(async () => {
    await proxy.close();
  });

  const stakedOf = async (wallet: Address) => (await reader.read(wallet)).holdings.filter((holding) => holding.position?.kind === 'staked');

  it('reads wstETH as ETH at the token’s own stEthPerToken, in the one holdings eth_call even when the rate is cold', async () => {
    proxy.reset();
    const [staked] = await stakedOf(HOLDER);
    // The lending markets' contents (three rounds, Aave's reserves), then the one holdings eth_call, the rate in it.
    assert.equal(proxy.count('eth_call'), 4);
    proxy.reset();
    await stakedOf(HOLDER);
    assert.equal(proxy.count('eth_call'), 1);
    const rate = await client.readContract({ address: WSTETH, abi: wstethAbi, functionName: 'stEthPerToken' });
    assert.equal(rate, parseEther('1.21'));
    assert.equal(staked.token.address, NATIVE_TOKEN_ADDRESS);
    assert.equal(staked.balance, (parseEther('2.5') * rate) / 10n ** 18n);
    const exact = await client.readContract({ address: WSTETH, abi: wstethAbi, functionName: 'getStETHByWstETH', args: [parseEther('2.5')] });
    assert.ok(staked.balance - exact <= 1n && exact - staked.balance <= 1n, `${staked.balance} against getStETHByWstETH ${exact}`);
    assert.deepEqual(staked.position, { protocol: 'lido', protocolName: 'Lido', kind: 'staked', receipt: { symbol: 'wstETH', address: WSTETH, units: 2.5 } });
  });

  it('reuses the rate for the prices’ TTL, then reads it again', async () => {
    const [seeder] = await client.getAddresses();
    const hash = await client.sendTransaction({
      account: seeder,
      chain: null,
      to: WSTETH,
      data: encodeFunctionData({ abi: wstethAbi, functionName: 'setRate', args: [parseEther('1.331'), parseEther('1')] }),
    });
    await client.waitForTransactionReceipt({ hash });
    const before = (await stakedOf(HOLDER))[0].balance;
    assert.equal(before, (parseEther('2.5') * parseEther('1.21')) / 10n ** 18n, 'within the TTL the cached rate holds');
    clock += TTL_MS;
    const after = (await stakedOf(HOLDER))[0].balance;
    const rate = await client.readContract({ address: WSTETH, abi: wstethAbi, functionName: 'stEthPerToken' });
    assert.equal(after, (parseEther('2.5') * rate) / 10n ** 18n, 'past the TTL the new rate is read');
    assert.ok(after > before);
  });

  it('gives defi.eth its 4 wstETH as ETH beside its plain ETH', async () => {
    const defi = chain().demoWallets.find((wallet) => wallet.profile === 'defi');
    assert.ok(defi);
    const staked = await stakedOf(defi.address);
    assert.equal(staked.length, 1);
    assert.equal(staked[0].position?.receipt?.units, 4);
  });
});
