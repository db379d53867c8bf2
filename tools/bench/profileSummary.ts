/**
 * `npm run bench:profile -- <file.cpuprofile> [requests]`: where a CPU profile's time went, by part.
 * A sample in Node's own code or in a native (a socket write, zlib, JSON.stringify) is counted to
 * the nearest caller in Ribbit or in a package, so "fastify" means Fastify and what it called into
 * Node for; one that no such code called (a zlib or socket callback) to the nearest Node module.
 * Idle and the garbage collector are their own parts. With the number of requests served
 * while it ran, each part is also given in ms per request.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part a script belongs to: a package, a folder of the service, or null for Node's own code. */
function partOf(url: string): string | null {
  if (url.startsWith('wasm://')) return 'PGlite (PostgreSQL in WebAssembly)';
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1] === '@electric-sql/pglite' ? 'PGlite (PostgreSQL in WebAssembly)' : inPackage[1];
  const inRibbit = /\/(server\/src\/[^/]+|tools\/bench|contract)\//.exec(url);
  return inRibbit ? inRibbit[1] : null;
}

/** Node's own module, for a sample no Ribbit or package code called: zlib's callbacks, sockets, timers. */
function nodePartOf(url: string): string | null {
  const module = /^node:(?:internal\/)?([a-z_]+)/.exec(url);
  return module ? `Node: ${module[1].replace(/^_/, '')}` : null;
}

const OWN_PARTS: Partial<Record<string, string>> = { '(idle)': 'idle', '(garbage collector)': 'garbage collector', '(program)': 'V8 and Node (program)' };

function summarise(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** The part of the nearest frame, from `id` up, that is Ribbit's or a package's; else of the nearest Node module. */
  const partOfNode = (id: number): string => {
    const own = OWN_PARTS[(byId.get(id) as ProfileNode).callFrame.functionName];
    if (own) return own;
    let nearestNode: string | null = null;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url } = (byId.get(at) as ProfileNode).callFrame;
      const part = partOf(url);
      if (part) return part;
      nearestNode ??= nodePartOf(url);
    }
    return nearestNode ?? 'V8 natives';
  };
  const parts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = partOfNode(id);
    parts.set(part, (parts.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return parts;
}

function main(file: string, requests: number | undefined): void {
  const parts = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const busy = [...parts].filter(([part]) => part !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${file}: ${busy.toFixed(0)} ms busy, ${(parts.get('idle') ?? 0).toFixed(0)} ms idle${requests ? `, ${requests} requests` : ''}`);
  for (const [part, ms] of [...parts].sort((a, b) => b[1] - a[1])) {
    if (part === 'idle') continue;
    const share = `${((100 * ms) / busy).toFixed(1)} %`.padStart(7);
    console.log(`${share}  ${requests ? `${(ms / requests).toFixed(3)} ms/req  ` : ''}${part}`);
  }
}

const [file, requests] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run bench:profile -- <file.cpuprofile> [requests served while it ran]');
  process.exit(1);
}
main(file, requests ? Number(requests) : undefined);
