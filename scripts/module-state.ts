// Finds state kept at module level, outside the actor tree (issue #10): a top-level `let` or
// `var`, and a top-level `const` collection or object that the module later changes
// (`x.set(…)`, `x.push(…)`, `x.y = …`, `x[i] = …`). Read-only lookup tables stay allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ModuleState {
  file: string;
  line: number;
  name: string;
  why: string;
}

const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

function declaredNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : declaredNames(element.name),
  );
}

/** Names of top-level consts that the module changes after declaring them. */
function mutatedNames(source: ts.SourceFile, candidates: Set<string>): Map<string, string> {
  const found = new Map<string, string>();
  const rootName = (expression: ts.Expression): string | undefined => {
    let current = expression;
    while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current))
      current = current.expression;
    return ts.isIdentifier(current) && candidates.has(current.text) ? current.text : undefined;
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MUTATORS.has(node.expression.name.text)
    ) {
      const name = rootName(node.expression.expression);
      if (name) found.set(name, `calls .${node.expression.name.text}()`);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left))
    ) {
      const name = rootName(node.left);
      if (name) found.set(name, 'assigns to a member');
    }
    if (ts.isDeleteExpression(node)) {
      const name = rootName(node.expression);
      if (name) found.set(name, 'deletes a member');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function findModuleState(file: string, text: string): ModuleState[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const states: ModuleState[] = [];
  const constNames = new Map<string, number>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
      for (const name of declaredNames(declaration.name)) {
        if (isConst) constNames.set(name, line);
        else states.push({ file, line, name, why: 'top-level let/var' });
      }
    }
  }
  for (const [name, why] of mutatedNames(source, new Set(constNames.keys())))
    states.push({ file, line: constNames.get(name) ?? 0, name, why: `top-level const ${why}` });
  return states.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** Module-level state in every non-test source file below `dir`. */
export function findModuleStateIn(dir: string): ModuleState[] {
  return sourceFiles(dir).flatMap((file) =>
    findModuleState(path.relative(path.dirname(dir), file), readFileSync(file, 'utf8')),
  );
}
