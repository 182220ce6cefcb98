// Lays a program out as a submission's files: one file per unit (three units per module in Python), the
// entry point in `main`, each file opening with the includes or imports its language wants.
import type { Program, Unit } from './synthetic-program.js';
import { renderBraceUnit } from './synthetic-render-c-units.js';
import { renderPythonUnit } from './synthetic-render-python.js';
import { nameOf, type Layout, type SyntheticLanguage } from './synthetic-syntax.js';

export interface SyntheticFile {
  /** Relative to the submission's folder, '/' separators. */
  readonly path: string;
  readonly text: string;
}

/** The lines of one unit, as it will stand in its file. */
export function renderUnit(
  program: Program,
  unit: number,
  language: SyntheticLanguage,
  layout: Layout,
): string[] {
  const place = { language, program, layout, unit, style: program.units[unit]!.style };
  return language === 'python'
    ? renderPythonUnit(place, program.units[unit]!)
    : renderBraceUnit(place, program.units[unit]!);
}

/** The files of `program`, its units in `order` (default: as written). */
export function renderProgram(
  program: Program,
  language: SyntheticLanguage,
  layout: Layout,
  order: readonly number[] = program.units.map((_, i) => i),
): SyntheticFile[] {
  const groups = groupUnits(program, language, order);
  return groups.map((units, g) => {
    const earlier = groups.slice(0, g).flat();
    const header = headerLines(program, language, units, earlier);
    const body = units.flatMap((unit) => renderUnit(program, unit, language, layout));
    while (body[0] === '') body.shift();
    const lines = header.length > 0 ? [...header, '', ...body] : body;
    return { path: fileName(program, language, units), text: lines.join('\n') + '\n' };
  });
}

const isEntry = (unit: Unit) => unit.kind === 'functions' && unit.functions.some((fn) => fn.entry);

function groupUnits(program: Program, language: SyntheticLanguage, order: readonly number[]): number[][] {
  const entry = order.filter((unit) => isEntry(program.units[unit]!));
  const rest = order.filter((unit) => !isEntry(program.units[unit]!));
  if (language !== 'python') return [...rest.map((unit) => [unit]), ...(entry.length > 0 ? [entry] : [])];
  const modules: number[][] = [];
  for (let i = 0; i < rest.length; i += 3) modules.push(rest.slice(i, i + 3));
  return entry.length > 0 ? [...modules, entry] : modules;
}

function fileName(program: Program, language: SyntheticLanguage, units: readonly number[]): string {
  const first = program.units[units[0]!]!;
  const entry = units.some((unit) => isEntry(program.units[unit]!));
  const base = nameOf(program, first.symbol, 'java');
  const snake = base.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  switch (language) {
    case 'java':
      return `${entry ? 'Main' : base}.java`;
    case 'python':
      return `${entry ? 'main' : snake}.py`;
    case 'c':
      return `${entry ? 'main' : snake}.c`;
    case 'cpp':
      return `${entry ? 'main' : snake}.${first.kind === 'class' ? 'hpp' : 'cpp'}`;
    case 'javascript':
      return `${entry ? 'main' : base.charAt(0).toLowerCase() + base.slice(1)}.js`;
  }
}

function headerLines(
  program: Program,
  language: SyntheticLanguage,
  units: readonly number[],
  earlier: readonly number[],
): string[] {
  const moduleOf = (unit: number) => fileName(program, language, [unit]).replace(/\.\w+$/, '');
  switch (language) {
    case 'java':
      return [];
    case 'python':
      return [
        ...new Set(earlier.map((unit) => `from ${moduleOf(pythonModuleHead(earlier, unit))} import *`)),
      ];
    case 'c':
      return [
        '#include <stdio.h>',
        '#include <stdlib.h>',
        '#include <stdbool.h>',
        ...earlier.map((u) => `#include "${moduleOf(u)}.h"`),
      ];
    case 'cpp': {
      const own = program.units[units[0]!]!.kind === 'class' ? ['#pragma once'] : [];
      const system = ['#include <iostream>', '#include <string>', '#include <vector>'];
      return [...own, ...system, ...earlier.map((u) => `#include "${moduleOf(u)}.hpp"`)];
    }
    case 'javascript':
      return earlier.map(
        (unit) => `import { ${exportedNames(program, unit).join(', ')} } from './${moduleOf(unit)}.js';`,
      );
  }
}

// Python modules are named after their first unit.
function pythonModuleHead(earlier: readonly number[], unit: number): number {
  return earlier[Math.floor(earlier.indexOf(unit) / 3) * 3]!;
}

function exportedNames(program: Program, index: number): string[] {
  const unit = program.units[index]!;
  if (unit.kind === 'class') return [nameOf(program, unit.symbol, 'javascript')];
  return unit.functions.filter((fn) => !fn.entry).map((fn) => nameOf(program, fn.symbol, 'javascript'));
}
