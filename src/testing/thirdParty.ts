/** What the Google scripts would leave on `window`; tests read and stub these globals only. */
interface GoogleGlobals {
  dataLayer?: ArrayLike<unknown>[];
  grecaptcha?: unknown;
}

function googleGlobals(): GoogleGlobals {
  return window as GoogleGlobals;
}

/** Calls made to gtag, as arrays: ['event', 'page_view', {page_path: '/'}], … */
export function gtagCalls(): unknown[][] {
  return (googleGlobals().dataLayer ?? []).map((args) => Array.from(args));
}

/** Scripts injected from anywhere but this origin. */
export function thirdPartyScripts(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src).filter((src) => src !== '' && new URL(src).origin !== window.location.origin);
}

/**
 * Plays Google's reCAPTCHA script: defines `grecaptcha` as the real one would, then fires the
 * injected script's load event. Returns the execute spy.
 */
export function loadFakeRecaptchaScript(token: string) {
  const execute = jest.fn((_siteKey: string, _options: { action: string }) => Promise.resolve(token));
  googleGlobals().grecaptcha = {
    ready: (callback: () => void) => {
      callback();
    },
    execute,
    render: () => 0,
  };
  const script = document.querySelector<HTMLScriptElement>('script#google-recaptcha-v3');
  if (!script) throw new Error('the reCAPTCHA script was not injected');
  script.dispatchEvent(new Event('load'));
  return execute;
}

/**
 * Forgets what earlier tests sent. The gtag function react-ga4 installed stays (it reads
 * `window.dataLayer` on every call), as react-ga4 itself stays loaded for the whole file.
 */
export function clearGoogleGlobals(): void {
  if (googleGlobals().dataLayer) googleGlobals().dataLayer = [];
  delete googleGlobals().grecaptcha;
}
