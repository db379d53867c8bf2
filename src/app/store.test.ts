import { compose } from '@reduxjs/toolkit';

/** What the Redux DevTools browser extension installs on the page. */
interface DevToolsGlobal {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: jest.Mock;
}

const devToolsGlobal = window as DevToolsGlobal;
const originalNodeEnv = process.env.NODE_ENV;

afterEach(() => {
  delete devToolsGlobal.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  process.env.NODE_ENV = originalNodeEnv;
});

/**
 * Builds a store with the DevTools extension present. RTK looks for the extension when it is
 * first loaded, so the store module and its dependencies are loaded afresh after installing it.
 */
function makeStoreWithDevToolsExtension(nodeEnv: string): jest.Mock {
  const extension = jest.fn((..._options: unknown[]) => compose);
  devToolsGlobal.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extension;
  process.env.NODE_ENV = nodeEnv;
  jest.isolateModules(() => {
    const { makeTestStore } = jest.requireActual<typeof import('../testing/makeTestStore')>('../testing/makeTestStore');
    makeTestStore();
  });
  return extension;
}

test('Redux DevTools connect in development', () => {
  expect(makeStoreWithDevToolsExtension('development')).toHaveBeenCalled();
});

test('Redux DevTools stay off in production', () => {
  expect(makeStoreWithDevToolsExtension('production')).not.toHaveBeenCalled();
});
