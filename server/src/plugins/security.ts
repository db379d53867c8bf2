/**
 * Security headers, with a Content-Security-Policy the built app really runs
 * under. Google's hosts are let in only when their keys are configured.
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';

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

const security: FastifyPluginAsync<{ csp: Config['csp'] }> = async (app, { csp }) => {
  await app.register(helmet, {
    // No upgrade-insecure-requests: the default deployment is plain http on localhost.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(csp) },
  });
};

export default fp(security, { name: 'security' });
