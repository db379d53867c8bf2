/**
 * Build-time configuration, read in this one module (and checked at build, validateConfig.ts).
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

const DEFAULT_API_BASE_URL = '/api';
const DEFAULT_SOCIAL_URL = 'https://x.com/ribbit';

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

/**
 * The configuration, each value trimmed, blank as "not set" and defaulted. Checked when the app is
 * built (validateConfig.ts, called by webpack.config.ts): a bad value fails the build with a
 * message naming it, so the browser only ever gets checked values and ships no checks.
 */
export function readConfig(raw: RawConfig = buildTimeValues()): AppConfig {
  return {
    apiBaseUrl: (optional(raw.API_BASE_URL) ?? DEFAULT_API_BASE_URL).replace(/\/+$/, ''),
    recaptchaSiteKey: optional(raw.RECAPTCHA_SITE_KEY),
    gaMeasurementId: optional(raw.GA_MEASUREMENT_ID),
    socialUrl: optional(raw.SOCIAL_URL) ?? DEFAULT_SOCIAL_URL,
  };
}
