/**
 * Objects written by field, not one by one (docs/history.md "Storage"): a version 5 entry's tokens, and
 * since version 6 what history keeps of each token beside the list (`tokenFacts`) and the assets after the plan:
 * `{"symbol": ["ETH", "USDC", …], "count": [120, 150000, …], …}`. A field every token has is an
 * array in token order; a field only some have is an object from the token's index to its value
 * (`"icon": {"2": null}`), so no value stands for "absent". A whale's 64 tokens repeat their seven
 * field names 64 times each as objects; by field they are written once. The result lines, often
 * the same ("Keep it: see USDC on Base."), are each written once in the entry's `results`, and the
 * `result` field holds their index.
 */
import { isFields, type Fields } from './fields';

/** The field whose texts are listed once in `results`. */
const TEXT_FIELD = 'result';

export function tokensToColumns(tokens: readonly Fields[]): { columns: Fields; results: string[] } {
  const results: string[] = [];
  const textIndex = (text: unknown) => {
    if (typeof text !== 'string') return text;
    const found = results.indexOf(text);
    return found === -1 ? results.push(text) - 1 : found;
  };
  const names = [...new Set(tokens.flatMap((token) => Object.keys(token).filter((name) => token[name] !== undefined)))];
  const columns: Fields = {};
  for (const name of names) {
    const valueOf = (token: Fields) => (name === TEXT_FIELD ? textIndex(token[name]) : token[name]);
    const everyToken = tokens.every((token) => token[name] !== undefined);
    columns[name] = everyToken
      ? tokens.map(valueOf)
      : Object.fromEntries(tokens.flatMap((token, index) => (token[name] === undefined ? [] : [[String(index), valueOf(token)]])));
  }
  return { columns, results };
}

const longest = (columns: Fields) => Math.max(0, ...Object.values(columns).map((column) => (Array.isArray(column) ? column.length : 0)));

/** A column's values with the index of the token each belongs to; a key that is not an index is skipped. */
function indexed(column: unknown): [number, unknown][] {
  if (Array.isArray(column)) return column.map((value: unknown, index) => [index, value]);
  if (!isFields(column)) return [];
  return Object.entries(column).flatMap(([key, value]): [number, unknown][] => (/^\d+$/.test(key) ? [[Number(key), value]] : []));
}

/**
 * `columns` back as one object per token; a value it cannot place (past the last token, a text `results` lacks) is left out.
 * `count`: how many tokens there are, when a list beside the columns says (version 6); else the longest column's length.
 */
export function tokensFromColumns(columns: Fields, results: unknown, count = longest(columns)): Fields[] {
  const tokens: Fields[] = Array.from({ length: count }, () => ({}));
  const texts: unknown[] = Array.isArray(results) ? results : [];
  for (const [name, column] of Object.entries(columns)) {
    for (const [index, stored] of indexed(column)) {
      const value = name === TEXT_FIELD && typeof stored === 'number' ? texts[stored] : stored;
      if (index < count && value !== undefined) tokens[index][name] = value;
    }
  }
  return tokens;
}
