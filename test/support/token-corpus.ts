// A corpus of token-id files for engine tests: submission s holds the files submissions[s], fingerprinted with
// `params`, the starter files' k-grams ignored.
import type { Corpus, CorpusFile } from '../../src/engine/corpus.js';
import { fingerprintFile, starterKgramHashes } from '../../src/engine/fingerprint-file.js';
import type { FingerprintParameters } from '../../src/engine/types.js';

export function tokenCorpus(
  params: FingerprintParameters,
  submissions: number[][][],
  starter: number[][] = [],
): Corpus {
  const starterSet = starterKgramHashes(
    starter.map((ids) => Uint32Array.from(ids)),
    params.k,
  );
  const files: CorpusFile[] = [];
  submissions.forEach((submissionFiles, submission) => {
    for (const tokens of submissionFiles) {
      const ids = Uint32Array.from(tokens);
      files.push({ submission, ids, ...fingerprintFile(ids, params, starterSet) });
    }
  });
  return {
    params,
    submissions: submissions.map((_, owner) => ({ owner, side: 'query' })),
    files,
    ignoredHashes: starterSet,
  };
}
