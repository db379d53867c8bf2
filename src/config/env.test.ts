import { readConfig } from './env';
import { ConfigError, validateConfig } from './validateConfig';

test('defaults: same-origin /api, captcha and analytics off, a social link', () => {
  expect(readConfig({})).toEqual({
    apiBaseUrl: '/api',
    recaptchaSiteKey: null,
    gaMeasurementId: null,
    socialUrl: 'https://x.com/ribbit',
  });
});

test('blank keys mean "not configured"; a trailing slash on the base URL is dropped', () => {
  expect(readConfig({ API_BASE_URL: 'https://api.example/v1/', RECAPTCHA_SITE_KEY: ' ', GA_MEASUREMENT_ID: '' })).toMatchObject({
    apiBaseUrl: 'https://api.example/v1',
    recaptchaSiteKey: null,
    gaMeasurementId: null,
  });
});

test('a bad configuration fails the build with one readable message naming every problem', () => {
  const read = () => validateConfig({ API_BASE_URL: 'api', GA_MEASUREMENT_ID: 'UA-1', SOCIAL_URL: 'ftp://x' });
  expect(read).toThrow(ConfigError);
  expect(read).toThrow(/API_BASE_URL must be a path starting with "\/".*\n- GA_MEASUREMENT_ID .*\n- SOCIAL_URL/s);
});

test('a good configuration passes the build check as readConfig gives it', () => {
  expect(validateConfig({ API_BASE_URL: 'https://api.example/v1/', GA_MEASUREMENT_ID: 'G-ABC123' })).toEqual(
    readConfig({ API_BASE_URL: 'https://api.example/v1/', GA_MEASUREMENT_ID: 'G-ABC123' }),
  );
});
