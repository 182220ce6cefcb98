// Writes statements and units in Python: classes with `self`, module-level functions, and the
// `if __name__ == '__main__'` guard for the entry point.
import { LineWriter } from './synthetic-line-writer.js';
import type { Block, Expr, FunctionDef, Statement, Unit } from './synthetic-program.js';
import { renderExpr, renderName } from './synthetic-render-expr.js';
import { defaultValue, literal, nameOf, type RenderPlace } from './synthetic-syntax.js';

/** The unit `place.unit` as lines of Python. */
export function renderPythonUnit(place: RenderPlace, unit: Unit): string[] {
  const w = new LineWriter(place.layout);
  if (unit.kind === 'class') {
    w.line('');
    w.line('');
    w.indent(`class ${nameOf(place.program, unit.symbol, 'python')}:`);
    w.indent('def __init__(self):');
    for (const field of unit.fields) {
      w.line(`${renderName(place, field)} = ${defaultValue(place, place.program.symbols[field]!.type!)}`);
    }
    w.dedent();
    for (const method of unit.methods) renderFunction(w, place, method, 1);
    w.dedent();
    return w.lines;
  }
  for (const fn of unit.functions) renderFunction(w, place, fn, 2);
  if (unit.functions.some((fn) => fn.entry)) {
    w.line('');
    w.line('');
    w.indent(`if __name__ == ${literal(place, { kind: 'text', value: '__main__' })}:`);
    w.line('main()');
    w.dedent();
  }
  return w.lines;
}

function renderFunction(w: LineWriter, place: RenderPlace, fn: FunctionDef, blankLines: number): void {
  for (let i = 0; i < blankLines; i++) w.line('');
  const info = place.program.symbols[fn.symbol]!;
  const params = (info.params ?? []).map((param) => nameOf(place.program, param, 'python'));
  if (info.role === 'method') params.unshift('self');
  if (fn.comment) w.line(`# ${fn.comment}`);
  w.indent(`def ${nameOf(place.program, fn.symbol, 'python')}(${params.join(', ')}):`);
  renderBlock(w, place, fn.body);
  w.dedent();
}

function renderBlock(w: LineWriter, place: RenderPlace, block: Block): void {
  for (const statement of block) renderStatement(w, place, statement);
}

function nested(w: LineWriter, place: RenderPlace, header: string, block: Block): void {
  w.indent(header);
  renderBlock(w, place, block);
  w.dedent();
}

function renderStatement(w: LineWriter, place: RenderPlace, s: Statement): void {
  const expr = (e: Expr) => renderExpr(place, e);
  switch (s.kind) {
    case 'declare':
      return w.line(`${renderName(place, s.symbol)} = ${expr(s.value)}`);
    case 'assign':
      return w.line(`${renderName(place, s.symbol)} ${s.op} ${expr(s.value)}`);
    case 'new-array':
      return w.line(`${renderName(place, s.symbol)} = [0] * ${expr(s.size)}`);
    case 'new-object': {
      const className = nameOf(place.program, place.program.symbols[s.symbol]!.classSymbol!, 'python');
      return w.line(`${renderName(place, s.symbol)} = ${className}()`);
    }
    case 'store':
      return w.line(`${renderName(place, s.array)}[${expr(s.index)}] = ${expr(s.value)}`);
    case 'if':
      nested(w, place, `if ${expr(s.condition)}:`, s.then);
      if (s.otherwise) nested(w, place, 'else:', s.otherwise);
      return;
    case 'range': {
      const from = s.from.kind === 'int' && s.from.value === 0 ? '' : `${expr(s.from)}, `;
      return nested(w, place, `for ${renderName(place, s.symbol)} in range(${from}${expr(s.to)}):`, s.body);
    }
    case 'each':
      return nested(w, place, `for ${renderName(place, s.symbol)} in ${renderName(place, s.array)}:`, s.body);
    case 'while':
      return nested(w, place, `while ${expr(s.condition)}:`, s.body);
    case 'return':
      return w.line(s.value ? `return ${expr(s.value)}` : 'return');
    case 'print':
      return w.line(renderPrint(place, s.values));
    case 'call':
      return w.line(expr(s.call));
    case 'break':
      return w.line('break');
    case 'comment':
      return w.line(`# ${s.text}`);
  }
}

// The first value is always a text literal, the label.
function renderPrint(place: RenderPlace, values: readonly Expr[]): string {
  if (!place.style.formatPrint) return `print(${values.map((value) => renderExpr(place, value)).join(', ')})`;
  const [label, ...rest] = values;
  const text = label?.kind === 'text' ? label.value : '';
  const fields = rest.map(
    (value) =>
      `{${renderExpr(place, value).replaceAll(place.layout.quote, place.layout.quote === '"' ? "'" : '"')}}`,
  );
  return `print(f${place.layout.quote}${[text, ...fields].join(' ')}${place.layout.quote})`;
}
