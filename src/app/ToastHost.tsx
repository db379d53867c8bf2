import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_CONTAINER_CLASS, ToastPlacement, toastComponents, toastIcons } from '../components/PixelToast';

export const MAX_TOASTS = 3;
/** How long a toast stays, in milliseconds. */
export const TOAST_AUTO_HIDE_MS = 3000;

/**
 * Where toasts appear: notistack and the pixel toasts. A lazy chunk: no toast can come before
 * the first request, so the first screen does not wait for it (see `ToastProvider`).
 */
export default function ToastHost() {
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
