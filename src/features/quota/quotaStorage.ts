import { isObject } from '../../api/json';
import type { PlainJsonKey } from '../../lib/persistence/plainJsonKey';
import { FREE_RECOMMENDATIONS_PER_DAY, type QuotaState } from './quotaSlice';

function numeric(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

function isIsoTimestamp(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** `user-req-count` holds `{available, max, firstRequestDate}` as plain JSON. */
export const quotaStorage: PlainJsonKey<QuotaState> = {
  key: 'user-req-count',
  version: 0,
  migrations: {
    // Older builds may have kept the counts as numeric strings.
    0: (stored) => (isObject(stored) ? { ...stored, available: numeric(stored.available), max: numeric(stored.max) } : stored),
  },
  toStored: ({ available, max, firstRequestDate }) => ({ available, max, firstRequestDate }),
  fromStored: (stored) => {
    if (!isObject(stored)) return null;
    const { available, firstRequestDate } = stored;
    if (typeof available !== 'number' || !Number.isInteger(available)) return null;
    if (firstRequestDate !== null && !isIsoTimestamp(firstRequestDate)) return null;
    // The allowance is the product's, not the stored one: a stored count is clamped to it.
    const max = FREE_RECOMMENDATIONS_PER_DAY;
    return { available: Math.min(max, Math.max(0, available)), max, firstRequestDate };
  },
};
