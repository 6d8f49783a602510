#!/usr/bin/env bash
# Makes sure the XML checker of the API tests exists: `xmllint` (libxml2-utils)
# validates the listing feeds against tests/feeds/*.xsd. Debian packages only,
# as for the PDF tools (ensure-pdf-tools.sh) and Chromium (ensure-chromium.sh).
set -euo pipefail

command -v xmllint >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-xml-tools] installing libxml2-utils"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y libxml2-utils
  exit 0
fi

cat >&2 <<MSG
[ensure-xml-tools] Missing: xmllint.
The API tests validate the listing feeds with it. Install and run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y libxml2-utils
  macOS:          xmllint comes with the system (or: brew install libxml2)
MSG
exit 1
