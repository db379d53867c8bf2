/** Small array helpers for the engine's hot paths. */

/**
 * A plain array of `length` copies of `value`. The planner's readings are small (a value per asset or per day)
 * and made several times an answer: V8 allocates a plain array of doubles several times faster than a typed array.
 */
export function filled(length: number, value: number): number[] {
  const array: number[] = [];
  for (let i = 0; i < length; i++) array.push(value);
  return array;
}
