/**
 * Webpack loader for the contract's modules (contract/*.ts) in the web bundle. It runs each
 * module at build time and emits what it exports as plain literals: the schemas reach the
 * browser as the JSON Schema objects they are, and TypeBox's builders not at all
 * (docs/web.md, "The contract in the app"). Jest and the service import the TypeBox source.
 *
 * A nested object that a contract module exports by name (TokenAdviceSchema inside
 * RecommendationSchema) is emitted as a reference to that export, not as a copy: the objects
 * keep their identity, and each schema is in the bundle once.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';

interface Owner {
  file: string;
  name: string;
}

/** JSON.stringify, typed as it behaves: undefined for a function or undefined. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

/** Loads every contract module once, through Node's own cache so that shared objects are shared. */
function loadContract(directory: string): Map<string, Record<string, unknown>> {
  const files = readdirSync(directory).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  // Fresh in watch mode: an edited schema must be read again.
  for (const file of files) Reflect.deleteProperty(require.cache, require.resolve(path.join(directory, file)));
  // webpack reads its TypeScript config through ts-node, which also compiles these modules here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run at build time through Node's module cache, shared with webpack's ts-node
  return new Map(files.map((file) => [file, require(path.join(directory, file)) as Record<string, unknown>]));
}

function ownersOf(modules: Map<string, Record<string, unknown>>): Map<unknown, Owner> {
  const owners = new Map<unknown, Owner>();
  for (const [file, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'object' && value !== null && !owners.has(value)) owners.set(value, { file, name });
    }
  }
  return owners;
}

export default function contractLoader(this: LoaderContext<unknown>, source: string): string {
  const directory = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  // index.ts only re-exports the other modules, and that is plain JavaScript already.
  if (file === 'index.ts') return source;
  const modules = loadContract(directory);
  for (const other of modules.keys()) this.addDependency(path.join(directory, other));
  const owners = ownersOf(modules);
  const imports = new Map<string, Set<string>>();
  const visited = new Set<string>();
  const declarations: string[] = [];

  /** `value` as a JavaScript literal; an object exported elsewhere becomes its name. */
  const literal = (value: unknown, exportName: string): string => {
    const owner = owners.get(value);
    if (owner && owner.name !== exportName) {
      if (owner.file === file) emit(owner.name);
      else imports.set(owner.file, (imports.get(owner.file) ?? new Set()).add(owner.name));
      return owner.name;
    }
    if (Array.isArray(value)) return `[${value.map((item) => literal(item, '')).join(',')}]`;
    // Object.entries skips TypeBox's symbol-keyed markers (Kind, Optional): not JSON Schema.
    if (typeof value === 'object' && value !== null) {
      return `{${Object.entries(value)
        .map(([key, field]) => `${JSON.stringify(key)}:${literal(field, '')}`)
        .join(',')}}`;
    }
    return stringify(value) ?? 'undefined';
  };
  // Depth first, so that an export is declared before another one of this module refers to it.
  const emit = (name: string): void => {
    if (visited.has(name)) return;
    visited.add(name);
    declarations.push(`export const ${name} = ${literal(modules.get(file)?.[name], name)};`);
  };
  for (const name of Object.keys(modules.get(file) ?? {})) emit(name);

  const importLines = [...imports].map(([other, names]) => `import { ${[...names].join(', ')} } from './${other.replace(/\.ts$/, '')}';`);
  return [...importLines, ...declarations].join('\n');
}
