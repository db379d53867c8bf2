/**
 * One seeded local chain per test file: started in `before`, stopped in `after`.
 * Call inside a describe() or at the top level of a test file.
 */
import { after, before } from 'node:test';
import { startLocalChain, type LocalChain } from '../../demo/localChain';

export function useLocalChain(): () => LocalChain {
  let chain: LocalChain | undefined;
  before(async () => {
    chain = await startLocalChain();
  });
  after(async () => {
    await chain?.stop();
  });
  return () => {
    if (!chain) throw new Error('The local chain is not started: call useLocalChain() at the top of the test file');
    return chain;
  };
}
