import { readConfig, type AppConfig, type RawConfig } from './env';

/** A build configuration that cannot work; its message names every problem. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid build configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const GA_ID_PATTERN = /^G-[A-Z0-9]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The configuration as readConfig gives it, or a ConfigError naming every bad value. Run by
 * webpack.config.ts, so a misconfigured build fails with a readable message instead of shipping;
 * the app itself does not carry these checks (they would cost the first screen's budget).
 */
export function validateConfig(raw?: RawConfig): AppConfig {
  const config = readConfig(raw);
  const problems: string[] = [];
  if (!config.apiBaseUrl.startsWith('/') && !isHttpUrl(config.apiBaseUrl)) {
    problems.push(`API_BASE_URL must be a path starting with "/" or an http(s) URL, got "${config.apiBaseUrl}"`);
  }
  if (config.gaMeasurementId !== null && !GA_ID_PATTERN.test(config.gaMeasurementId)) {
    problems.push(`GA_MEASUREMENT_ID must look like "G-XXXXXXX", got "${config.gaMeasurementId}"`);
  }
  if (!isHttpUrl(config.socialUrl)) problems.push(`SOCIAL_URL must be an http(s) URL, got "${config.socialUrl}"`);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
