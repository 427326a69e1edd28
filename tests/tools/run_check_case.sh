#!/bin/sh
# Runs one case of tests/checks/: CASE/args holds the arguments given to `herald check` (paths
# relative to CASE/), CASE/expected the exact standard error, CASE/exit the exit code (0 when
# absent). A crash or a sanitizer report fails the case. (A shell script for the reason
# run_case.sh gives.)
#
# usage: run_check_case.sh HERALD CASE_DIR
herald=$1 case_dir=$2
cd "$case_dir" || exit 1
expected_code=0
[ -f exit ] && read -r expected_code < exit
actual=$(mktemp) || exit 1
trap 'rm -f "$actual"' EXIT
# The arguments are words separated by blanks (no quoting: the cases need none).
# shellcheck disable=SC2046
NO_COLOR=1 "$herald" check $(cat args) 2> "$actual" > /dev/null
code=$?
failed=0
[ "$code" = "$expected_code" ] || { echo "exit code $code, expected $expected_code"; failed=1; }
cmp -s expected "$actual" || { diff -u --label expected --label actual expected "$actual"; failed=1; }
exit $failed
