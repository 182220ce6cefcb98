// The normalized token texts that stand for a whole class of source tokens (any identifier, any number...),
// shared by every front end so that the same kind of token has the same id in every language.
import { tokenId } from '../engine/token-id.js';

/** Token texts that replace names, literals and layout. */
export const normalTexts = {
  identifier: '$id',
  number: '$num',
  string: '$str',
  char: '$chr',
  regex: '$regex',
  numericType: '$numtype',
  declaration: '$decl',
  lifetime: '$lifetime',
  indent: '$indent',
  dedent: '$dedent',
} as const;

type NormalIds = { readonly [K in keyof typeof normalTexts]: number };

/** `tokenId` of each of `normalTexts`, computed once. */
export const normalIds: NormalIds = {
  identifier: tokenId(normalTexts.identifier),
  number: tokenId(normalTexts.number),
  string: tokenId(normalTexts.string),
  char: tokenId(normalTexts.char),
  regex: tokenId(normalTexts.regex),
  numericType: tokenId(normalTexts.numericType),
  declaration: tokenId(normalTexts.declaration),
  lifetime: tokenId(normalTexts.lifetime),
  indent: tokenId(normalTexts.indent),
  dedent: tokenId(normalTexts.dedent),
};
