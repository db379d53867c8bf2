/**
 * Why a dependency's check failed, as /api/ready shows it: the reason, never the address. The
 * route is public, and a socket error's message names the internal host and port it tried
 * ("connect ECONNREFUSED 127.0.0.1:5432": issue 39, item 5).
 */

/** Node's socket error codes, as a person says them. */
const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EPIPE: 'connection closed',
};

/** A host and port as socket messages write them: IPv4, bracketed IPv6, localhost or a dotted name (not a time of day). */
const ADDRESS = /(\[[0-9a-f:.]+\]|\b\d{1,3}(\.\d{1,3}){3}|\blocalhost|\b([a-z0-9-]+\.)+[a-z][a-z0-9-]*):\d{1,5}\b/gi;

export function checkReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in REASONS) return REASONS[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(ADDRESS, '(address hidden)');
}
