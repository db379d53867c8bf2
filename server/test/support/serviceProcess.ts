/**
 * `server/src/start.ts` in a child process, as `npm start` (minus the build) or a process
 * manager runs it, with its output collected.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const START = path.join(ROOT, 'server/src/start.ts');

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm run serve` (what `npm start` runs after its build: package.json), leading its own process
 * group as under a shell: npm, then node with start.ts, and their own children. `child` is npm.
 */
export function spawnNpmServe(env: NodeJS.ProcessEnv): ServiceProcess {
  return collected(spawn('npm', ['run', '--silent', 'serve'], { cwd: ROOT, env, detached: true }));
}

/**
 * `env` is the whole environment. `nodeFlags`: Node's and V8's own, before the script, as a
 * process manager's command line gives them. `detached`: the service leads its own process
 * group, as under a shell or a process manager that signals the group. `wrapper`: a command that
 * runs node, e.g. `unshare --pid --fork` for a node in its own PID namespace, as in another container.
 */
export function spawnService(
  env: NodeJS.ProcessEnv,
  { nodeFlags = [], detached = false, wrapper = [] }: { nodeFlags?: readonly string[]; detached?: boolean; wrapper?: readonly string[] } = {},
): ServiceProcess {
  const [command, ...args] = [...wrapper, process.execPath, ...nodeFlags, '--import', 'tsx', START];
  return collected(spawn(command, args, { cwd: ROOT, env, detached }));
}

function collected(child: ChildProcess): ServiceProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}
