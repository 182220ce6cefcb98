#!/bin/sh
# Tags a release of the action: vX.Y.Z on HEAD (published as an immutable GitHub release, it never moves)
# and the moving major tag vX moved to it. Refuses unless HEAD is ready: a clean work tree, package.json at
# X.Y.Z, dist/ and dist-cli/ as a fresh build makes them, the example workflows pinned to this release
# (README.md shows them verbatim, which a test checks), and vX.Y.Z a new tag. Pushes nothing: it prints the
# commands that publish. CODEWINNOW_RELEASE_BUILD replaces the build command (`npm run package`) in tests.
set -eu
cd "$(dirname "$0")/.."

fail() {
  echo "release: $*" >&2
  exit 1
}

[ $# -eq 1 ] || fail "usage: scripts/release.sh X.Y.Z"
version=${1#v}
echo "$version" | grep -Eq '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$' ||
  fail "expected a version X.Y.Z, got '$1'"
tag="v$version"
major="v${version%%.*}"

[ -z "$(git status --porcelain)" ] || fail "the work tree has uncommitted changes: commit or stash them first"
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then
  fail "$tag exists already: a release tag never moves, release a new version"
fi
actual=$(node -p 'require("./package.json").version')
[ "$actual" = "$version" ] ||
  fail "package.json says $actual: run 'npm version $version --no-git-tag-version', rebuild and commit"

# The template's workflow follows the major tag; the staff workflows name this release.
stale=$(grep -H -o 'uses: OWNER/codewinnow@[^ ]*' examples/workflows/*.yml |
  awk -F@ -v major="$major" -v tag="$tag" '{
    want = ($1 ~ /student-check\.yml:/) ? major : tag
    if ($2 != want) print "  " $1 "@" $2 " (expected @" want ")"
  }')
[ -z "$stale" ] || fail "pin the example workflows (and so README.md) to this release:
$stale"

sh -c "${CODEWINNOW_RELEASE_BUILD:-npm run package}" >/dev/null
if [ -n "$(git status --porcelain -- dist dist-cli)" ]; then
  git status --porcelain -- dist dist-cli >&2
  fail "dist/ or dist-cli/ differs from a fresh build: commit the rebuilt bundle first"
fi

git tag -a "$tag" -m "codewinnow $tag"
git tag -f -a "$major" -m "codewinnow $major, at $tag" "$tag^{commit}" >/dev/null
sha=$(git rev-parse "$tag^{commit}")
echo "Tagged $tag at $sha and moved $major there. To publish:"
echo "  git push origin $tag && git push --force origin $major"
echo "  gh release create $tag --verify-tag --title $tag --generate-notes"
echo "Pinned by commit: uses: OWNER/codewinnow@$sha # $tag"
