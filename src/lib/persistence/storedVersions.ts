/**
 * The plain values carry no version of their own, so the version each key was written with
 * is kept beside them, under one key. A key with no recorded version was written by an
 * older build (version -1), and every migration runs on it.
 */
export const STORED_VERSIONS_KEY = 'persist-versions';
export const UNVERSIONED = -1;

function readAll(storage: Storage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORED_VERSIONS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
  } catch {
    return {};
  }
}

export function readStoredVersion(storage: Storage, key: string): number {
  const version = readAll(storage)[key];
  return typeof version === 'number' && Number.isInteger(version) ? version : UNVERSIONED;
}

export function writeStoredVersion(storage: Storage, key: string, version: number): void {
  const all = readAll(storage);
  if (all[key] === version) return;
  storage.setItem(STORED_VERSIONS_KEY, JSON.stringify({ ...all, [key]: version }));
}
