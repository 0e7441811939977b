#!/usr/bin/env bash
# scripts/test-suite.sh REPO... : run a real iOS project's OWN test suite on Linux against this repository's UIKit
# and SwiftUI, in one command (docs/tests-on-linux.md, "One command for a project's own suite").
#
#   scripts/test-suite.sh ~/src/MagazineLayout                    # its Sources/* and Tests/*
#   scripts/test-suite.sh ~/src/App --module App --sources ~/src/App/App --tests ~/src/App/AppTests
#   scripts/test-suite.sh ~/src/A ~/src/B --out /tmp/suites      # several projects, one build of UIKit
#
# For each REPO it finds the modules (below), copies their Swift files (never anything else, never into REPO) into
# OUT/raw as one package that depends on this repository by path, rewrites that with `playground rewrite` into
# OUT/pkg, and runs `swift test` there; the last line says how many tests passed and failed.
#
# The modules of a REPO:
# - with a Package.swift: its .target and .testTarget names and paths (python3 reads them; SwiftPM's default
#   Sources/NAME, Tests/NAME without a path:); nothing else of it (its dependencies, platforms and tools version are
#   iOS's and may not build here); a manifest without test targets gets the …Tests folders below;
# - else with a Sources folder: each folder under Sources/ (Tests/) that holds Swift files is a library (test) target;
# - without one (an Xcode project): the test targets are the folders named …Tests (not …UITests) holding a Swift
#   file with an XCTestCase or `import Testing`; the library is every other Swift file of REPO except examples,
#   demos, samples, Pods, Carthage, build folders, files no project.pbxproj names and an app's entry point (a file
#   with `@main`, `@UIApplicationMain` or `UIApplicationMain(`), named as the tests import it (`@testable import X`);
# - `--module NAME --sources DIR... --tests DIR...` says it instead (after its REPO).
# A target depends on the targets whose module it imports; every one on UIKit; those importing SwiftUI on SwiftUI;
# test targets also on PlaygroundXCTest (XCTestCase an NSObject, UIKit through XCTest) imported into every file.
# Sources compile in Swift 5 language mode (iOS projects built with Xcode's default); a module imported that none of
# the projects provides (a third-party package: Quick, Nimble, SnapKit, …; Apple's Combine, not on Linux) is named in
# one line, and not fetched.
#
# Options: --out DIR (default ./.build/suites), --filter PATTERN (swift test --filter), --exclude TEXT (leave out
# the files whose path below their project holds TEXT, e.g. /SwiftUI/; repeatable), --no-run (write OUT/raw and
# OUT/Package.swift of it, print the targets, build nothing). PLAYGROUND=path/to/playground picks the binary that
# rewrites (default: this repository's .build/debug/playground, then `playground` on PATH).
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=$PWD/.build/suites; filter=(); run=1; excludes=()
repos=(); declare -A mod_of=() srcs_of=() tests_of=()
current=""; side=""
die() { echo "test-suite: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$(mkdir -p "$2" && cd "$2" && pwd) || die "cannot make $2"; shift 2;;
    --filter) filter=(--filter "$2"); shift 2;;
    --no-run) run=0; shift;;
    --exclude) excludes+=("$2"); shift 2;;
    --module) [ -n "$current" ] || die "--module comes after its REPO"; mod_of[$current]=$2; shift 2;;
    --sources) [ -n "$current" ] || die "--sources comes after its REPO"; side=s; shift;;
    --tests) [ -n "$current" ] || die "--tests comes after its REPO"; side=t; shift;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    -*) die "unknown option $1 (see --help)";;
    *) [ -d "$1" ] || die "$1 is not a folder"
       d=$(cd "$1" && pwd)
       if [ "$side" = s ]; then srcs_of[$current]+="$d"$'\n'
       elif [ "$side" = t ]; then tests_of[$current]+="$d"$'\n'
       else repos+=("$d"); current=$d; fi
       shift;;
  esac
  # a folder after --sources/--tests stays on that side until the next option
  case "${1:-}" in --sources|--tests|--module|--out|--filter|--no-run|--exclude) side="";; esac
done
[ ${#repos[@]} -gt 0 ] || die "usage: scripts/test-suite.sh REPO... [--out DIR] [--filter PATTERN] [--no-run]"

raw=$out/raw; pkg=$out/pkg
rm -rf "$raw"; mkdir -p "$raw/Sources" "$raw/Tests"
skip_dirs='(/[.]build/|/[.]git/|/[.]swiftpm/|/Pods/|/Carthage/|/DerivedData/|/[^/]*([Ee]xample|[Dd]emo|[Ss]ample)[^/]*/)'
# keep_under BASE : the paths (stdin) whose part below BASE is in no skipped folder (BASE's own path may be anything).
keep_under() { awk -v b="$1" -v re="$skip_dirs" -v ex="$(printf '%s\n' "${excludes[@]}")" '
  BEGIN { n = split(ex, xs, "\n") }
  { r = substr($0, length(b) + 1); if (r ~ re) next
    for (i = 1; i <= n; i++) if (xs[i] != "" && index(r, xs[i]) > 0) next
    print }'; }

# copy_swift TARGETDIR FOLDER... : the folders' Swift files, keeping their paths below each folder.
copy_swift() {
  local dst=$1; shift
  local f
  for folder in "$@"; do
    [ -n "$folder" ] || continue
    while IFS= read -r f; do
      local rel=${f#"$folder"/}
      mkdir -p "$dst/$(dirname "$rel")"; cp "$f" "$dst/$rel"
    done < <(find "$folder" -name '*.swift' -type f | keep_under "$folder" | sort)
  done
}
# manifest_targets PACKAGE.SWIFT : "lib|test NAME PATH" for each .target / .testTarget of the manifest (its name and
# path: argument, or SwiftPM's predefined Sources/NAME, Tests/NAME, …); executables, plugins and binaries are not read.
manifest_targets() {
  python3 - "$1" <<'PY'
import os, re, sys
base = os.path.dirname(os.path.abspath(sys.argv[1]))
text = re.sub(r"//[^\n]*", "", open(sys.argv[1], encoding="utf-8", errors="replace").read())
starts = [(m.start(), m.group(1)) for m in re.finditer(r"\.(target|testTarget|executableTarget|plugin|binaryTarget|systemLibrary|macro)\s*\(", text)]
for i, (at, kind) in enumerate(starts):
    if kind not in ("target", "testTarget"):
        continue
    body = text[at: starts[i + 1][0] if i + 1 < len(starts) else len(text)]
    name = re.search(r'name\s*:\s*"([^"]+)"', body)
    if not name:
        continue
    path = re.search(r'\bpath\s*:\s*"([^"]*)"', body)
    # SwiftPM's predefined folders (a test target's also Tests/)
    roots = (["Tests"] if kind == "testTarget" else []) + ["Sources", "Source", "src", "srcs"]
    found = [r + "/" + name.group(1) for r in roots if os.path.isdir(os.path.join(base, r, name.group(1)))]
    where = path.group(1) if path else (found[0] if found else roots[0] + "/" + name.group(1))
    print("test" if kind == "testTarget" else "lib", name.group(1), where or ".")
PY
}
# find_test_dirs REPO : its …Tests folders (not …UITests) holding an XCTestCase or `import Testing`.
find_test_dirs() {
  local d
  while IFS= read -r d; do
    case "$d" in *UITests) continue;; esac
    grep -rlqE 'XCTestCase|^import Testing' --include='*.swift' "$d" && echo "$d"
  done < <(find "$1" -type d -name '*Tests' | keep_under "$1" | sort)
}
has_swift() { find "$1" -name '*.swift' -type f 2>/dev/null | keep_under "$1" | grep -q .; }

for repo in "${repos[@]}"; do
  if [ -n "${srcs_of[$repo]:-}${tests_of[$repo]:-}" ]; then
    name=${mod_of[$repo]:-$(basename "$repo")}
    mapfile -t s < <(printf '%s' "${srcs_of[$repo]:-}")
    mapfile -t t < <(printf '%s' "${tests_of[$repo]:-}")
    copy_swift "$raw/Sources/$name" "${s[@]}"
    copy_swift "$raw/Tests/${name}Tests" "${t[@]}"
  elif [ -f "$repo/Package.swift" ] && command -v python3 >/dev/null && targets=$(manifest_targets "$repo/Package.swift") \
       && [ -n "$targets" ]; then
    ntests=0
    while read -r kind tname tpath; do
      d=$repo/$tpath; [ -d "$d" ] && has_swift "$d" || continue
      if [ "$kind" = test ]; then copy_swift "$raw/Tests/$tname" "$d"; ntests=$((ntests + 1))
      else copy_swift "$raw/Sources/$tname" "$d"; fi
    done <<< "$targets"
    # A manifest without tests (the suite is the Xcode project's, as Parchment's): its …Tests folders.
    if [ $ntests = 0 ]; then
      while IFS= read -r d; do copy_swift "$raw/Tests/$(basename "$d")" "$d"; done < <(find_test_dirs "$repo")
    fi
  elif [ -d "$repo/Sources" ]; then
    for d in "$repo"/Sources/*/; do d=${d%/}; has_swift "$d" && copy_swift "$raw/Sources/$(basename "$d")" "$d"; done
    for d in "$repo"/Tests/*/; do d=${d%/}; [ -d "$d" ] && has_swift "$d" && copy_swift "$raw/Tests/$(basename "$d")" "$d"; done
  else
    mapfile -t tests < <(find_test_dirs "$repo")
    [ ${#tests[@]} -gt 0 ] || { echo "test-suite: $repo: no test folder (…Tests with an XCTestCase); name it with --tests"; continue; }
    name=${mod_of[$repo]:-}
    if [ -z "$name" ]; then
      name=$(grep -rhoE '^@testable import [A-Za-z_][A-Za-z0-9_]*' --include='*.swift' "${tests[@]}" \
             | awk '{print $3}' | sort | uniq -c | sort -rn | awk 'NR==1{print $2}')
      [ -n "$name" ] || name=$(basename "$repo")
    fi
    lib="$raw/Sources/$name"; mkdir -p "$lib"
    # The Xcode project lists its targets' files: a Swift file no project.pbxproj names (a stale copy, a pod's
    # source beside the project) is not built there, so not here; of two files of one name the first is kept
    # (the shallowest; SwiftPM refuses two of one name in a module, as Xcode does in a target).
    listed=$(find "$repo" -name project.pbxproj -path '*.xcodeproj/*' | keep_under "$repo" \
             | xargs -r grep -hoE '(path|name) = "?[^";]*\.swift' | sed -E 's/.*[ "\/]//' | sort -u)
    declare -A seen=()
    while IFS= read -r f; do
      b=$(basename "$f")
      inside=0; for d in "${tests[@]}"; do case "$f" in "$d"/*) inside=1;; esac; done
      case "/${f#"$repo"/}" in */*Tests/*) inside=1;; esac
      [ $inside = 0 ] || continue
      grep -qE '^[[:space:]]*@(main|UIApplicationMain)\b|UIApplicationMain\(' "$f" && continue
      if [ -n "$listed" ] && ! grep -qxF "$b" <<< "$listed"; then
        echo "test-suite: left out ${f#"$repo"/}: no Xcode project of $(basename "$repo") builds it"; continue; fi
      if [ -n "${seen[$b]:-}" ]; then
        echo "test-suite: left out ${f#"$repo"/}: ${seen[$b]} has its name"; continue; fi
      rel=${f#"$repo"/}; mkdir -p "$lib/$(dirname "$rel")"; cp "$f" "$lib/$rel"; seen[$b]=$rel
    done < <(find "$repo" -name '*.swift' -type f | keep_under "$repo" | grep -v '/Package.swift$' \
             | awk -F/ '{ print NF "\t" $0 }' | sort -t "$(printf '\t')" -k1,1n -k2 | cut -f2-)   # shallowest first
    for d in "${tests[@]}"; do
      t=$(basename "$d"); [ "$t" = Tests ] && t=${name}Tests   # a package's plain Tests folder (path: "Tests")
      copy_swift "$raw/Tests/$t" "$d"
    done
  fi
done

libs=(); for d in "$raw"/Sources/*/; do [ -d "$d" ] && libs+=("$(basename "$d")"); done
ours=" UIKit SwiftUI QuartzCore CoreGraphics Foundation XCTest Testing Darwin Glibc Dispatch os OSLog Observation
       Accessibility CoreFoundation ObjectiveC simd CoreText UniformTypeIdentifiers Swift _Concurrency "
provided() { [[ "$ours" == *" $1 "* ]] || printf '%s\n' "${libs[@]}" | grep -qx "$1"; }
# A test file importing a module nothing here provides (a test helper package, or a file its Xcode project no longer
# builds) is left out, so the rest of the suite runs; a library's is named below and fails the build.
while IFS= read -r f; do
  for m in $(grep -hoE '^[[:space:]]*(@testable[[:space:]]+|@preconcurrency[[:space:]]+)*import[[:space:]]+(class |struct |enum |protocol |func |var |let |typealias )?[A-Za-z_][A-Za-z0-9_]*' "$f" \
             | awk '{print $NF}' | sort -u); do
    tgt=${f#"$raw"/Tests/}; [ "$m" = "${tgt%%/*}" ] && continue
    provided "$m" && continue
    [ -d "$raw/Tests/$m" ] && continue
    echo "test-suite: left out ${f#"$raw"/}: it imports $m, which no project here provides"; rm -f "$f"; break
  done
done < <(find "$raw/Tests" -name '*.swift' -type f | sort)
for d in "$raw"/Tests/*/; do [ -d "$d" ] && ! has_swift "$d" && rm -rf "$d"; done
testdirs=(); for d in "$raw"/Tests/*/; do [ -d "$d" ] && testdirs+=("$(basename "$d")"); done
[ ${#libs[@]} -gt 0 ] || die "no library sources found in ${repos[*]}"

imports_of() { grep -rhoE '^[[:space:]]*(@testable[[:space:]]+|@_exported[[:space:]]+|@preconcurrency[[:space:]]+)*import[[:space:]]+(class |struct |enum |protocol |func |var |let |typealias )?[A-Za-z_][A-Za-z0-9_]*' \
               --include='*.swift' "$1" | awk '{print $NF}' | sort -u; }
deps_line() {  # deps_line FOLDER SELF TEST(0/1)
  local dir=$1 self=$2 istest=$3 deps=() m
  for m in $(imports_of "$dir"); do
    [ "$m" = "$self" ] && continue
    printf '%s\n' "${libs[@]}" | grep -qx "$m" && deps+=("\"$m\"")
  done
  deps+=(uikit)
  imports_of "$dir" | grep -qx SwiftUI && deps+=(swiftui)
  [ "$istest" = 1 ] && deps+=(xct)
  [ "$istest" = 1 ] && imports_of "$dir" | grep -qx Testing && deps+=(overlays)
  (IFS=,; echo "${deps[*]}" | sed 's/,/, /g')
}
{
  echo "// swift-tools-version: 6.1"
  echo "// Written by scripts/test-suite.sh from ${repos[*]}"
  echo "import PackageDescription"
  echo "let uikit: Target.Dependency = .product(name: \"UIKit\", package: \"LayoutPlayground\")"
  echo "let swiftui: Target.Dependency = .product(name: \"SwiftUI\", package: \"LayoutPlayground\")"
  echo "let xct: Target.Dependency = .product(name: \"PlaygroundXCTest\", package: \"LayoutPlayground\")"
  echo "let overlays: Target.Dependency = .product(name: \"UIKitTestingOverlays\", package: \"LayoutPlayground\")"
  echo "let flags: [SwiftSetting] = [.swiftLanguageMode(.v5), .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"])]"
  echo "let tflags = flags + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"PlaygroundXCTest\"])]"
  echo "let package = Package("
  echo "    name: \"Suites\", platforms: [.iOS(.v17)],"
  echo "    dependencies: [.package(name: \"LayoutPlayground\", path: \"$here\")],"
  echo "    targets: ["
  for l in "${libs[@]}"; do
    echo "        .target(name: \"$l\", dependencies: [$(deps_line "$raw/Sources/$l" "$l" 0)], swiftSettings: flags),"
  done
  for t in "${testdirs[@]}"; do
    echo "        .testTarget(name: \"$t\", dependencies: [$(deps_line "$raw/Tests/$t" "$t" 1)], swiftSettings: tflags),"
  done
  echo "    ])"
} > "$raw/Package.swift"
# deps_line ran in subshells: collect the missing modules again here.
for l in "${libs[@]}" "${testdirs[@]}"; do
  dir="$raw/Sources/$l"; [ -d "$dir" ] || dir="$raw/Tests/$l"
  for m in $(imports_of "$dir"); do
    [ "$m" = "$l" ] && continue
    printf '%s\n' "${libs[@]}" | grep -qx "$m" && continue
    [[ "$ours" == *" $m "* ]] || echo "test-suite: $l imports $m, which no project here provides (a third-party package is not fetched)"
  done
done | sort -u

echo "test-suite: libraries: ${libs[*]}"
echo "test-suite: test targets: ${testdirs[*]:-none}"
[ $run = 1 ] || { echo "test-suite: package written to $raw (--no-run)"; exit 0; }
[ ${#testdirs[@]} -gt 0 ] || die "no test target found"

bin=${PLAYGROUND:-}
[ -n "$bin" ] || { [ -x "$here/.build/debug/playground" ] && bin=$here/.build/debug/playground; }
[ -n "$bin" ] || bin=$(command -v playground) || die "no playground binary: run 'swift build --product playground' in $here or set PLAYGROUND"
# A file of an earlier run that this run left out goes too (the rewrite writes only changed files, deletes none).
[ -d "$pkg" ] && find "$pkg/Sources" "$pkg/Tests" -name '*.swift' -type f 2>/dev/null | while IFS= read -r f; do
  [ -f "$raw/${f#"$pkg"/}" ] || rm -f "$f"; done
"$bin" rewrite "$raw" "$pkg" || die "playground rewrite failed"
log=$out/test.log
swift build --build-tests --package-path "$pkg" >"$out/build.log" 2>&1
built=$?
grep -E "^/.*error:" "$out/build.log" | sed "s|^$raw/||" | sort -u | head -40
if [ $built != 0 ]; then
  echo "test-suite: the build failed ($(grep -cE '^/.*error:' "$out/build.log") errors; the whole log: $out/build.log): no test ran"
  exit 1
fi
swift test --skip-build --package-path "$pkg" "${filter[@]}" >"$log" 2>&1
status=$?
grep -E "^Test Case .* failed|error: |Fatal error|Executed [0-9]+ test|✘|✔ Test run" "$log" | head -80
passed=$(grep -cE "^Test Case .* passed|^✔ Test [^r]" "$log")
failed=$(grep -cE "^Test Case .* failed|^✘ Test [^r]" "$log")
if grep -qE "exited with unexpected signal|^Fatal error|Fatal error:" "$log"; then
  last=$(grep -oE "^Test Case '[^']*' started" "$log" | tail -1 | sed -E "s/^Test Case '(.*)' started/\1/")
  echo "test-suite: the run stopped at a crash${last:+ in $last} (the tests after it did not run; --filter runs the others)"
fi
echo "test-suite: $passed passed, $failed failed (status $status; the whole log: $log)"
exit $status
