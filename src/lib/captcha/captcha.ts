/** The reCAPTCHA v3 executor the Google script provides once loaded. */
export type ExecuteCaptcha = (action: string) => Promise<string>;

export interface Captcha {
  /** Site key; null when captcha is off. */
  siteKey: string | null;
  /** A v3 token for `action`; null when captcha is off (no script is ever loaded then). */
  tokenFor(action: string): Promise<string | null>;
  /** Called by CaptchaLoader once the script is ready; returns the detach function. */
  attach(execute: ExecuteCaptcha): () => void;
}

/** How long a request waits for the Google script before failing, in milliseconds. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'reCAPTCHA could not be loaded';

export function createCaptcha(siteKey: string | null): Captcha {
  let execute: ExecuteCaptcha | null = null;
  let waiting: Array<(execute: ExecuteCaptcha) => void> = [];

  const whenLoaded = () =>
    new Promise<ExecuteCaptcha>((resolve, reject) => {
      if (execute) {
        resolve(execute);
        return;
      }
      const timer = setTimeout(() => {
        reject(new Error(CAPTCHA_UNAVAILABLE_MESSAGE));
      }, CAPTCHA_LOAD_TIMEOUT_MS);
      waiting.push((ready) => {
        clearTimeout(timer);
        resolve(ready);
      });
    });

  return {
    siteKey,
    async tokenFor(action) {
      if (siteKey === null) return null;
      return (await whenLoaded())(action);
    },
    attach(ready) {
      execute = ready;
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => {
        resolve(ready);
      });
      return () => {
        if (execute === ready) execute = null;
      };
    },
  };
}
