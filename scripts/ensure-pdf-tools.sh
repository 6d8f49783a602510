#!/usr/bin/env bash
# Makes sure the PDF checkers of the API tests exist: `pdftotext`/`pdfinfo`
# (poppler-utils) read the rendered lot sheets back, `qpdf --check` validates
# their structure. Debian packages only, as for Chromium (ensure-chromium.sh).
set -euo pipefail

missing=()
command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-pdf-tools] installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y "${missing[@]}"
  exit 0
fi

cat >&2 <<MSG
[ensure-pdf-tools] Missing: ${missing[*]}.
The API tests read the PDF lot sheets back with them. Install and run the tests again:
  Debian/Ubuntu:  sudo apt-get install -y ${missing[*]}
  macOS:          brew install poppler qpdf
MSG
exit 1
