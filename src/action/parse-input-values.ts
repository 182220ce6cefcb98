// The value syntaxes inputs share: on/off switches, whole numbers, and shares written as 0.4, 40 or 40%.
// Each parser adds a problem (what was expected, what came in) instead of throwing, so that all inputs are
// validated together, and returns its fallback so parsing can go on.

/** Problems found so far, one sentence each. */
export type Problems = string[];

/** on/true/yes or off/false/no; '' gives `fallback`. */
export function parseSwitch(name: string, text: string, fallback: boolean, problems: Problems): boolean {
  const value = text.toLowerCase();
  if (value === '') return fallback;
  if (['on', 'true', 'yes'].includes(value)) return true;
  if (['off', 'false', 'no'].includes(value)) return false;
  problems.push(`${name}: expected on or off, got '${text}'`);
  return fallback;
}

/** A whole number from 0 to 1000; '' gives `fallback`. */
export function parseCount(name: string, text: string, fallback: number, problems: Problems): number {
  if (text === '') return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= 0 && value <= 1000) return value;
  problems.push(`${name}: expected a whole number from 0 to 1000, got '${text}'`);
  return fallback;
}

/** A share is 0..1; "40%" and "40" (read as a percentage when above 1) are accepted too. */
export function parseShare(
  name: string,
  text: string,
  fallback: number,
  problems: Problems,
  also = '',
): number {
  if (text === '') return fallback;
  const percent = text.endsWith('%');
  let value = Number(percent ? text.slice(0, -1) : text);
  if (percent || value > 1) value /= 100;
  if (Number.isFinite(value) && value >= 0 && value <= 1) return value;
  problems.push(`${name}: expected ${also}a share from 0 to 1 or a percentage such as 40%, got '${text}'`);
  return fallback;
}
