import type { Config } from 'jest';

// A zone that is not UTC, with a half-hour offset and no daylight saving, so a test can tell
// local dates and times (history rows, the daily reset) from UTC ones. Workers inherit it.
process.env.TZ = 'Asia/Kolkata';

const config: Config = {
  // jsdom plus Node's fetch classes (see the file): the tests stub only `fetch` itself.
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } }],
    // react-ga4 ships ESM only, and src/api/readValidators.js is generated ESM: compiled to CommonJS like our own code.
    '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!react-ga4/)'],
  moduleNameMapper: {
    '\\.(svg|png|woff2?|css)$': '<rootDir>/src/testing/fileStub.ts',
  },
};

export default config;
