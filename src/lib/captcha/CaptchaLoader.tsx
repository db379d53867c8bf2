import { useEffect } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { Captcha } from './captcha';

function ExecutorHandOver({ captcha }: { captcha: Captcha }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => (executeRecaptcha ? captcha.attach(executeRecaptcha) : undefined), [captcha, executeRecaptcha]);
  return null;
}

/**
 * Loads Google's reCAPTCHA v3 script and hands its executor to `captcha`. Rendered (and
 * this module imported) only when a site key is configured.
 */
export default function CaptchaLoader({ captcha, siteKey }: { captcha: Captcha; siteKey: string }) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true }}>
      <ExecutorHandOver captcha={captcha} />
    </GoogleReCaptchaProvider>
  );
}
