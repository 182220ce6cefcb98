// Writes statements in the brace languages (Java, C, C++, JavaScript), and the signatures their units need.
import type { LineWriter } from './synthetic-line-writer.js';
import type { Block, Expr, FunctionDef, Statement } from './synthetic-program.js';
import { isText, renderExpr, renderLength, renderName } from './synthetic-render-expr.js';
import { nameOf, typeName, typeOf, type RenderPlace } from './synthetic-syntax.js';

/** `type name`, as a declaration or parameter. */
export function declaration(place: RenderPlace, symbol: number): string {
  const type = typeName(place, place.program.symbols[symbol]!);
  const name = nameOf(place.program, symbol, place.language);
  return type.endsWith('*') ? `${type}${name}` : `${type} ${name}`;
}

/** The statements of a block, one level inside the current one. */
export function renderBlock(w: LineWriter, place: RenderPlace, block: Block): void {
  for (const statement of block) renderStatement(w, place, statement);
}

function renderStatement(w: LineWriter, place: RenderPlace, s: Statement): void {
  const expr = (e: Expr) => renderExpr(place, e);
  switch (s.kind) {
    case 'declare':
      return w.line(`${declaration(place, s.symbol)} = ${expr(s.value)};`);
    case 'assign':
      return w.line(`${renderName(place, s.symbol)} ${s.op} ${expr(s.value)};`);
    case 'new-array':
      return renderNewArray(w, place, s.symbol, expr(s.size));
    case 'new-object':
      return renderNewObject(w, place, s.symbol);
    case 'store':
      return w.line(`${renderName(place, s.array)}[${expr(s.index)}] = ${expr(s.value)};`);
    case 'if':
      w.open(`if (${expr(s.condition)})`);
      renderBlock(w, place, s.then);
      if (s.otherwise) {
        w.reopen('else');
        renderBlock(w, place, s.otherwise);
      }
      return w.close();
    case 'range': {
      const i = renderName(place, s.symbol);
      const step = place.style.increment ? `${i}++` : `${i} += 1`;
      const int = place.language === 'javascript' ? 'let' : 'int';
      w.open(`for (${int} ${i} = ${expr(s.from)}; ${i} < ${expr(s.to)}; ${step})`);
      renderBlock(w, place, s.body);
      return w.close();
    }
    case 'each':
      renderEachHeader(w, place, s.symbol, s.array);
      renderBlock(w, place, s.body);
      return w.close();
    case 'while':
      w.open(`while (${expr(s.condition)})`);
      renderBlock(w, place, s.body);
      return w.close();
    case 'return':
      return w.line(s.value ? `return ${expr(s.value)};` : 'return;');
    case 'print':
      return w.line(renderPrint(place, s.values));
    case 'call':
      return w.line(`${expr(s.call)};`);
    case 'break':
      return w.line('break;');
    case 'comment':
      return w.line(`// ${s.text}`);
  }
}

function renderNewArray(w: LineWriter, place: RenderPlace, symbol: number, size: string): void {
  const name = renderName(place, symbol);
  switch (place.language) {
    case 'java':
      return w.line(`int[] ${name} = new int[${size}];`);
    case 'cpp':
      return w.line(`std::vector<int> ${name}(${size});`);
    case 'javascript':
      return w.line(
        `${typeName(place, place.program.symbols[symbol]!)} ${name} = new Array(${size}).fill(0);`,
      );
    default:
      w.line(`int ${name}_len = ${size};`);
      return w.line(`int *${name} = calloc(${name}_len, sizeof(int));`);
  }
}

function renderNewObject(w: LineWriter, place: RenderPlace, symbol: number): void {
  const info = place.program.symbols[symbol]!;
  const name = renderName(place, symbol);
  const className = nameOf(place.program, info.classSymbol!, place.language);
  switch (place.language) {
    case 'cpp':
      return w.line(`${className} ${name};`);
    case 'c':
      w.line(`struct ${className} ${name};`);
      return w.line(`${initName(place, info.classSymbol!)}(&${name});`);
    default:
      return w.line(`${typeName(place, info)} ${name} = new ${className}();`);
  }
}

function renderEachHeader(w: LineWriter, place: RenderPlace, symbol: number, array: number): void {
  const item = renderName(place, symbol);
  const list = renderName(place, array);
  if (place.language === 'javascript') return w.open(`for (const ${item} of ${list})`);
  if (place.language !== 'c') return w.open(`for (int ${item} : ${list})`);
  const index = `${item}_idx`;
  w.open(`for (int ${index} = 0; ${index} < ${renderLength(place, array)}; ${index}++)`);
  w.line(`int ${item} = ${list}[${index}];`);
}

// The first value is always a text literal, the label.
function renderPrint(place: RenderPlace, values: readonly Expr[]): string {
  const [label, ...rest] = values;
  const text = label?.kind === 'text' ? label.value : '';
  const parts = rest.map((value) => renderExpr(place, value));
  const format = place.style.formatPrint;
  switch (place.language) {
    case 'java': {
      if (format)
        return `System.out.printf(${[quoted(`${text} ${formats(place, rest).join(' ')}%n`), ...parts].join(', ')});`;
      const wrapped = rest.map((v, i) => (v.kind === 'binary' ? `(${parts[i]})` : parts[i]));
      return `System.out.println(${[quoted(`${text} `), wrapped.join(' + " " + ')].join(' + ')});`;
    }
    case 'javascript':
      if (format) return `console.log(\`${[text, ...parts.map((part) => '${' + part + '}')].join(' ')}\`);`;
      return `console.log(${[quoted(text, place.layout.quote), ...parts].join(', ')});`;
    case 'cpp': {
      const gap = format ? "' '" : '" "';
      const end = format ? "'\\n'" : 'std::endl';
      return `std::cout << ${[quoted(`${text} `), parts.join(` << ${gap} << `)].join(' << ')} << ${end};`;
    }
    case 'c':
      return `printf(${[quoted(`${[text, ...formats(place, rest)].join(' ')}\\n`), ...parts].join(', ')});`;
    default:
      throw new TypeError(`no brace syntax for ${place.language}`);
  }
}

const quoted = (text: string, quote = '"') => `${quote}${text}${quote}`;

function formats(place: RenderPlace, values: readonly Expr[]): string[] {
  return values.map((v) => (isText(place, v) ? '%s' : typeOf(place.program, v) === 'float' ? '%.2f' : '%d'));
}

/** C: the function that sets up a struct's fields. */
export function initName(place: RenderPlace, classSymbol: number): string {
  return `${nameOf(place.program, classSymbol, 'python').toLowerCase()}_init`;
}

export function returnType(place: RenderPlace, symbol: number): string {
  const info = place.program.symbols[symbol]!;
  return info.type === undefined ? 'void' : typeName(place, { ...info, role: 'local' });
}

export function paramList(place: RenderPlace, fn: FunctionDef): string[] {
  const params = place.program.symbols[fn.symbol]!.params ?? [];
  return params.flatMap((param) => {
    const name = nameOf(place.program, param, place.language);
    const type = place.program.symbols[param]!.type;
    if (place.language === 'javascript') return [name];
    if (place.language === 'c' && type === 'ints') return [`int *${name}`, `int ${name}_len`];
    if (place.language === 'cpp' && type === 'ints') return [`std::vector<int>& ${name}`];
    return [declaration(place, param)];
  });
}
