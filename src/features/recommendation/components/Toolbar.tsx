import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const KEYS_BACK = ['ArrowLeft', 'ArrowUp'];
const KEYS_ON = ['ArrowRight', 'ArrowDown'];

function buttonsIn(toolbar: HTMLElement): HTMLButtonElement[] {
  return [...toolbar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
}

/** Gives the Tab stop to `stop`, and takes it from every other button. */
function makeStop(buttons: readonly HTMLButtonElement[], stop: HTMLButtonElement): void {
  for (const button of buttons) button.tabIndex = button === stop ? 0 : -1;
}

interface ToolbarProps {
  /** Names the toolbar for screen readers ("Filter and sort the advice"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A WAI-ARIA toolbar: its buttons are one Tab stop, and the arrow keys (Home, End) move between them
 * (a roving tabindex). Tab lands on the pressed button of the first group, or the one focused last;
 * the buttons keep their own roles, names and `aria-pressed`. Tab stops are what a keyboard user pays
 * to get past the filters to the cards (issue 29).
 */
export function Toolbar({ label, className, children }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);

  // After each render: keep the stop on a button still there, else the first pressed one, else the first.
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const buttons = buttonsIn(toolbar);
    const current = buttons.find((button) => button.tabIndex === 0 && button.dataset.stop === 'yes');
    const stop = current ?? buttons.find((button) => button.getAttribute('aria-pressed') === 'true') ?? buttons.at(0);
    if (stop) makeStop(buttons, stop);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = buttonsIn(event.currentTarget);
    const at = buttons.findIndex((button) => button === document.activeElement);
    if (at === -1) return;
    let next: number;
    if (KEYS_BACK.includes(event.key)) next = (at - 1 + buttons.length) % buttons.length;
    else if (KEYS_ON.includes(event.key)) next = (at + 1) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    buttons[next].focus();
  };

  // Whichever button takes the focus (a key, a click, a tap) is where Tab comes back to.
  const onFocus = (event: { target: EventTarget }) => {
    const toolbar = ref.current;
    if (!toolbar || !(event.target instanceof HTMLButtonElement)) return;
    const buttons = buttonsIn(toolbar);
    for (const button of buttons) delete button.dataset.stop;
    event.target.dataset.stop = 'yes';
    makeStop(buttons, event.target);
  };

  return (
    <div ref={ref} role="toolbar" aria-label={label} className={className} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </div>
  );
}
