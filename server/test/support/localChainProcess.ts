/**
 * Started as a child process by test/demo/localChain.test.ts: starts the local
 * chain, prints its RPC URL, and waits to be interrupted.
 */
import { startLocalChain } from '../../demo/localChain';

void startLocalChain().then((chain) => {
  process.stdout.write(`${chain.rpcUrl}\n`);
  setInterval(() => undefined, 60_000);
});
