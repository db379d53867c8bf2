/**
 * Debian's redis-server as a child process on a free port, without persistence
 * (`--save '' --appendonly no`): stopped and started again on the same port to
 * play an outage, or paused (SIGSTOP) to play a Redis that hangs with its connections open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, waitUntil } from './freePort';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: the process keeps its sockets and answers nothing. */
  pause(): void;
  /** SIGCONT: it answers again, the commands it was sent meanwhile first. */
  resume(): void;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => {
      resolve(false);
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitUntil('redis-server to answer PING', () => answersPing(port), 10_000, 50);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  const signal = (name: NodeJS.Signals) => {
    if (!child?.kill(name)) throw new Error(`redis-server is not running to get ${name}`);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => {
      signal('SIGSTOP');
    },
    resume: () => {
      signal('SIGCONT');
    },
  };
}
