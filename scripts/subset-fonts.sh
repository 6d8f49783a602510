#!/usr/bin/env bash
# Regenerates the two Manrope subsets that src/ui/styles/fonts.css serves beside the package's
# cyrillic file (decision 024). Run it after updating @fontsource-variable/manrope; commit the output.
# Needs fontTools with brotli (Debian: sudo apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
files=node_modules/@fontsource-variable/manrope/files
out=src/ui/styles/fonts
python=/usr/bin/python3
[ -x "$python" ] || python=python3
subset() { "$python" -m fontTools.subset "$1" --unicodes="$2" --layout-features='*' --flavor=woff2 --output-file="$3"; }

# Basic latin: what Russian text draws from the latin range — digits, punctuation, nbsp, quotes,
# dashes, arrows, ×, °, №-adjacent signs. Accented letters come from the package's full latin file.
subset "$files/manrope-latin-wght-normal.woff2" 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2010-2027,U+202F-203A,U+2122,U+2190-2193,U+2212' "$out/manrope-latin-basic-wght.woff2"
# The rouble sign alone: the latin-ext file is 15 KiB for this one glyph.
subset "$files/manrope-latin-ext-wght-normal.woff2" 'U+20BD' "$out/manrope-ruble-wght.woff2"
ls -l "$out"
