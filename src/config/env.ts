/**
 * Build-time configuration, read and validated in this one module.
 * webpack's EnvironmentPlugin replaces each `process.env.X` below with its value at build
 * time; in tests `process.env` is the real one, read when `readConfig` is called.
 */
export interface AppConfig {
  /** Prefix of every API path, without a trailing slash: `/api` or `https://host/api`. */
  apiBaseUrl: string;
  /** reCAPTCHA v3 site key; null turns captcha off and loads nothing. */
  recaptchaSiteKey: string | null;
  /** GA4 measurement id (G-…); null turns analytics off and loads nothing. */
  gaMeasurementId: string | null;
  /** External social profile, opened in a new tab; never fetched. */
  socialUrl: string;
}

export interface RawConfig {
  API_BASE_URL?: string;
  RECAPTCHA_SITE_KEY?: string;
  GA_MEASUREMENT_ID?: string;
  SOCIAL_URL?: string;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid build configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_API_BASE_URL = '/api';
const DEFAULT_SOCIAL_URL = 'https://x.com/ribbit';
const GA_ID_PATTERN = /^G-[A-Z0-9]+$/;

function buildTimeValues(): RawConfig {
  return {
    API_BASE_URL: process.env.API_BASE_URL,
    RECAPTCHA_SITE_KEY: process.env.RECAPTCHA_SITE_KEY,
    GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID,
    SOCIAL_URL: process.env.SOCIAL_URL,
  };
}

/** Empty or blank means "not set". */
function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function readConfig(raw: RawConfig = buildTimeValues()): AppConfig {
  const problems: string[] = [];
  const apiBaseUrl = (optional(raw.API_BASE_URL) ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  if (!apiBaseUrl.startsWith('/') && !isHttpUrl(apiBaseUrl)) {
    problems.push(`API_BASE_URL must be a path starting with "/" or an http(s) URL, got "${apiBaseUrl}"`);
  }
  const gaMeasurementId = optional(raw.GA_MEASUREMENT_ID);
  if (gaMeasurementId !== null && !GA_ID_PATTERN.test(gaMeasurementId)) {
    problems.push(`GA_MEASUREMENT_ID must look like "G-XXXXXXX", got "${gaMeasurementId}"`);
  }
  const socialUrl = optional(raw.SOCIAL_URL) ?? DEFAULT_SOCIAL_URL;
  if (!isHttpUrl(socialUrl)) problems.push(`SOCIAL_URL must be an http(s) URL, got "${socialUrl}"`);
  if (problems.length > 0) throw new ConfigError(problems);
  return { apiBaseUrl, recaptchaSiteKey: optional(raw.RECAPTCHA_SITE_KEY), gaMeasurementId, socialUrl };
}
