/**
 * Runs the REAL service as `npm start` does (minus the build): `server/src/start.ts` in a child
 * process, which starts its own seeded anvil chain when no RPC_URL is given. Nothing is stubbed.
 * Every instance gets a free port, a fresh data directory and a rate limit journeys never reach.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const START = path.join(ROOT, 'server/src/start.ts');

/** A cold start compiles nothing (cached artifacts) but still boots anvil and PGlite: seconds. */
const START_TIMEOUT_MS = 90_000;
/** SIGTERM closes the server, the database and anvil; after this we stop asking. */
const STOP_TIMEOUT_MS = 10_000;

/** The seeded demo wallets (docs/local-chain.md). All digits, so valid in any case. */
export const DEMO_WALLETS = {
  concentrated: '0x1111111111111111111111111111111111111111',
  balanced: '0x2222222222222222222222222222222222222222',
  stableHeavy: '0x3333333333333333333333333333333333333333',
  whale: '0x4444444444444444444444444444444444444444',
  empty: '0x5555555555555555555555555555555555555555',
  degen: '0x6666666666666666666666666666666666666666',
  defi: '0x7777777777777777777777777777777777777777',
} as const;

// Inherited settings that would change what the journeys see: each instance chooses its own.
const INHERITED_SETTINGS_DROPPED = [
  'RPC_URL',
  'CHAIN_ID',
  'CHAINS',
  'TOKEN_LIST',
  'PRICE_API_URL',
  'MULTICALL3_ADDRESS',
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_HOSTNAMES',
  'GA_MEASUREMENT_ID',
];

export interface RibbitService {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  dataDir: string;
  /** Everything the child printed so far, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the service; `env` adds or overrides variables (e.g. RPC_URL for a remote chain). */
export async function startRibbit(env: Record<string, string> = {}): Promise<RibbitService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-e2e-data-'));
  const inherited = Object.fromEntries(
    // RPC_URL_<id> and RPC_MAX_RPS_<id> too: any of them would point the instance at another chain.
    Object.entries(process.env).filter(([name]) => !INHERITED_SETTINGS_DROPPED.includes(name) && !/^RPC_(URL|MAX_RPS)_\d+$/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000000',
      VISITOR_MAX_IN_FLIGHT: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  // If the test process dies first, SIGTERM still lets the service take its anvil down.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(forceKill);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await waitForUrl(() => output, exited);
    return { url, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForUrl(output: () => string, exited: Promise<void>): Promise<string> {
  // A field, not a local: the check below reads what the callback wrote meanwhile.
  const service = { exited: false };
  void exited.then(() => {
    service.exited = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const url = output().match(/Ribbit is running at (http:\/\/\S+)/)?.[1];
    // The banner is printed in one write, so the URL is complete once "Press Ctrl+C" is there.
    if (url && output().includes('Press Ctrl+C to stop')) return url;
    if (service.exited) throw new Error(`The Ribbit service exited before it was running. Its output:\n${output()}`);
    if (Date.now() > deadline) {
      throw new Error(`The Ribbit service did not start within ${START_TIMEOUT_MS} ms. Its output:\n${output()}`);
    }
    await delay(100);
  }
}

/** A localhost port that was free a moment ago and on which nothing listens now. */
export async function closedLocalPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('Could not read the port the OS gave');
  return address.port;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
