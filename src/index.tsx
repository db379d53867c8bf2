/**
 * The browser entry. A first visit's page is already on screen (prerendered), so the app starts
 * in steps, each in a task of its own, rather than in one long task that a tap on the page would
 * wait behind (Total Blocking Time, docs/web.md):
 * 1. React DOM, a script of its own (webpack's `react` entry), evaluated when it arrives;
 * 2. this script, which only compiles;
 * 3. the store's modules (Redux Toolkit, redux-persist, the slices), evaluated by importing
 *    `./app/store`; `webpackMode: "eager"` keeps them in this script, so there is no chunk to
 *    fetch. None of them defines a styled component, so the screens' styled components are
 *    still defined in the prerender's order (see boot.tsx), whatever comes first;
 * 4. the rest of the app's modules (router, styles, the screens), by importing `./boot`;
 * 5. boot: the store and the persisted state; hydration follows, in tasks of its own (boot.tsx).
 */

/** Resolves in a new task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './app/store'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './boot'))
  .then(async ({ boot }) => {
    await nextTask();
    boot(container);
  });
