/**
 * Runs the anvil binary shipped by npm @foundry-rs/anvil. Its `anvil` bin is a
 * Node wrapper that would sit between us and the node (and survive a kill), so
 * the platform package's real binary is spawned directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { answersRpc } from './anvilRpc';
import { killOnExit } from './killOnExit';

/** Anvil usually answers within a fraction of a second; beyond this something is wrong. */
const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 50;
const PORT_ATTEMPTS = 3;

export interface AnvilProcess {
  rpcUrl: string;
  port: number;
  /** The anvil process's id (tests kill it to see the supervisor at work). */
  pid: number;
  /** Resolves when anvil exits, whether stop() ended it or it died. */
  exited: Promise<void>;
  /** Kills anvil; resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  chainId: number;
  /** A fixed port (a restart keeps its RPC URL); by default a free one. */
  port?: number;
  log?: (line: string) => void;
  /** More anvil options (a test chain that starts in the past: `--timestamp`). */
  extraArgs?: readonly string[];
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

export function resolveAnvilBinary(): string {
  const packageName = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!packageName) throw new Error(`anvil has no binary for ${process.platform}-${process.arch}`);
  const require = createRequire(__filename);
  try {
    const manifest = require.resolve(`${packageName}/package.json`);
    return path.join(path.dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  } catch {
    throw new Error(`${packageName} is not installed; run npm install (it is an optional dependency of @foundry-rs/anvil)`);
  }
}

/** A port the OS reports free right now (anvil itself cannot be told to pick one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
}

async function waitUntilReady(child: ChildProcess, rpcUrl: string, stderr: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`anvil exited before it was ready (code ${child.exitCode ?? child.signalCode}): ${stderr().trim()}`);
    }
    if (await answersRpc(rpcUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${READY_TIMEOUT_MS} ms`);
}

/**
 * Anvil, listening on 127.0.0.1 only. It is killed by stop(), and also when this
 * process exits, gets SIGINT/SIGTERM with nobody else listening, or dies (killOnExit.ts).
 */
export async function spawnAnvil(opts: SpawnOptions): Promise<AnvilProcess> {
  if (opts.port !== undefined) return spawnOnPort(opts.port, opts);
  // Another process may take the free port before anvil binds it: try a few.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnPort(await freePort(), opts);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS) throw error;
      opts.log?.(`anvil could not start (${error instanceof Error ? error.message : String(error)}); trying another port`);
    }
  }
}

async function spawnOnPort(port: number, { chainId, log, extraArgs = [] }: SpawnOptions): Promise<AnvilProcess> {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--accounts', '1', '--quiet', ...extraArgs];
  // Its own process group: a SIGTERM or Ctrl-C sent to Ribbit's group would end anvil at once and fail the
  // requests the drain is finishing (issue 31, item 7). Ribbit stops it after them; killOnExit covers the rest.
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderrText = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderrText += chunk;
    for (const line of chunk.split('\n')) if (line.trim()) log?.(`anvil: ${line}`);
  });

  const release = killOnExit(child);
  const exited = waitForExit(child);

  const stop = async (): Promise<void> => {
    release();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, rpcUrl, () => stderrText);
  } catch (error) {
    await stop();
    throw error;
  }
  // Defined once anvil answered: only a process that failed to spawn has none.
  const pid = child.pid as number;
  return { rpcUrl, port, pid, exited, stop };
}
