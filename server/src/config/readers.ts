/**
 * Small readers for environment variables. Each returns the parsed value or
 * records a readable problem naming the variable, so a bad start lists every
 * mistake at once instead of the first one only.
 */
export type Env = Record<string, string | undefined>;

/** The URL with any `user:password@` cut out: DATABASE_URL and RPC_URL may carry secrets, and messages reach logs. */
export function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or undefined when the variable is unset or blank. */
  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, { min, max }: { min: number; max: number }): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  /** A URL whose protocol is one of `protocols` (e.g. ['http:', 'https:']). */
  url(name: string, protocols: string[]): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (protocols.includes(url.protocol)) return raw;
    } catch {
      // Reported below, with the same message as a wrong protocol.
    }
    this.problems.push(`${name} must be a URL using ${protocols.join(' or ')} (got "${withoutCredentials(raw)}")`);
    return undefined;
  }

  /** A comma-separated list; undefined when unset. */
  list(name: string): string[] | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
  }

  require(name: string, reason: string): void {
    if (this.string(name) === undefined) this.problems.push(`${name} is required ${reason}`);
  }

  problem(message: string): void {
    this.problems.push(message);
  }
}
