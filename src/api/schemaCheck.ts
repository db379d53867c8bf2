/**
 * Checks a value against a JSON Schema of the subset the contract (contract/*.ts) uses:
 * type, const, anyOf, properties/required, items, minimum, exclusiveMinimum and pattern. TypeBox's own checker
 * would cost the first screen several KiB of script; the contract's schemas are plain JSON
 * Schema objects, so this walker is enough (docs/web.md, "The contract in the app").
 */
import { isObject, type JsonObject } from '../lib/json';

export interface JsonSchema {
  type?: string;
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return false;
  }
}

export function fits(schema: JsonSchema, value: unknown): boolean {
  if ('const' in schema && value !== schema.const) return false;
  if (schema.anyOf) return schema.anyOf.some((option) => fits(option, value));
  if (schema.type !== undefined && !hasType(schema.type, value)) return false;
  if (schema.minimum !== undefined && !((value as number) >= schema.minimum)) return false;
  if (schema.exclusiveMinimum !== undefined && !((value as number) > schema.exclusiveMinimum)) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value as string)) return false;
  if (schema.items) return (value as unknown[]).every((item) => fits(schema.items as JsonSchema, item));
  if (schema.properties) {
    const object = value as JsonObject;
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).every(([key, property]) => (object[key] === undefined ? !required.has(key) : fits(property, object[key])));
  }
  return true;
}
