import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_CONTAINER_CLASS, ToastPlacement, toastComponents, toastIcons } from '../components/PixelToast';
import { toastHostMounted } from './toastHostDemand';

export const MAX_TOASTS = 3;
/** How long a toast stays, in milliseconds. */
export const TOAST_AUTO_HIDE_MS = 3000;

/**
 * Where toasts appear: notistack and the pixel toasts. A lazy chunk, mounted when a screen may
 * have a toast to show (toastHostDemand.ts): the first screen does not wait for it.
 */
export default function ToastHost() {
  // After notistack's provider has been made, which binds enqueueSnackbar.
  useEffect(toastHostMounted, []);
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerRoot: TOAST_CONTAINER_CLASS }}
      Components={toastComponents}
      iconVariant={toastIcons}
    >
      <ToastPlacement />
    </SnackbarProvider>
  );
}

/** For `showToast`, from the same chunk: they work once ToastHost has mounted. */
export { closeSnackbar, enqueueSnackbar };
export { RecommendationReadyMessage } from './recommendationReadyToast';
export { STORAGE_FULL_MESSAGES } from './storageFullMessages';
