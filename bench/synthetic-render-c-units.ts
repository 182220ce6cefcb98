// Writes whole units in the brace languages: a class (a struct and its functions in C) or a group of free
// functions (a class of static methods in Java), with the entry point where the language wants it.
import { LineWriter } from './synthetic-line-writer.js';
import type { FunctionDef, Unit } from './synthetic-program.js';
import { declaration, initName, paramList, renderBlock, returnType } from './synthetic-render-c-family.js';
import { renderName } from './synthetic-render-expr.js';
import { defaultValue, nameOf, type RenderPlace } from './synthetic-syntax.js';

/** The unit `place.unit` as lines of Java, C, C++ or JavaScript. */
export function renderBraceUnit(place: RenderPlace, unit: Unit): string[] {
  const w = new LineWriter(place.layout);
  if (unit.kind === 'class') renderClass(w, place, unit);
  else renderFunctions(w, place, unit);
  return w.lines;
}

function renderClass(w: LineWriter, place: RenderPlace, unit: Extract<Unit, { kind: 'class' }>): void {
  const name = nameOf(place.program, unit.symbol, place.language);
  const fieldType = (field: number) => place.program.symbols[field]!.type!;
  switch (place.language) {
    case 'java':
      w.open(`public class ${name}`);
      for (const field of unit.fields) w.line(`private ${declaration(place, field)};`);
      w.line('');
      w.open(`public ${name}()`);
      for (const field of unit.fields)
        w.line(`${renderName(place, field)} = ${defaultValue(place, fieldType(field))};`);
      w.close();
      break;
    case 'cpp': {
      w.open(`class ${name}`);
      w.line('public:');
      const inits = unit.fields.map(
        (f) => `${nameOf(place.program, f, 'cpp')}(${defaultValue(place, fieldType(f))})`,
      );
      w.line(`${name}() : ${inits.join(', ')} {}`);
      break;
    }
    case 'javascript':
      w.open(`export class ${name}`);
      w.open('constructor()');
      for (const field of unit.fields)
        w.line(`${renderName(place, field)} = ${defaultValue(place, fieldType(field))};`);
      w.close();
      break;
    default:
      w.open(`struct ${name}`);
      for (const field of unit.fields) w.line(`${declaration(place, field)};`);
      w.close(';');
      w.line('');
      w.open(`void ${initName(place, unit.symbol)}(struct ${name} *self)`);
      for (const field of unit.fields)
        w.line(`${renderName(place, field)} = ${defaultValue(place, fieldType(field))};`);
      w.close();
  }
  for (const method of unit.methods) renderFunction(w, place, method, `struct ${name} *self`);
  if (place.language === 'cpp') {
    w.line('');
    w.line('private:');
    for (const field of unit.fields) w.line(`${declaration(place, field)};`);
    w.close(';');
  } else if (place.language !== 'c') {
    w.close();
  }
}

function renderFunctions(
  w: LineWriter,
  place: RenderPlace,
  unit: Extract<Unit, { kind: 'functions' }>,
): void {
  const java = place.language === 'java';
  if (java) w.open(`public final class ${nameOf(place.program, unit.symbol, 'java')}`);
  unit.functions.forEach((fn, i) => {
    if (java && i === 0) renderFunction(w, place, fn, undefined, true);
    else renderFunction(w, place, fn);
  });
  if (java) w.close();
  const entry = unit.functions.some((fn) => fn.entry);
  if (entry && place.language === 'javascript') {
    w.line('');
    w.line('main();');
  }
}

function renderFunction(
  w: LineWriter,
  place: RenderPlace,
  fn: FunctionDef,
  self?: string,
  first = false,
): void {
  if (!first || place.language !== 'java') w.line('');
  if (fn.comment) w.line(`// ${fn.comment}`);
  w.open(signature(place, fn, self));
  renderBlock(w, place, fn.body);
  if (fn.entry && (place.language === 'c' || place.language === 'cpp')) w.line('return 0;');
  w.close();
}

function signature(place: RenderPlace, fn: FunctionDef, self: string | undefined): string {
  const info = place.program.symbols[fn.symbol]!;
  const name = nameOf(place.program, fn.symbol, place.language);
  const params = paramList(place, fn);
  const method = info.role === 'method';
  switch (place.language) {
    case 'java':
      if (fn.entry) return 'public static void main(String[] args)';
      return `public ${method ? '' : 'static '}${returnType(place, fn.symbol)} ${name}(${params.join(', ')})`;
    case 'javascript':
      if (fn.entry) return 'function main()';
      return method ? `${name}(${params.join(', ')})` : `export function ${name}(${params.join(', ')})`;
    case 'cpp':
      if (fn.entry) return 'int main()';
      return `${returnType(place, fn.symbol)} ${name}(${params.join(', ')})`;
    default:
      if (fn.entry) return 'int main(void)';
      return `${returnType(place, fn.symbol)} ${name}(${[...(method && self ? [self] : []), ...params].join(', ') || 'void'})`;
  }
}
