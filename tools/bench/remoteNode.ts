/**
 * The local chain as a hosted node would be: behind bench:chains' latency proxy (each JSON-RPC
 * request 60 ms away), in its own process, so relaying never shares the measured service's event loop.
 */
import { fork } from 'node:child_process';
import { startLatencyProxy } from './chains/latencyProxy';

/** A hosted node's round trip, as bench:chains assumes. */
export const REMOTE_LATENCY_MS = 60;

export interface RemoteNode {
  url: string;
  stop(): void;
}

export function startRemoteNode(targetUrl: string, latencyMs = REMOTE_LATENCY_MS): Promise<RemoteNode> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--relay', targetUrl, String(latencyMs)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (url: string) => {
      resolve({ url, stop: () => child.kill() });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`the latency proxy exited with ${code}`));
    });
  });
}

if (process.argv[2] === '--relay') {
  void startLatencyProxy(process.argv[3], { latencyMs: Number(process.argv[4]) }).then((proxy) => process.send?.(proxy.url));
}
