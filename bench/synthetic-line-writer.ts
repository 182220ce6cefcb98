// Lines of source text with the current indentation, and block openers in the submission's brace style.
import type { Layout } from './synthetic-syntax.js';

export class LineWriter {
  readonly lines: string[] = [];
  private depth = 0;

  constructor(private readonly layout: Layout) {}

  line(text: string): void {
    this.lines.push(text === '' ? '' : this.layout.indent.repeat(this.depth) + text);
  }

  /** `header {` (or the brace on its own line), then one level deeper. */
  open(header: string): void {
    if (this.layout.allman) {
      this.line(header);
      this.line('{');
    } else {
      this.line(`${header} {`);
    }
    this.depth++;
  }

  /** `}` (with a suffix such as `;`) one level up. */
  close(suffix = ''): void {
    this.depth--;
    this.line(`}${suffix}`);
  }

  /** `} else {` in the submission's brace style. */
  reopen(keyword: string): void {
    this.depth--;
    if (this.layout.allman) {
      this.line('}');
      this.line(keyword);
      this.line('{');
    } else {
      this.line(`} ${keyword} {`);
    }
    this.depth++;
  }

  /** One level deeper without a brace (Python). */
  indent(header: string): void {
    this.line(header);
    this.depth++;
  }

  dedent(): void {
    this.depth--;
  }
}
