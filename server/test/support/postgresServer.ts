/**
 * A throwaway PostgreSQL server from the Debian binaries (as .ci/run starts
 * one): initdb in a temporary directory, then pg_ctl to stop and start it, so a
 * test can take the database away and bring it back. As root, the server runs
 * as the `postgres` user, which PostgreSQL requires.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort';

const run = promisify(execFile);

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
  /** The running postmaster's process id (its backends are its children). */
  pid(): number;
}

/** The newest installed PostgreSQL's bin directory, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`No PostgreSQL under ${root}: apt-get install postgresql (.ci/run does)`);
  return path.join(root, versions[versions.length - 1], 'bin');
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'ribbit-cluster-pg-'));
  const asRoot = userInfo().uid === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'ribbit', '--auth=trust', '-E', 'UTF8']);
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'ribbit', 'ribbit']);
  return {
    url: `postgres://ribbit@127.0.0.1:${port}/ribbit`,
    start,
    stop,
    // pg_ctl detaches the postmaster, so it is no child of ours: its pid is the first line of this file.
    pid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
