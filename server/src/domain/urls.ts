/**
 * URLs in messages. The configuration names them (DATABASE_URL, REDIS_URL, RPC_URL)
 * and the stages that fail to reach them say which: both show them this way.
 */

/** The URL with any `user:password@` cut out: DATABASE_URL and RPC_URL may carry secrets, and messages reach logs. */
export function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
