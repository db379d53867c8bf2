/**
 * One Ribbit node: the real `server/src/start.ts` in a child process, as a
 * process manager runs it, with the environment a deployment gives it.
 */
import { waitUntil } from '../../server/test/support/freePort';
import { spawnService, type ServiceProcess } from '../../server/test/support/serviceProcess';

export interface ServiceNode extends ServiceProcess {
  url: string;
  port: number;
}

/** Only what the deployment sets: no inherited RPC or database variable points the node elsewhere. */
function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(RPC_|CHAIN|DATABASE_URL|REDIS_URL|TOKEN_LIST|PRICE_API_URL|PORT|HOST|RATE_LIMIT|TRUST_PROXY)/.test(name),
    ),
  );
}

/** `nodeFlags`: Node's and V8's own flags, before the script, as a process manager's command line gives them. */
export async function startServiceNode(env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<ServiceNode> {
  const timeoutMs = 90_000;
  const { child, output, exited } = spawnService({ ...baseEnv(), LOG_LEVEL: 'warn', ...env }, { nodeFlags });
  let url = '';
  await waitUntil(
    'the node to listen',
    () => {
      if (child.exitCode !== null) throw new Error(`The node exited (${child.exitCode}):\n${output()}`);
      url = output().match(/Ribbit is running at (http:\/\/127\.0\.0\.1:\d+)/)?.[1] ?? '';
      return url !== '';
    },
    timeoutMs,
  );
  return { url, port: Number(new URL(url).port), child, output, exited };
}
