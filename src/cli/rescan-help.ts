// The words of `codewinnow rescan --help` and `codewinnow merge --help`.

const COURSE_OPTIONS = `The assignment's repositories (one of):
  --prefix P            names starting with P: hw1- (GitHub Classroom's <assignment>-<user>) or
                        cs101-hw1- (Classroom 50's <classroom>-<assignment>-<user>)
  --pattern RE          names matching the regular expression RE (case-insensitive)
  --topic T             repositories with the topic T
  --repos FILE          the names listed in FILE, one a line ('#' comments)

  --org ORG             the organization (required)
  --starter-repo NAME   the starter (template) repository: not a submission; its code is boilerplate
  --base PATH           starter code on disk instead (repeatable)
  --output DIR          where to write (default: --state, else ./codewinnow-state):
                          course-state.cwsnap, course-state.json  next run's state (staff only)
                          codewinnow-snapshot.cwsnap              the student copy for the PR checks
                          staff-report.json (and .html)           the staff report (names students)
  --earlier FILE        an earlier term's snapshot, compared with this term only (repeatable)
  --min-similarity X    leave unflagged pairs below X out of the staff report (default 0.1)
  --threshold X         flag pairs at or above X (default 0.5)
  --max-share X         code in more than this share of the submissions is common code (default 1)
  --max-failed X        fail, writing nothing, when more than this share of the repositories could
                        not be fetched (default 0.25)
  --html                also write staff-report.html, with the code of every flagged pair (one
                        tarball request for each of their repositories not downloaded this run)
  --issue OWNER/REPO    keep one issue there up to date with the staff report (staff-only repo!)
  --decisions FILE      staff decisions about pairs (default .codewinnow/decisions.yml when it
                        exists): the report and the bot honour them ('codewinnow review --help')
  --bot                 check open pull requests whose head changed since the last run, and post
                        the sticky comment and a check run on each (the token must be a GitHub App's)
  --pr-min-similarity X the bot's comment threshold (default 0.25)
  --fail-on X           the bot's check run fails at or above this similarity (default: never)
  --comment MODE        the bot's comment: off, summary or fragments (default fragments)
  --no-check-run        the bot posts no check run
  --pseudonym-key KEY   staff secret for pseudonyms (or CODEWINNOW_PSEUDONYM_KEY)
  --api-url URL         the REST API (default GITHUB_API_URL, else https://api.github.com)
  --server-url URL      GitHub's web address for links (default GITHUB_SERVER_URL, else github.com)
  -h, --help            this help

A share X is written 0.5 or 50%; a bare number above 1 (2, 1.01) is refused as ambiguous.
The token comes from GITHUB_TOKEN or GH_TOKEN: it must read every repository of ORG.
`;

export const RESCAN_HELP = `Usage: codewinnow rescan --org ORG (--prefix P | --pattern RE | --topic T | --repos FILE) [options]

Rescans every repository of an assignment and brings the course's snapshot up to date: a repository not
pushed since the last run costs no request, one pushed elsewhere than its default branch costs one, and
only a new head commit is downloaded (one tarball). Then ranks every pair of the course for staff.

  --state DIR           the previous run's output (default ./codewinnow-state); missing: a full build
  --shard I/N           only the I-th of N slices of the repositories, for 'codewinnow merge'
  --concurrency N       repositories fetched at once (default 4)
${COURSE_OPTIONS}
Exit codes: 0 done, 2 usage or error (nothing is written then).
`;

export const MERGE_HELP = `Usage: codewinnow merge <shard-output>... --org ORG (--prefix P | ...) [options]

Combines the outputs of 'codewinnow rescan --shard I/N' jobs into the very files one job would have
written, then ranks every pair of the course for staff (and runs the bot, if asked). Every shard of the
split must be given, each once, all made with the same starter code and pseudonym key.

${COURSE_OPTIONS}
Exit codes: 0 done, 2 usage or error (nothing is written then).
`;
