// The words of `codewinnow --help` and of each command's --help.
import { IGNORED_FOLDER_NAMES } from '../sources/walk-submission.js';

const IGNORED_LIST = [...IGNORED_FOLDER_NAMES].map((name) => `${name}/`).join(', ');

export const MAIN_HELP = `codewinnow: find copied code among students' submissions (robust winnowing, as in MOSS)

Usage:
  codewinnow compare <path>... [--each DIR]... [options]   every submission against every other
  codewinnow check <path>... --snapshot FILE... [options]  submissions against a course's snapshot
  codewinnow snapshot build|update|merge|info ...          make and inspect course snapshots
  codewinnow rescan --org ORG --prefix P [options]         rescan a course's repositories on GitHub
  codewinnow merge <shard-output>... [options]             merge the outputs of 'rescan --shard'
  codewinnow review [inputs] [--decide A B KIND --note N]   list undecided flagged pairs, record a decision
  codewinnow <command> --help                              the options of one command

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;

const CHECK_OPTIONS_HELP = `  --base PATH           starter (template) code: never reported, not counted (repeatable)
  --language LANG       read every file as LANG (java, python, c, cpp, csharp, javascript,
                        typescript, go, rust, kotlin, text); default: by file extension
  -k N                  tokens per k-gram: the shortest match that counts (default 14)
  -w N                  winnowing window in k-grams (default 8)
  --max-share X         ignore code found in more than this share of the submissions,
                        as common code (0 to 1 or a percentage; default 1: ignore none)
  --min-similarity X    leave out pairs below this similarity, unless flagged (default 0.05;
                        0 lists every pair that shares any fingerprint)
  --threshold X         flag pairs at or above this similarity (default 0.5)
  --long-fragment N     also flag pairs with one fragment of at least N informative tokens (default 100)
  --fail-above X        exit with code 1 when a pair's similarity is above X, naming those
                        pairs on standard error
  --format F            text (default), json or csv
  -o, --output FILE     write the report to FILE instead of standard output
  --html FILE           also write a self-contained HTML report to FILE: ranked pairs and
                        their code side by side (contains students' code: keep it private)
  --html-pairs N        the HTML report also shows the code of the top N pairs not flagged
                        (default 0: the code of every flagged pair, and no others)
  --top N               pairs listed in the text table (default 25)
  --include GLOB        read only files matching GLOB (repeatable; minimatch, a glob without '/'
                        matches a file name at any depth)
  --exclude GLOB        leave out files matching GLOB (repeatable), reported as excluded
  --max-tokens N        compare only the first N tokens of a file, noting it (default 200000)
  --verbose             list on stderr every file not compared, not only the count per reason
  --decisions FILE      staff decisions about pairs (default: .codewinnow/decisions.yml when it
                        exists): allowed pairs are not flagged, dismissed ones not until a new
                        fragment appears, confirmed ones always; see 'codewinnow review --help'
  --threads N           tokenize and fingerprint on N threads (default: the machine's cores); the
                        report is the same whatever N
  -h, --help            this help

A share or similarity X is written 0.5 or 50%; a bare number above 1 (2, 1.01) is refused as ambiguous.
`;

const READING_HELP = `Every file is compared or reported. Left out: hidden folders (.git/, .venv/...) and
  ${IGNORED_LIST}
(a source file in one is reported as left out; .git/ is not even listed; an --include glob
that names one, such as 'out/**', reads it);
data, media, archive and compiled formats (.json, .csv, .png, .zip, .class...). A file with no extension,
an unknown one or .txt is read by its content's language (Main and Main.java.txt match Main.java); a Jupyter
notebook by its code cells, in its kernel's language. Text in any encoding (UTF-8, Windows-1252, UTF-16/32
with a BOM) is read; control bytes and invisible characters (U+200B...) are dropped, noted (U+FEFF reads
as a space in JavaScript and TypeScript, as it does there); minified files
and files over 4 MiB or --max-tokens are compared (the first part) and noted. Binary and empty files are skipped. stderr gives one line with the
count of files not compared; the report lists them, and any submission with nothing compared is "not
checked". Under --each, a file at the top of DIR is not a submission (reported).`;

export const COMPARE_HELP = `Usage: codewinnow compare <path>... [--each DIR]... [options]

Compares every submission with every other and ranks the pairs by similarity, with the lines that match.
Each <path> is one submission: a file, or a folder of files.

  --each DIR            every child of DIR is a submission (a course folder: one per student)
${CHECK_OPTIONS_HELP}
Similarity is the share of both submissions covered by matching fragments, starter code not counted.
The CSV has one row per pair: a,b,similarity,flagged,... with a and b as given on the command line.
${READING_HELP}

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error.
`;

export const CHECK_HELP = `Usage: codewinnow check <path>... [--each DIR]... --snapshot FILE [--snapshot FILE]... [options]

Checks the given submissions against every submission of a course's snapshot (see 'snapshot build'), and
against each other. Give several snapshots to check against earlier terms too: they are compared with the
given submissions, never with each other. A submission never matches its own repository's earlier versions:
it is known by its folder's name, as in the snapshot. Fragments read "these lines of this file <-> those
lines of that submission's file"; a snapshot holds no text, so its side is a run of matching fingerprints
and may fall a few tokens short of what compare would show.

  --snapshot FILE       the course's snapshot (repeatable)
  --each DIR            every child of DIR is a submission
${CHECK_OPTIONS_HELP}
${READING_HELP}
k and w are the snapshot's; a different -k or -w, or a snapshot made by other language front ends, is
refused. --threshold and --long-fragment default to those the (first) snapshot was built with, so a check
flags what the staff report flags. Snapshot submissions are named by repository in a staff copy, by pseudonym otherwise.

Exit codes: 0 done, 1 a pair above --fail-above, 2 usage or error (a damaged or mismatched snapshot too).
`;

export const SNAPSHOT_HELP = `Usage: codewinnow snapshot <command> ...

A snapshot is a whole course's fingerprints in one small file, for 'codewinnow check' and the pull-request
check. It holds no source text: file paths, counts, fingerprints and their line numbers, starter code's
fingerprints, and per submission an owner id and a pseudonym (names only in a staff copy).

  build <path>... [--each DIR]... -o FILE    fingerprint a course
  update FILE [--each DIR]... -o FILE        recompute only the submissions that changed
  merge A B... -o FILE                       shards into one (the newer commit of a submission wins)
  info FILE [--names]                        what a snapshot holds

Run 'codewinnow snapshot <command> --help' for its options.
`;

const SNAPSHOT_WRITE_HELP = `  --each DIR            every child of DIR is a submission, named by the child's name
  --base PATH           starter (template) code: stored as boilerplate, never reported (repeatable)
  -o, --output FILE     where to write the snapshot (replaced atomically)
  --names               store names, repositories and commits: a staff copy, never for students
  --pseudonym-key KEY   staff secret for the pseudonyms; better, set CODEWINNOW_PSEUDONYM_KEY. Without
                        one, pseudonyms are derived from the starter code and can be linked to names
  --threshold X         the course's flag threshold, which checks against the snapshot apply unless
                        told otherwise (default 0.5; update: FILE's)
  --long-fragment N     the course's long-fragment rule, the same way (default 100; update: FILE's)
  --include GLOB        read only files matching GLOB (repeatable, minimatch)
  --exclude GLOB        leave out files matching GLOB (repeatable)
  -h, --help            this help`;

const SNAPSHOT_READING_HELP = `Files are read as 'codewinnow compare --help' says. Left out: hidden folders (.git/, .venv/...) and
  ${IGNORED_LIST} (source files there are reported).
`;

export const SNAPSHOT_BUILD_HELP = `Usage: codewinnow snapshot build <path>... [--each DIR]... [--base PATH]... -o FILE [options]

Fingerprints every submission into one snapshot file. Each <path> is one submission (a folder or a file),
named by its base name: use the repository's name, which identifies it in every later snapshot.

${SNAPSHOT_WRITE_HELP}
  -k N                  tokens per k-gram (default 14); checks use the snapshot's
  -w N                  winnowing window in k-grams (default 8)
  --stored-window N     largest window of the fingerprints stored (default 32, at least w): each
                        submission keeps about 256 fingerprints, every k-gram of a small one, and a
                        large one those this window selects (any copy of N + k - 1 tokens holds one)
  --course-size N       the whole course's number of submissions (default: those given); give it when
                        building one shard, so that every shard stores the same statistics' sample and
                        they merge. About 200 submissions, chosen by owner id, are stored at window w
                        for the course's statistics (every submission of a course of up to 200)

${SNAPSHOT_READING_HELP}`;

export const SNAPSHOT_UPDATE_HELP = `Usage: codewinnow snapshot update FILE <path>... [--each DIR]... -o FILE [options]

Makes the snapshot of the submissions as they are now, taking from FILE every submission whose content has
not changed (the same bytes as a fresh build, in a fraction of the time). Submissions of FILE that are not
given are left out. Without --base, FILE's starter code is kept; a changed starter, k, w or front end
recomputes everything, and so does a course grown past the sample of submissions FILE keeps for its
statistics (200 of them, or every one up to 200), once. -o may be FILE itself.

${SNAPSHOT_WRITE_HELP}

${SNAPSHOT_READING_HELP}`;

export const SNAPSHOT_MERGE_HELP = `Usage: codewinnow snapshot merge A B... -o FILE

Merges snapshots made with the same parameters (shards of one course, or an old snapshot and a newer
partial one). A submission in more than one is taken from the newest: the later commit time recorded at
build time, else the snapshot created later. Merging shards gives the bytes of one build of them all.
Staff copies (with names) and student copies do not mix. In a course of over 200 submissions, build each
part with 'snapshot build --course-size N' (N: the whole course's), so that they keep the same sample
for the course's statistics.

  -o, --output FILE     where to write the merged snapshot (replaced atomically)
  -h, --help            this help
`;

export const SNAPSHOT_INFO_HELP = `Usage: codewinnow snapshot info FILE [--names]

Prints what a snapshot holds: size, creation time, parameters, counts.

  --names               also list every submission: pseudonym, owner id, files, lines, and in a staff copy
                        its name, repository and commit. This links pseudonyms to students: staff only.
  -h, --help            this help
`;

export const REVIEW_HELP = `Usage: codewinnow review [<path>... | --each DIR | --report FILE] [--decisions FILE] [options]
       codewinnow review --decide A B allowed|dismissed|confirmed --note "why" [--by NAME] [inputs]

Lists the flagged pairs that no decision covers yet, with their fragments, and records decisions in the
staff's decisions file (default .codewinnow/decisions.yml; made when missing). The pairs come from the same
inputs and options as 'codewinnow compare', or from a JSON report (--report: compare or check
--format json, or the rescan's staff-report.json). Pairs are named as the reports name them.

  allowed     never flagged (declared partners); the bot does not comment on it
  dismissed   not flagged until the pair has a fragment overlapping none of those it had when dismissed
              (needs the inputs or --report: its fragments are kept as evidence)
  confirmed   always flagged, whatever later runs find

  --decisions FILE      the decisions file to read and write
  --report FILE         take the pairs from this JSON report instead of comparing
  --decide              record the decision named by the first three arguments
  --note TEXT           why (required with --decide)
  --by NAME             who decided
  -h, --help            this help

The file also declares groups whose members may share code; see the README's "Decisions".
`;
