import type { VariantType } from 'notistack';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';

export const MAX_TOASTS = 3;
/** How long a toast stays, in milliseconds. */
export const TOAST_AUTO_HIDE_MS = 3000;

export const RECOMMENDATION_READY_MESSAGE = 'Your recommendation is ready!';
export const SEE_NEW_RECOMMENDATION_MESSAGE = 'Click to see your new recommendation';

// The link fills the message, so a click anywhere on the text follows it. It keeps the page's
// neon link colour, readable on the toast's dark surface (about 11.5:1).
const ToastLink = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  text-underline-offset: 3px;
`;

let toastCount = 0;

/** Every toast closes when clicked anywhere on it. */
function showToast(message: ReactNode, variant: VariantType): void {
  toastCount += 1;
  const key = `toast-${toastCount}`;
  // Loaded by the time a toast is due: ToastHost is mounted with the first screen.
  void import('./ToastHost').then(({ closeSnackbar, enqueueSnackbar }) => {
    // notistack binds enqueueSnackbar when its provider mounts; a store used without the UI
    // (scripts, store-level tests) has nowhere to show a toast.
    if (typeof enqueueSnackbar !== 'function') return;
    enqueueSnackbar(message, {
      key,
      variant,
      SnackbarProps: {
        onClick: () => {
          closeSnackbar(key);
        },
      },
    });
  });
}

export function showErrorToast(message: string): void {
  showToast(message, 'error');
}

/** Away from main, the toast is a link back to it, where the new result is shown. */
export function showRecommendationReadyToast(onMainScreen: boolean): void {
  showToast(onMainScreen ? RECOMMENDATION_READY_MESSAGE : <ToastLink to={paths.main.to()}>{SEE_NEW_RECOMMENDATION_MESSAGE}</ToastLink>, 'success');
}
