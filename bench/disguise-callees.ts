// The methods the inline-method attack may write out at their call sites, and what kind each is: a single
// `return e;`, a void method without `return`, or a method that ends in its only `return e;`. Not: main,
// overloaded, recursive, generic, annotated or synchronized methods, or methods also called as `x.m(…)`.
import type { Tok } from './disguise-lexer.js';
import { declarationsIn } from './disguise-names.js';
import { typeBefore } from './disguise-scope.js';
import { flatten, type Block, type Compound, type JavaFile, type Node } from './disguise-tree.js';

export interface Callee {
  node: Compound;
  name: string;
  isStatic: boolean;
  parameters: { name: string; type: string }[];
  statements: Node[];
  returnType: string;
  kind: 'expression' | 'void' | 'value';
}

/** The methods of `owner` (a class body of `file`) that can be inlined. */
export function calleesIn(file: JavaFile, owner: Block): Callee[] {
  const all = file.members.flatMap(flatten);
  return owner.body.flatMap((node): Callee[] => {
    if (node.kind !== 'compound' || node.role !== 'method') return [];
    const [head, body] = node.parts as [Tok[], Block];
    const open = head.indexOf(head.find((token) => token.text === '(')!);
    const name = head[open - 1]?.text ?? '';
    const returnType = open > 1 ? typeBefore(head, open - 1) : undefined;
    if (
      !returnType ||
      name === 'main' ||
      head.some((token) => ['<', '@', 'abstract', 'native', 'synchronized', '...'].includes(token.text))
    )
      return [];
    const mentions = all.filter((token, i) => token.text === name && all[i + 1]?.text === '(');
    const overloads = owner.body.filter(
      (other) =>
        other.kind === 'compound' &&
        other.role === 'method' &&
        (other.parts[0] as Tok[]).some((token, i, head) => token.text === name && head[i + 1]?.text === '('),
    );
    if (overloads.length > 1) return [];
    if (all.some((token, i) => token.text === name && ['.', '::'].includes(all[i - 1]?.text ?? '')))
      return [];
    if (flatten(body).some((token) => token.text === name) || mentions.length < 2) return [];
    const parameters = declarationsIn(head.slice(open)).map((at) => ({
      name: head[open + at]!.text,
      type: typeBefore(head.slice(open), at),
    }));
    if (parameters.some((parameter) => !parameter.type)) return [];
    const returns = flatten(body).filter((token) => token.text === 'return').length;
    const last = body.body.at(-1);
    const endsInReturn = last?.kind === 'simple' && last.tokens[0]!.text === 'return' && returns === 1;
    const kind = endsInReturn
      ? body.body.length === 1
        ? 'expression'
        : 'value'
      : returnType === 'void' && returns === 0
        ? 'void'
        : undefined;
    if (!kind || (kind === 'value' && returnType === 'void')) return [];
    const isStatic = head.some((token) => token.text === 'static');
    return [
      {
        node,
        name,
        isStatic,
        parameters: parameters as Callee['parameters'],
        statements: body.body,
        returnType,
        kind,
      },
    ];
  });
}
