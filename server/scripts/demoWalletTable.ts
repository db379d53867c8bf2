/**
 * npm run docs:demo-wallets: starts the local chains, answers every demo wallet through the service's
 * own path (as `npm run check:plan` does) and writes README.md's demo-wallet table from the answers.
 * `-- --check` writes nothing and exits 1 when the README differs. The demo wallets' test compares the
 * same way, so `npm test` fails while the table is out of date.
 */
import { startLocalChains } from '../demo/localChains';
import { openStore } from '../src/store';
import { demoWalletTable } from './demoWallets/tableRows';
import { readmeDemoWallets, writeReadmeDemoWallets } from './demoWallets/readmeBlock';
import { adviseDemoWallets } from './plan/demoAdvice';

async function main(check: boolean): Promise<boolean> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  try {
    const table = demoWalletTable(await adviseDemoWallets(local, store));
    if (check) {
      const same = readmeDemoWallets() === table;
      console.log(same ? 'README.md: the demo-wallet table is up to date' : 'README.md: the demo-wallet table is out of date: run npm run docs:demo-wallets');
      return same;
    }
    console.log(writeReadmeDemoWallets(table) ? 'README.md: demo-wallet table written' : 'README.md: the demo-wallet table was already up to date');
    return true;
  } finally {
    await store.close();
    await local.stop();
  }
}

main(process.argv.includes('--check')).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
