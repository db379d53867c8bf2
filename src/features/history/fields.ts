/** A JSON object read from storage, before the decoder has judged it. */
export type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
