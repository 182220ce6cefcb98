// The words of `codewinnow --help` and of each command's --help.

export const MAIN_HELP = `codewinnow: find copied code among students' submissions (robust winnowing, as in MOSS)

Usage:
  codewinnow compare <path>... [--each DIR]... [options]   every submission against every other
  codewinnow <command> --help                              the options of one command

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;

export const CHECK_OPTIONS_HELP = `  --base PATH           starter (template) code: never reported, not counted (repeatable)
  --language LANG       read every file as LANG (java, python, c, cpp, csharp, javascript,
                        typescript, go, rust, kotlin, text); default: by file extension
  -k N                  tokens per k-gram: the shortest match that counts (default 12)
  -w N                  winnowing window in k-grams (default 8)
  --max-share X         ignore code found in more than this share of the submissions,
                        as common code (0 to 1 or a percentage; default 1: ignore none)
  --min-similarity X    leave out pairs below this similarity (default 0.05; 0 lists every
                        pair that shares any fingerprint)
  --threshold X         flag pairs at or above this similarity (default 0.5)
  --fail-above X        exit with code 1 when a pair's similarity is above X
  --format F            text (default), json or csv
  -o, --output FILE     write the report to FILE instead of standard output
  --html FILE           also write a self-contained HTML report to FILE: ranked pairs and
                        their code side by side (contains students' code: keep it private)
  --top N               pairs listed in the text table (default 25)
  -h, --help            this help
`;

export const COMPARE_HELP = `Usage: codewinnow compare <path>... [--each DIR]... [options]

Compares every submission with every other and ranks the pairs by similarity, with the lines that match.
Each <path> is one submission: a file, or a folder of files.

  --each DIR            every child of DIR is a submission (a course folder: one per student)
${CHECK_OPTIONS_HELP}
Similarity is the share of both submissions covered by matching fragments, starter code not counted.
The CSV has one row per pair: a,b,similarity,flagged,... with a and b as given on the command line.
Files that are binary, over 512 KiB, minified, not UTF-8 or of no known language are skipped and listed.

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;
