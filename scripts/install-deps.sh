#!/usr/bin/env bash
# Installs the Debian packages Herald needs to build and test (Debian 12): the
# player aids need pugixml, Pango, cairo, librsvg and the DejaVu fonts; their
# tests poppler's pdftotext and pdftoppm and a headless Chromium; the SARIF tests
# python3-jsonschema (against the official schema, tests/sarif/); the kill test strace. And
# the locales its determinism test runs under.
set -euo pipefail
packages=(g++ cmake ninja-build ccache libboost1.81-dev libfmt-dev libcli11-dev
          nlohmann-json3-dev libgtest-dev libbenchmark-dev libkainjow-mustache-dev
          clang libclang-rt-14-dev python3 python3-jsonschema locales
          pkg-config libpugixml-dev libpango1.0-dev libcairo2-dev librsvg2-dev fonts-dejavu-core
          poppler-utils chromium strace)
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# French (the 2014 edition's language) and Turkish (whose dotless i breaks
# case folding): outputs must not change with them.
wanted=()
for l in fr_FR tr_TR; do
  locale -a 2>/dev/null | grep -qix "$l.utf8" || wanted+=("$l")
done
if [ ${#wanted[@]} -gt 0 ]; then
  for l in "${wanted[@]}"; do
    $sudo_cmd sed -i "s/^# *\($l.UTF-8 UTF-8\)/\1/" /etc/locale.gen
  done
  $sudo_cmd locale-gen >/dev/null
fi
