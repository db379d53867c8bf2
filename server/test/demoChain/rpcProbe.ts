/** Whether a JSON-RPC node answers, for tests that start and stop anvils. */

export async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A kill is delivered at once, but the kernel may take a moment to close anvil's socket. */
export async function stopsAnswering(rpcUrl: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await answers(rpcUrl))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
