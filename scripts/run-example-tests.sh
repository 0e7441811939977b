#!/usr/bin/env bash
# make example-tests: the example layout library's XCTest suite against the UIKit product, as another package runs
# it (docs/tests-on-linux.md). Its own .build (the root package's UIKit is built again there).
#
# A test listed in Examples/LayoutLibrary/known-failures-linux.txt is a known difference from iOS that another
# issue is fixing (as withKnownIssue in Swift Testing): the run passes when exactly the listed tests fail, and fails
# when another test fails, or when a listed test passes (then remove it from the list).
set -uo pipefail
cd "$(dirname "$0")/.."
package=Examples/LayoutLibrary
known="$package/known-failures-linux.txt"
swift build --build-tests --package-path "$package" || { echo "example-tests: the example package does not build"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test --skip-build --package-path "$package" >"$log" 2>&1
status=$?
grep -E "error: |Executed" "$log" | grep -v "^\s*$" | head -60
passed=$(sed -n "s/^Test Case '\(.*\)' passed.*/\1/p" "$log" | sort -u)
failed=$(sed -n "s/^Test Case '\(.*\)' failed.*/\1/p" "$log" | sort -u)
expected=$( [ -f "$known" ] && sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$known" | grep -v '^$' | sort -u )
if [ -z "$passed$failed" ]; then
  echo "example-tests: no test ran (status $status); the log:"; tail -30 "$log"; exit 1
fi
unexpected=$(comm -23 <(echo "$failed") <(echo "$expected") | grep -v '^$')
fixed=$(comm -13 <(echo "$failed") <(echo "$expected") | grep -v '^$')
echo "example-tests: $(echo "$passed" | grep -c .) passed, $(echo "$failed" | grep -c .) failed ($(echo "$expected" | grep -c .) known)"
ok=0
[ -n "$unexpected" ] && { echo "example-tests: unexpected failures:"; echo "$unexpected" | sed 's/^/  /'; ok=1; }
[ -n "$fixed" ] && { echo "example-tests: listed in $known but did not fail (remove them):"; echo "$fixed" | sed 's/^/  /'; ok=1; }
exit $ok
