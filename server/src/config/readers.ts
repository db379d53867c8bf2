/**
 * Small readers for environment variables. Each returns the parsed value or
 * records a readable problem naming the variable, so a bad start lists every
 * mistake at once instead of the first one only.
 */
import { withoutCredentials } from '../domain/urls';

export type Env = Record<string, string | undefined>;

function hasProtocol(raw: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
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
    if (hasProtocol(raw, protocols)) return raw;
    this.problems.push(`${name} must be a URL using ${protocols.join(' or ')} (got "${withoutCredentials(raw)}")`);
    return undefined;
  }

  /** Several URLs, comma-separated, each with one of `protocols`; undefined when unset. */
  urlList(name: string, protocols: string[]): string[] | undefined {
    const items = this.list(name);
    if (items === undefined) return undefined;
    const bad = items.filter((item) => !hasProtocol(item, protocols));
    if (bad.length > 0 || items.length === 0) {
      this.problems.push(
        `${name} must be one or more URLs using ${protocols.join(' or ')}, separated by commas (got "${bad.map(withoutCredentials).join(', ')}")`,
      );
      return undefined;
    }
    return items;
  }

  /** Names of the set variables matching `pattern`, e.g. every RPC_URL_<id>. */
  names(pattern: RegExp): string[] {
    return Object.keys(this.env).filter((name) => pattern.test(name) && this.string(name) !== undefined);
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
