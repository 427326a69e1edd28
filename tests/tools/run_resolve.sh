#!/bin/sh
# Runs one `herald resolve` case of tests/resolve/.
#
# A good case is NAME.json (a situation file) beside its expected outputs: NAME.txt (text on
# standard output) and/or NAME.out.json (with --format json). NAME.args, when present, holds more
# arguments (`--roll 9 --roll 7`), and NAME.ruleset another ruleset than the 2010 edition (a path
# from the repository's root). A bad case lives in bad/: NAME.json beside NAME.expected, the exact
# diagnostics on standard error, and the exit code 1 (or the one in NAME.exit: 2 for a valid
# situation refused for its size, resource.limit). A crash, a sanitizer report or another exit
# code fails. (A shell script for the reason run_case.sh gives.) NAME.claims, when present, holds
# what the situation's note works out from the book, checked by resolve_claims.py (resolve/book_claims).
#
# usage: run_resolve.sh HERALD DIRECTORY CASE   (CASE: NAME or bad/NAME)
herald=$1 directory=$2 case=$3
repository=$(cd "$(dirname "$0")/../.." && pwd)
cd "$directory/$(dirname "$case")" || exit 1
name=$(basename "$case")
ruleset=rulesets/afde/afde-2010.herald
[ -f "$name.ruleset" ] && read -r ruleset < "$name.ruleset"
# Relative to the case's folder, as a user there would write it: the path shows in the output.
ruleset=$(realpath -m --relative-to=. "$repository/$ruleset")
extra=""
[ -f "$name.args" ] && extra=$(cat "$name.args")
actual=$(mktemp) && errors=$(mktemp) || exit 1
trap 'rm -f "$actual" "$errors"' EXIT
failed=0

# Runs herald resolve with the case's arguments and then "$@"; its exit code in $code.
run() {
  # shellcheck disable=SC2086
  NO_COLOR=1 "$herald" resolve "$ruleset" "$name.json" $extra "$@" > "$actual" 2> "$errors"
  code=$?
}

# compare EXPECTED ACTUAL WHAT: a unified diff and a failure when they differ.
compare() {
  cmp -s "$1" "$2" && return
  echo "$3 differs:"
  diff -u --label expected --label actual "$1" "$2"
  failed=1
}

if [ -f "$name.expected" ]; then
  run
  expected_code=1
  [ -f "$name.exit" ] && read -r expected_code < "$name.exit"
  [ "$code" = "$expected_code" ] || { echo "exit code $code, expected $expected_code"; failed=1; }
  compare "$name.expected" "$errors" diagnostics
  exit $failed
fi
found=0
for expected in "$name.txt" "$name.out.json"; do
  [ -f "$expected" ] || continue
  found=1
  case $expected in *.json) run --format json ;; *) run ;; esac
  [ "$code" = 0 ] || { echo "exit code $code:"; cat "$errors"; failed=1; }
  compare "$expected" "$actual" "$expected"
done
[ $found = 1 ] || { echo "no expected output (NAME.txt, NAME.out.json or NAME.expected)"; failed=1; }
exit $failed
