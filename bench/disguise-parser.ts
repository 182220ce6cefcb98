// Parses raw Java tokens into the disguise tree (disguise-tree.ts): members by what comes before their first
// `{` or `;`, statements by their first word. Throws DisguiseParseError on what it cannot hold.
import { lexJava, type Tok } from './disguise-lexer.js';
import {
  DisguiseParseError,
  type Block,
  type JavaFile,
  type Node,
  type Part,
  type Role,
  type Simple,
} from './disguise-tree.js';

const TYPE_WORDS = new Set(['class', 'interface', 'enum', 'record']);
const HEADED: Readonly<Record<string, Role>> = {
  for: 'for',
  while: 'while',
  switch: 'switch',
  synchronized: 'sync',
};

export function parseJava(text: string): JavaFile {
  const parser = new Parser(lexJava(text));
  const members = parser.members();
  const end = parser.peek();
  if (end.kind !== 'end') throw new DisguiseParseError(`unexpected ${JSON.stringify(end.text)} at top level`);
  return { members, end };
}

/** A node parsed from `text` in statement (default) or member position. */
export function parseSnippet(text: string, mode: 'statements' | 'members' = 'statements'): Node[] {
  const parser = new Parser(lexJava(text));
  const nodes = mode === 'members' ? parser.members() : parser.statements();
  if (parser.peek().kind !== 'end') throw new DisguiseParseError(`snippet does not parse: ${text}`);
  return nodes;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly Tok[]) {}

  peek(offset = 0): Tok {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }

  take(): Tok {
    const token = this.peek();
    if (token.kind === 'end') throw new DisguiseParseError('unexpected end of file');
    this.at++;
    return token;
  }

  private is(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind !== 'string' && token.text === text;
  }

  members(): Node[] {
    const nodes: Node[] = [];
    while (!this.is('}') && this.peek().kind !== 'end') nodes.push(this.member());
    return nodes;
  }

  statements(): Node[] {
    const nodes: Node[] = [];
    while (!this.is('}') && this.peek().kind !== 'end') nodes.push(this.statement());
    return nodes;
  }

  // A field, method, constructor, initializer or nested type: decided by what comes before the first `{` or `;`.
  private member(): Node {
    const start = this.at;
    const head: Tok[] = [];
    while (!this.is('{') && !this.is(';')) {
      if (this.is('(') || this.is('[')) head.push(...this.group());
      else head.push(this.take());
    }
    const words = head.filter((token, i) => token.kind === 'word' && head[i - 1]?.text !== '.');
    if (this.is(';') || head.some((token) => token.text === '=')) {
      this.at = start;
      return this.simple();
    }
    if (words.some((token) => TYPE_WORDS.has(token.text))) {
      const raw = words.some((token) => token.text === 'enum');
      return { kind: 'compound', role: 'type', parts: [head, this.block(raw ? 'raw' : 'members')] };
    }
    const role: Role = head.some((token) => token.text === '(') ? 'method' : 'init';
    return { kind: 'compound', role, parts: [head, this.block('statements')] };
  }

  private statement(): Node {
    const first = this.peek();
    const word = first.kind === 'word' ? first.text : '';
    if (this.is('{')) return this.block('statements');
    if (word === 'if') return this.ifStatement();
    if (HEADED[word]) {
      const role = HEADED[word];
      const head = [this.take(), ...this.group()];
      return {
        kind: 'compound',
        role,
        parts: [head, role === 'switch' ? this.switchBody() : this.statement()],
      };
    }
    if (word === 'do') {
      const body = [[this.take()], this.statement()];
      return { kind: 'compound', role: 'do', parts: [...body, [this.take(), ...this.group(), this.take()]] };
    }
    if (word === 'try') return this.tryStatement();
    if (first.kind === 'word' && this.is(':', 1)) {
      return { kind: 'compound', role: 'label', parts: [[this.take(), this.take()], this.statement()] };
    }
    if (word === 'case' || (word === 'default' && this.is(':', 1))) return this.caseLabel();
    if (this.declaresType()) return this.member();
    return this.simple();
  }

  private ifStatement(): Node {
    const parts: Part[] = [[this.take(), ...this.group()], this.statement()];
    if (this.is('else')) parts.push([this.take()], this.statement());
    return { kind: 'compound', role: 'if', parts };
  }

  private tryStatement(): Node {
    const head = [this.take()];
    if (this.is('(')) head.push(...this.group());
    const parts: Part[] = [head, this.block('statements')];
    while (this.is('catch')) parts.push([this.take(), ...this.group()], this.block('statements'));
    if (this.is('finally')) parts.push([this.take()], this.block('statements'));
    return { kind: 'compound', role: 'try', parts };
  }

  private caseLabel(): Simple {
    const tokens: Tok[] = [];
    while (!this.is(':')) {
      if (this.is('->') || this.is(';')) throw new DisguiseParseError('unexpected token in a case label');
      tokens.push(...(this.is('(') ? this.group() : [this.take()]));
    }
    return { kind: 'simple', tokens: [...tokens, this.take()] };
  }

  // A switch body with `case X ->` arms is left raw; one with `case X:` labels is a statement block.
  private switchBody(): Block {
    const start = this.at;
    const tokens = this.group();
    if (tokens.some((token) => token.text === '->')) {
      this.at = start;
      return this.block('raw');
    }
    this.at = start;
    return this.block('statements');
  }

  private declaresType(): boolean {
    for (let offset = 0; ; offset++) {
      const token = this.peek(offset);
      if (token.kind === 'end' || ['{', ';', '(', '='].includes(token.text)) return false;
      if (token.kind === 'word' && TYPE_WORDS.has(token.text) && this.peek(offset - 1).text !== '.')
        return true;
    }
  }

  private simple(): Simple {
    const tokens: Tok[] = [];
    while (!this.is(';')) {
      if (this.is('}') || this.peek().kind === 'end') throw new DisguiseParseError('statement without `;`');
      tokens.push(...(this.is('(') || this.is('[') || this.is('{') ? this.group() : [this.take()]));
    }
    return { kind: 'simple', tokens: [...tokens, this.take()] };
  }

  private block(mode: Block['mode']): Block {
    if (!this.is('{'))
      throw new DisguiseParseError(`expected \`{\`, found ${JSON.stringify(this.peek().text)}`);
    const open = this.take();
    if (mode === 'raw') {
      const inner = this.group(open);
      const close = inner.pop()!;
      return {
        kind: 'block',
        mode,
        open,
        body: inner.length ? [{ kind: 'simple', tokens: inner }] : [],
        close,
      };
    }
    const body = mode === 'members' ? this.members() : this.statements();
    if (!this.is('}')) throw new DisguiseParseError('block without `}`');
    return { kind: 'block', mode, open, body, close: this.take() };
  }

  // A balanced bracket group from the current `(`, `[` or `{` (or after `opened`), both brackets included.
  private group(opened?: Tok): Tok[] {
    const tokens = opened ? [] : [this.take()];
    let depth = 1;
    while (depth > 0) {
      const token = this.take();
      if (token.kind === 'op' && '([{'.includes(token.text)) depth++;
      if (token.kind === 'op' && ')]}'.includes(token.text)) depth--;
      tokens.push(token);
    }
    return tokens;
  }
}
