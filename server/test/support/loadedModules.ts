/**
 * Loaded with `--import` after tsx (server/test/start.test.ts): records every module file the process
 * loads, to RIBBIT_LOADED_MODULES, one URL or path a line: those loaded as ES modules as they load
 * (a loader hook), those loaded by require() when the process exits (require.cache).
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

const file = process.env.RIBBIT_LOADED_MODULES;
if (file) {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(file)}, url + '\\n');
  return next(url, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  process.on('exit', () => {
    appendFileSync(file, `${Object.keys(require.cache).join('\n')}\n`);
  });
}
