/**
 * npm run check:plan: every demo wallet (README "Demo wallets") read from the local chains
 * through the service's own path, and per wallet the buy and buy-more calls with no money
 * behind them and the buys against the reserve plus the sells (issue 18). Exits 1 when a
 * call is unfunded or the buys overspend.
 */
import { startLocalChains } from '../src/demoChain/localChains';
import { openStore } from '../src/store';
import { adviseDemoWallets } from './plan/demoAdvice';
import { checkPlan, withinMoney } from './plan/unfunded';

async function main(): Promise<boolean> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  let failed = false;
  try {
    const usd = (value: number): string => `$${Math.round(value).toLocaleString('en-US')}`;
    let total = 0;
    for (const { wallet, recommendation } of await adviseDemoWallets(local, store)) {
      const check = checkPlan(recommendation);
      total += check.unfunded.length;
      const within = withinMoney(check);
      failed ||= check.unfunded.length > 0 || !within;
      console.log(
        `${wallet.profile.padEnd(13)} unfunded ${String(check.unfunded.length).padStart(3)}   buys ${usd(check.spentUsd)} ${within ? '≤' : '>'} ` +
          `reserve ${usd(check.reserveUsd)} + sells ${usd(check.raisedUsd)}${check.unfunded.length > 0 ? `   ${check.unfunded.join(', ')}` : ''}`,
      );
    }
    console.log(`\nUnfunded buy and buy-more calls across the demo wallets: ${total}`);
  } finally {
    await store.close();
    await local.stop();
  }
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
