import { readConfig, type AppConfig } from '../config/env';
import { createAnalytics, type Analytics } from '../lib/analytics';
import { createCaptcha, type Captcha } from '../lib/captcha/captcha';

/**
 * Everything the store's thunks and listeners reach outside Redux, built once per store
 * from the configuration. Tests build their own from a config of their choosing.
 */
export interface AppServices {
  config: AppConfig;
  analytics: Analytics;
  captcha: Captcha;
  /** Where the persisted slices live (localStorage in the browser). */
  storage: Storage;
}

export function createServices(config: AppConfig = readConfig(), storage: Storage = window.localStorage): AppServices {
  return {
    config,
    analytics: createAnalytics(config.gaMeasurementId),
    captcha: createCaptcha(config.recaptchaSiteKey),
    storage,
  };
}
