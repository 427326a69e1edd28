#!/bin/sh
# Runs one diagnostics case: `herald check` on NAME.herald (or NAME/main.herald) and compares its
# standard error, byte for byte, with NAME.expected.
#
# The expected exit code is 1, unless NAME.exit holds another one (2 for I/O). A crash, a sanitizer
# report or exit code 0 fails the case. A shell script, not Python: each of the few hundred cases
# would otherwise pay an interpreter's start, several times what the case itself costs.
#
# usage: run_case.sh HERALD DIRECTORY NAME
herald=$1 directory=$2 case=$3
cd "$directory" || exit 1
target=$case.herald
[ -d "$case" ] && target=$case/main.herald
expected_code=1
[ -f "$case.exit" ] && read -r expected_code < "$case.exit"
actual=$(mktemp) || exit 1
trap 'rm -f "$actual"' EXIT
NO_COLOR=1 "$herald" check "$target" 2> "$actual" > /dev/null
code=$?
failed=0
[ "$code" = "$expected_code" ] || { echo "exit code $code, expected $expected_code"; failed=1; }
if ! cmp -s "$case.expected" "$actual"; then
  echo "diagnostics differ from $case.expected:"
  diff -u --label expected --label actual "$case.expected" "$actual"
  failed=1
fi
exit $failed
