#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. Playwright's own
# browser download is not used: the machines reach only the npm and Debian
# package registries, so the tests run Debian's chromium.
set -euo pipefail

# The same default as playwright.config.ts.
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "[ensure-chromium] chromium not found: installing Debian's chromium package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  exit 0
fi

cat >&2 <<MSG
[ensure-chromium] Chromium was not found at ${browser}.
The end-to-end tests need it. Install it and run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
