/**
 * Started as a child process by test/demoChain/localChain.test.ts: starts the local
 * chain, prints its RPC URL, and waits to be interrupted.
 */
import { startLocalChain } from '../../src/demoChain/localChain';

void startLocalChain().then((chain) => {
  process.stdout.write(`${chain.rpcUrl}\n`);
  setInterval(() => undefined, 60_000);
});
