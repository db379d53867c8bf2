/** Whether a JSON-RPC node stops answering, for tests that start and stop anvils. */
import { answersRpc } from '../../demo/anvilRpc';

/** A kill is delivered at once, but the kernel may take a moment to close anvil's socket. */
export async function stopsAnswering(rpcUrl: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await answersRpc(rpcUrl))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
