/**
 * A deploy, as the open page meets it: the new build's scripts and lazy chunks have new names
 * and the old ones are gone. Done in place on dist/ by renaming every script (each digit of its content hash flipped) and
 * rewriting the names in the files that point at them (the app's script, index.html, sw.js);
 * `undo()` puts the names and contents back (the rewritten files without their .br/.gz copies
 * until the next build, which the service then sends uncompressed). Rebuilding twice would take minutes; what the
 * page sees is the same: its chunk URLs answer 404, and the service serves a build that works.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../dist');
/** Every script of the build: the chunks, and the entries that name them (webpack's runtime is in one). */
const SCRIPT = /^(.+)\.([0-9a-f]{8})(\.chunk)?\.js$/;
const TEXT = /\.(js|html)$/;

function renameHashes(mapping: Map<string, string>): void {
  const assets = path.join(DIST, 'assets');
  for (const file of readdirSync(assets)) {
    for (const [from, to] of mapping) {
      if (file.includes(`.${from}.`)) renameSync(path.join(assets, file), path.join(assets, file.replace(`.${from}.`, `.${to}.`)));
    }
  }
  const texts = [...readdirSync(assets).map((file) => path.join(assets, file)), path.join(DIST, 'index.html'), path.join(DIST, 'sw.js')];
  for (const file of texts.filter((name) => TEXT.test(name))) {
    const content = readFileSync(file, 'utf8');
    let changed = content;
    for (const [from, to] of mapping) changed = changed.split(from).join(to);
    if (changed === content) continue;
    writeFileSync(file, changed);
    // Its precompressed copies would still be the old text.
    for (const copy of [`${file}.br`, `${file}.gz`]) if (existsSync(copy)) rmSync(copy);
  }
}

export function deployNewChunkNames(): { undo(): void } {
  const mapping = new Map<string, string>();
  for (const file of readdirSync(path.join(DIST, 'assets'))) {
    const hash = SCRIPT.exec(file)?.[2];
    // Each hex digit d becomes 15 − d: another name, never the same one.
    if (hash)
      mapping.set(
        hash,
        hash.replace(/[0-9a-f]/g, (digit) => (15 - parseInt(digit, 16)).toString(16)),
      );
  }
  if (mapping.size === 0) throw new Error('dist/assets has no chunk: run npm run build first');
  renameHashes(mapping);
  return {
    undo() {
      renameHashes(new Map([...mapping].map(([from, to]) => [to, from])));
    },
  };
}
