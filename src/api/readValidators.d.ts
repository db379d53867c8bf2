// The types of readValidators.js, which scripts/compileValidators.ts generates (Ajv standalone code).

/** Where the first failure is, as a JSON Pointer into the value ('' for the value itself). */
export interface ValidationFailure {
  readonly instancePath: string;
}

/** Checks `value` in place: drops fields the schema does not define and fills its defaults. */
export interface CompiledValidator {
  (value: unknown): boolean;
  errors?: readonly ValidationFailure[] | null;
}

export declare const validateRecommendation: CompiledValidator;
export declare const validatePricesReply: CompiledValidator;
export declare const validateDemoWalletsReply: CompiledValidator;
