/**
 * A stored body is JSON text that `body::jsonb` can read (issue 39, item 4). JSON allows a NUL
 * character in a string, written `\u0000`, and the json column keeps it; jsonb holds its strings as
 * PostgreSQL text, which cannot hold NUL, so the cast the docs give operators failed on the row
 * (a token whose on-chain symbol holds a NUL) and on every query that read it with the cast. Each
 * `\u0000` is stored as `\ufffd`, Unicode's replacement character: the string keeps its length and
 * shows that a character could not be kept.
 */

const NUL = '\\u0000';
/**
 * The escape itself, not `\\u0000` (an escaped backslash followed by "u0000"): preceded by an even
 * number of backslashes, kept in $1.
 */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/** `json` (text or its UTF-8 bytes) with each NUL escape replaced; the very value when there is none (nearly always). */
export function jsonbText(json: string | Uint8Array): string | Uint8Array {
  if (typeof json === 'string') return json.includes(NUL) ? json.replace(NUL_ESCAPE, '$1\\ufffd') : json;
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  return bytes.includes(NUL) ? Buffer.from(bytes.toString('utf8').replace(NUL_ESCAPE, '$1\\ufffd')) : json;
}
