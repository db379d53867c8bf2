/**
 * Issue 38: a reserve Ribbit could not name gave "Aave may sell your  and undefined now". Every string of
 * an answer is checked for a word that is "undefined" or "NaN", a name that is empty (a symbol, a name,
 * a list of symbols) and the double space an empty name leaves in a sentence; every number for NaN or
 * infinity. Returns where each problem sits (empty: none).
 */
import type { Recommendation } from '../../../contract';

const BAD_WORD = /\b(undefined|NaN)\b/;
/** Fields whose value is a name someone reads: never empty. */
const NAME_KEY = /(^|[a-z])(symbol|name|Symbol|Name|label)s?$/;

function walk(value: unknown, path: string, nameField: boolean, problems: string[]): void {
  if (typeof value === 'string') {
    if (BAD_WORD.test(value)) problems.push(`${path}: "${value}"`);
    else if (nameField && value.trim() === '') problems.push(`${path}: an empty name`);
    else if (/\S {2,}\S/.test(value)) problems.push(`${path}: "${value}" (a word left out)`);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) problems.push(`${path}: ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, `${path}[${index}]`, nameField, problems);
    });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key, NAME_KEY.test(key), problems);
  }
}

export function answerWordProblems(answer: Recommendation): string[] {
  const problems: string[] = [];
  walk(answer, '', false, problems);
  return problems;
}
