import { useEffect, useRef, type RefObject } from 'react';

/**
 * When an input error appears (a submit was rejected), put the focus back in the input with
 * the cursor after the last character, so the visitor can correct the address at once.
 * Needed because the error disables the submit button: a focused button that becomes
 * disabled drops the focus to <body>, and keyboard users lose their place.
 * An error already shown when the form mounts (coming back to main) does not move the focus,
 * and neither does one that appears while the visitor has moved on outside the form.
 * `error` is null when no error is shown; a new error is a new object.
 */
export function useFocusOnRejection(error: object | null, input: RefObject<HTMLInputElement | null>, form: RefObject<HTMLFormElement | null>): void {
  const shownError = useRef(error);
  useEffect(() => {
    const appeared = error !== null && shownError.current === null;
    shownError.current = error;
    const field = input.current;
    if (!appeared || !field) return;
    const focused = document.activeElement;
    const focusIsOurs = focused === null || focused === document.body || (form.current?.contains(focused) ?? false);
    if (!focusIsOurs) return;
    field.focus();
    const end = field.value.length;
    field.setSelectionRange(end, end);
  }, [error, input, form]);
}
