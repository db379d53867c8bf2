/**
 * bench:chains' protocol case: defi.eth cold (empty cache, empty closes store) against a wallet holding
 * plainly the tokens defi.eth's positions are exposed to (ETH, WETH, USDC, DAI), also cold. The
 * difference in JSON-RPC requests per chain is what reading the positions costs.
 */
import path from 'node:path';
import { erc20Abi, parseEther, parseUnits, type Address } from 'viem';
import type { LocalChains } from '../../../server/demo/localChains';
import type { ChainSpec } from '../../../server/src/prices/chainReader';
import { openStore } from '../../../server/src/store';
import { anvilTestClient } from '../../../server/test/support/viemClient';
import { benchApp, benchReaders, postTimed } from './harness';
import type { LatencyProxy } from './latencyProxy';

/** Holds ETH, WETH, USDC and DAI plainly: the assets of defi.eth's positions, without the positions. */
const PLAIN_TWIN: Address = '0x7070707070707070707070707070707070707070';

async function fundTwin(local: LocalChains): Promise<void> {
  const home = local.chains.find((chain) => chain.chainId === 1);
  const whale = local.demoWallets.find((wallet) => wallet.profile === 'whale')?.address;
  if (!home || !whale) throw new Error('bench: no Ethereum chain or whale');
  const client = anvilTestClient(home.rpcUrl, home.chainId);
  await client.setBalance({ address: PLAIN_TWIN, value: parseEther('1') });
  await client.impersonateAccount({ address: whale });
  for (const [symbol, amount] of [
    ['WETH', '2'],
    ['USDC', '2000'],
    ['DAI', '2000'],
  ] as const) {
    const token = home.tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`bench: no ${symbol}`);
    await client.writeContract({
      account: whale,
      chain: null,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [PLAIN_TWIN, parseUnits(amount, token.decimals)],
    });
  }
  await client.stopImpersonatingAccount({ address: whale });
}

export interface DefiCase {
  plain: { ms: number; status: number; requests: number[] };
  defi: { ms: number; status: number; requests: number[] };
}

/** Each wallet read cold by a fresh app on a fresh closes store in `dataDir`. */
export async function defiCase(local: LocalChains, chains: readonly ChainSpec[], proxies: readonly LatencyProxy[], dataDir: string): Promise<DefiCase> {
  await fundTwin(local);
  const defi = local.demoWallets.find((wallet) => wallet.profile === 'defi')?.address;
  if (!defi) throw new Error('bench: no defi.eth');
  const cold = async (wallet: Address, folder: string) => {
    const store = await openStore({ databaseUrl: null, dataDir: path.join(dataDir, folder) });
    const readers = benchReaders(chains, store);
    const app = await benchApp(chains, store, readers);
    try {
      proxies.forEach((proxy) => {
        proxy.reset();
      });
      const answer = await postTimed(app, wallet);
      const requests = proxies.map((proxy) => proxy.requests());
      // The closes read are saved behind the answer: stored before the store closes.
      await Promise.all(readers.map((reader) => reader.closesSaved()));
      return { ...answer, requests };
    } finally {
      await app.close();
      await store.close();
    }
  };
  return { plain: await cold(PLAIN_TWIN, 'plain-twin'), defi: await cold(defi, 'defi') };
}
