/**
 * The security headers every reply carries: helmet 8's defaults with Ribbit's Content-Security-Policy
 * (no upgrade-insecure-requests: the default deployment is plain http on localhost). security.ts sets
 * them on every routed reply; replies written below Fastify's routing (a client error answered on the
 * raw socket, a bad URL) take them too. A test compares them with what helmet itself sets for the
 * same options, so they cannot drift from it.
 */
import type { Config } from '../config/config';

/** CSP directives for the built app: Google's hosts only when their keys are configured. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function contentSecurityPolicy(csp: Config['csp']): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(csp.recaptcha ? RECAPTCHA_SCRIPTS : []), ...(csp.analytics ? ANALYTICS_SCRIPTS : [])],
    // styled-components injects <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Token icons may be https: URLs from a token list; the placeholder is a data: URL.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(csp.analytics ? ANALYTICS_CONNECT : [])],
    'frame-src': csp.recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
  };
}

/** helmet 8's defaults besides the CSP (node_modules/helmet/index.mjs). */
const HELMET_DEFAULTS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export function securityHeaders(csp: Config['csp']): Record<string, string> {
  const policy = Object.entries(contentSecurityPolicy(csp))
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join(';');
  return { 'content-security-policy': policy, ...HELMET_DEFAULTS };
}
