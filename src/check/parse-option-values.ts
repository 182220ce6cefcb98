// The one parser for the values of settings, as both shells take them (command-line options, action
// inputs): shares such as 0.4 or 40%, whole numbers in a range, on/off switches. Each parser trims what it is
// given, adds a problem (what was expected, what came in) instead of throwing, so that every value is checked
// together and one error lists them all, and returns its fallback so parsing can go on. Pure; the shells
// choose the names (`--threshold`, `threshold`) and what an unset value is (undefined).

/** Problems found so far, one sentence each. */
export type Problems = string[];

import { describeError } from '../engine/describe-error.js';

const SHARE = 'a share from 0 to 1 or a percentage such as 40%';
/** Decimal notation only: no exponents, hexadecimal or Infinity, which Number() would take. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^-?\d+$/;

/**
 * A share from 0 to 1, written as a number (0.4) or a percentage (40%). A bare number above 1 is refused:
 * "2" could mean 2% or a typing slip for 0.2, and "1.01" reads as 1.01% to some and 101% to others.
 * `also` is prepended to what was expected (such as "'never' or ").
 */
export function parseShare(
  name: string,
  text: string | undefined,
  fallback: number,
  problems: Problems,
  also = '',
): number {
  if (text === undefined) return fallback;
  const trimmed = text.trim();
  const percent = trimmed.endsWith('%');
  const digits = percent ? trimmed.slice(0, -1).trimEnd() : trimmed;
  const number = DECIMAL.test(digits) ? Number(digits) : Number.NaN;
  const value = percent ? number / 100 : number;
  if (Number.isFinite(value) && value >= 0 && value <= 1) return value;
  const hint =
    !percent && Number.isFinite(number) && number > 1 && number <= 100
      ? ` (a bare number above 1 is ambiguous: write ${trimmed}% or ${Number((number / 100).toFixed(6))})`
      : '';
  problems.push(`${name}: expected ${also}${SHARE}, got '${text}'${hint}`);
  return fallback;
}

/** The range a whole number must be in, and the value when none is given. */
export interface WholeNumberRange {
  readonly min: number;
  readonly max: number;
  readonly fallback: number;
}

/** A whole number from `range.min` to `range.max`. */
export function parseWholeNumber(
  name: string,
  text: string | undefined,
  range: WholeNumberRange,
  problems: Problems,
): number {
  if (text === undefined) return range.fallback;
  const trimmed = text.trim();
  const value = WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isInteger(value) && value >= range.min && value <= range.max) return value;
  problems.push(`${name}: expected a whole number from ${range.min} to ${range.max}, got '${text}'`);
  return range.fallback;
}

/** on/true/yes or off/false/no, in any case. */
export function parseSwitch(
  name: string,
  text: string | undefined,
  fallback: boolean,
  problems: Problems,
): boolean {
  if (text === undefined) return fallback;
  const value = text.trim().toLowerCase();
  if (['on', 'true', 'yes'].includes(value)) return true;
  if (['off', 'false', 'no'].includes(value)) return false;
  problems.push(`${name}: expected on or off, got '${text}'`);
  return fallback;
}

/** One of `choices`, in any case; `describe` says what they mean when it helps. */
export function parseChoice<T extends string>(
  name: string,
  text: string | undefined,
  choices: { readonly values: readonly T[]; readonly fallback: T; readonly note?: string },
  problems: Problems,
): T {
  if (text === undefined) return choices.fallback;
  const value = text.trim().toLowerCase();
  const found = choices.values.find((choice) => choice === value);
  if (found !== undefined) return found;
  problems.push(`${name}: expected ${listOf(choices.values)}${choices.note ?? ''}, got '${text}'`);
  return choices.fallback;
}

/** A case-insensitive regular expression; `fallback` matches nothing useful and lets parsing go on. */
export function parsePattern(name: string, text: string, problems: Problems): RegExp {
  try {
    return new RegExp(text, 'i');
  } catch (error) {
    problems.push(`${name}: expected a regular expression, got '${text}' (${describeError(error)})`);
    return /^$/;
  }
}

/** "a, b or c". */
function listOf(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}
