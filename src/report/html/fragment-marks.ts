// How the HTML report tells a pair's fragments apart: a number label and a colour from Paul Tol's "light"
// scheme, made for colour-blind readers and for text on top. The label is always shown, so colour is never
// the only cue. The same fragment gets the same mark on both sides.

/** Paul Tol's "light" qualitative colours, without its pale grey (that one marks starter code). */
export const FRAGMENT_COLOURS = [
  '#77AADD',
  '#EE8866',
  '#EEDD88',
  '#FFAABB',
  '#99DDFF',
  '#44BB99',
  '#BBCC33',
  '#AAAA00',
] as const;

export interface FragmentMark {
  /** What people read next to the code: "1", "2", … in the pair's fragment order. */
  readonly label: string;
  /** Index into FRAGMENT_COLOURS. Neighbours in the fragment order never share a colour. */
  readonly colour: number;
}

/** The mark of the pair's `index`-th fragment (0-based, in the pair's fragment order). */
export function toFragmentMark(index: number): FragmentMark {
  return { label: String(index + 1), colour: index % FRAGMENT_COLOURS.length };
}

/** CSS classes `.c0` … `.c7`: the colour as a custom property the stylesheet uses for fills and borders. */
export function renderFragmentColourCss(): string {
  return FRAGMENT_COLOURS.map((colour, i) => `.c${i}{--mark:${colour}}`).join('\n');
}
