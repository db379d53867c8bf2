/**
 * The browser entry (src/index.tsx) evaluates the store's modules in a task before the rest of
 * the app. styled-components names its components in the order they are defined, and the
 * prerender (src/prerender.tsx) defines them in App.tsx's order: so nothing the store imports
 * may define one, or the hydrated page's class names would no longer match the served styles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every source file `entry` reaches through value imports (type-only ones are erased). */
function importedFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isValueImport = ts.isImportDeclaration(statement) && statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword;
      const isValueExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
      if (!(isValueImport || isValueExport) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const resolved = ts.resolveModuleName(statement.moduleSpecifier.text, file, { jsx: ts.JsxEmit.ReactJSX }, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) visit(resolved.resolvedFileName);
    }
  };
  visit(path.resolve(__dirname, entry));
  return [...seen];
}

test("the store's modules, evaluated first in the browser, define no styled component", () => {
  const files = importedFiles('store.ts');
  expect(files.length).toBeGreaterThan(10);
  const styled = files.filter((file) => /from 'styled-components'/.test(readFileSync(file, 'utf8')));
  expect(styled.map((file) => path.relative(path.resolve(__dirname, '..'), file))).toEqual([]);
});

test('the walk finds styled components where there are some', () => {
  expect(importedFiles('App.tsx').filter((file) => /from 'styled-components'/.test(readFileSync(file, 'utf8'))).length).toBeGreaterThan(5);
});
