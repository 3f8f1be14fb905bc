// The sizes the code keeps to (docs/ARCHITECTURE.md, Conventions): a file of src/ or webview-ui/ of at
// most 300 lines, a function of at most 100, unless a comment at the file's top says why. Read with
// TypeScript's parser, so every function counts: declarations, methods, arrows and function expressions.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 100;

export interface LongFunction {
  file: string;
  name: string;
  lines: number;
}

/** How many lines a file has (a last line without a newline counts; a final newline adds none). */
export function lineCount(text: string): number {
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 60)})`;
  return '(anonymous)';
}

/** Every function of `file` longer than `max` lines, from its first line to its last. */
export function longFunctions(
  file: string,
  max = MAX_FUNCTION_LINES,
  text = readFileSync(file, 'utf8'),
): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) found.push({ file, name: functionName(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
