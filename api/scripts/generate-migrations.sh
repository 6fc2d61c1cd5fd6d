#!/usr/bin/env bash
# drizzle-kit (hoisted to the root) must find drizzle-orm, which npm keeps inside api/node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
root_link=../node_modules/drizzle-orm
created=0
if [ ! -e "$root_link" ]; then ln -s ../api/node_modules/drizzle-orm "$root_link"; created=1; fi
trap '[ "$created" = 1 ] && rm -f "$root_link"' EXIT
npx drizzle-kit generate "$@"
