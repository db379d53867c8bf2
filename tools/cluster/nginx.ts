/**
 * Debian's nginx as the load balancer in front of the nodes: a generated
 * nginx.conf in a temporary directory, run in the foreground. It appends the
 * client's address to X-Forwarded-For; the nodes trust it (TRUST_PROXY) and
 * key their rate limits on the client, not on nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort, waitUntil } from '../../server/test/support/freePort';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export function nginxConf(dir: string, port: number, upstreams: string[]): string {
  return `${userInfo().uid === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ribbit {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
    # Under the node's own 5 s, so nginx never sends a request on a connection the node is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://ribbit;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 1s;
      proxy_buffers 32 8k;
    }
  }
}
`;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ribbit-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(dir, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;']);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => {
        resolve(false);
      });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
    });
  await waitUntil(
    'nginx to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
      return listening();
    },
    10_000,
    50,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
