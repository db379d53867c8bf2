import { readFileSync } from 'node:fs';
import { validatorsSource, VALIDATORS_FILE } from '../../scripts/compileValidators';

// The compiled readers are committed (the app runs them, the build does not make them): they must be what the contract gives.
test('readValidators.js is what scripts/compileValidators.ts makes of the contract now (npm run contract:validators)', () => {
  expect(readFileSync(VALIDATORS_FILE, 'utf8')).toBe(validatorsSource());
});
