/** A parsed JSON object (not an array, not null), whose fields are still to be read: a reply, or what storage held. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
