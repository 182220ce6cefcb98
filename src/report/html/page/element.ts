// The page's two DOM helpers: make an element with its class and text, and find one the markup holds by id.

/** A new `tag` element with `className` (when not empty) and `text` as its textContent, never as markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The page lacks an element its markup (render-html.ts) always writes. */
export class MissingElementError extends Error {
  constructor(id: string, kind: string) {
    super(`the report page has no ${kind} #${id}`);
    this.name = 'MissingElementError';
  }
}

/** The element with `id`, of the given kind (HTMLElement unless said). */
export function byId(id: string): HTMLElement;
export function byId<T extends HTMLElement>(id: string, kind: new () => T): T;
export function byId(id: string, kind: new () => HTMLElement = HTMLElement): HTMLElement {
  const element = document.getElementById(id);
  if (!(element instanceof kind)) throw new MissingElementError(id, kind.name);
  return element;
}
