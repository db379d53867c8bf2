import '@testing-library/jest-dom';

// Each test starts on a fresh device: nothing stored, no third-party script left behind.
beforeEach(() => {
  window.localStorage.clear();
  document.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
});

afterEach(() => {
  jest.useRealTimers();
});
