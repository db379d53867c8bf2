/**
 * Started as a child process by test/demo/anvilProcess.test.ts: spawns one anvil, prints
 * its RPC URL, and waits to be killed.
 */
import { spawnAnvil } from '../../demo/anvilProcess';

void spawnAnvil({ chainId: 1 }).then((anvil) => {
  process.stdout.write(`${anvil.rpcUrl}\n`);
  setInterval(() => undefined, 60_000);
});
