// Runs one solc-js standard-JSON compile in a process of its own: the emscripten builds of old
// compilers (0.4.x, 0.6.x) install process-wide exception and rejection handlers on load.
// Reads {compiler, input, roots} on stdin; writes the compiler's JSON output on stdout.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const job = JSON.parse(readFileSync(0, 'utf8'));
const solc = require(job.compiler);
function findImports(importPath) {
  for (const root of job.roots) {
    const file = path.join(root, importPath);
    if (file.startsWith(root + path.sep) && existsSync(file)) return { contents: readFileSync(file, 'utf8') };
  }
  return { error: `Import not found: ${importPath}` };
}
const input = JSON.stringify(job.input);
// solc-js before 0.5 takes standard JSON through compileStandardWrapper and a bare callback.
const output = solc.compileStandardWrapper ? solc.compileStandardWrapper(input, findImports) : solc.compile(input, { import: findImports });
process.stdout.write(output);
