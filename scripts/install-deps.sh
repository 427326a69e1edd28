#!/usr/bin/env bash
# Installs the Debian packages Herald needs to build and test (Debian 12).
set -euo pipefail
packages=(g++ cmake ninja-build ccache libboost1.81-dev libfmt-dev libcli11-dev
          nlohmann-json3-dev libgtest-dev libbenchmark-dev libkainjow-mustache-dev
          clang libclang-rt-14-dev python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
