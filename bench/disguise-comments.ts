// Attack: rewritten comments. Each comment is removed or replaced by another of the same style, and new
// comments are added before some statements and members. Code tokens are untouched.
import { flatten, type JavaFile } from './disguise-tree.js';
import { blocksIn, firstToken, indentOf } from './disguise-walk.js';
import type { Random } from './synthetic-random.js';
import { commentText } from './synthetic-vocabulary.js';

// A comment, with the line break and indentation before it when it starts its own line.
const COMMENT = /(\n[ \t]*)?(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g;

export interface CommentCounts {
  removed: number;
  replaced: number;
  added: number;
}

/** Rewrites the comments of `file`; returns how many were removed, replaced and added. */
export function rewriteComments(file: JavaFile, random: Random): CommentCounts {
  const counts = { removed: 0, replaced: 0, added: 0 };
  for (const token of [...file.members.flatMap(flatten), file.end]) {
    token.lead = token.lead.replace(COMMENT, (_match, lineStart: string | undefined, comment: string) => {
      if (random.chance(0.5)) {
        counts.removed++;
        return comment.startsWith('//') || lineStart ? '' : ' ';
      }
      counts.replaced++;
      return (lineStart ?? '') + restyle(comment, commentText(random));
    });
  }
  for (const block of blocksIn(file.members)) {
    if (block.mode === 'raw') continue;
    for (const node of block.body) {
      if (!random.chance(0.3)) continue;
      const first = firstToken(node);
      first.lead += first.lead.includes('\n')
        ? `// ${commentText(random)}\n${indentOf(node)}`
        : ` /* ${commentText(random)} */ `;
      counts.added++;
    }
  }
  return counts;
}

function restyle(comment: string, text: string): string {
  if (comment.startsWith('//')) return `// ${text}`;
  return comment.startsWith('/**') ? `/** ${text} */` : `/* ${text} */`;
}
