/**
 * The block of README.md that `npm run docs:demo-wallets` writes: everything between its two markers,
 * so the hand-written text around the demo-wallet table stays as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const README_PATH = fileURLToPath(new URL('../../../README.md', import.meta.url));

const START = '<!-- demo-wallets:start (npm run docs:demo-wallets writes this block) -->';
const END = '<!-- demo-wallets:end -->';

function bounds(readme: string): { from: number; to: number } {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no demo-wallet block: add the lines "${START}" and "${END}"`);
  return { from: from + START.length, to };
}

/** What README.md holds between the markers, without the blank lines around it. */
export function readmeDemoWallets(readme = readFileSync(README_PATH, 'utf8')): string {
  const { from, to } = bounds(readme);
  return readme.slice(from, to).trim();
}

/** Writes `block` between the markers; whether README.md changed. */
export function writeReadmeDemoWallets(block: string): boolean {
  const readme = readFileSync(README_PATH, 'utf8');
  const { from, to } = bounds(readme);
  const next = `${readme.slice(0, from)}\n\n${block}\n\n${readme.slice(to)}`;
  if (next === readme) return false;
  writeFileSync(README_PATH, next);
  return true;
}
