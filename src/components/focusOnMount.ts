/**
 * A ref callback that moves focus to its element once, when the element appears. Used where
 * one view replaces another under the visitor's focus (loading → result, step 1 → step 2),
 * so keyboard and screen-reader users continue from the new content, not from the page top.
 * Module-level, so React sees the same function on every render and calls it only on mount.
 * Non-interactive targets need tabIndex={-1}.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
