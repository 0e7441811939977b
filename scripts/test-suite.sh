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
#   Sources/NAME, Tests/NAME without a path:), their `sources:` and `exclude:`; nothing else of it (its dependencies,
#   platforms and tools version are iOS's and may not build here); a manifest without test targets gets the …Tests
#   folders below, or CocoaPods' Example/Tests;
# - else with a Sources folder: each folder under Sources/ (Tests/) that holds Swift files is a library (test) target;
# - without one (an Xcode project): the test targets are the folders named …Tests (not …UITests) holding a Swift
#   file with an XCTestCase or `import Testing`; the library is every other Swift file of REPO except examples,
#   demos, samples, Pods, Carthage, build folders, files no project.pbxproj names and an app's entry point (a file
#   with `@main`, `@UIApplicationMain` or `UIApplicationMain(`), named as the tests import it (`@testable import X`,
#   else the plain import a project or folder is named after; so is a Sources/ folder of files without a manifest);
#   of several Xcode projects, the folder of NAME.xcodeproj;
# - `--module NAME --sources DIR... --tests DIR...` says it instead (after its REPO).
# Imports inside #if … #endif are the compiler's to skip: they leave no file out; but `#if SWIFT_PACKAGE` holds in
# every SwiftPM build (SwiftPM defines it for each target), so its imports count (typelift/SwiftCheck's tests:
# `#if SWIFT_PACKAGE import FileCheck #endif`). Test files that do not compile are
# left out and the build tried again; a test that crashes is skipped in a run again and counted as failed.
# A target depends on the targets whose module it imports; every one on UIKit; those importing SwiftUI on SwiftUI;
# test targets also on PlaygroundXCTest (XCTestCase an NSObject, UIKit through XCTest) imported into every file.
# Sources compile in Swift 5 language mode (iOS projects built with Xcode's default); a module imported that none of
# the projects provides (a third-party package: Quick, Nimble, SnapKit, …; Combine's subset is SwiftUI's here) is named in
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
    -h|--help) sed -n '2,36p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
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

raw=$out/raw; pkg=$out/pkg; umbrella=""; swift6=""; swift42=""; manifest_tests=""
rm -rf "$raw"; mkdir -p "$raw/Sources" "$raw/Tests"
skip_dirs='(/[.]build/|/[.]git/|/[.]swiftpm/|/Pods/|/Carthage/|/DerivedData/|/[^/]*([Ee]xample|[Dd]emo|[Ss]ample)[^/]*/)'
# keep_under BASE : the paths (stdin) whose part below BASE is in no skipped folder (BASE's own path may be anything).
keep_under() { awk -v b="$1" -v re="$skip_dirs" -v ex="$(printf '%s\n' "${excludes[@]}")" '
  BEGIN { n = split(ex, xs, "\n") }
  { r = substr($0, length(b) + 1); if (r ~ re) next
    for (i = 1; i <= n; i++) if (xs[i] != "" && index(r, xs[i]) > 0) next
    print }'; }

# copy_swift TARGETDIR FOLDER... : the folders' Swift files and Interface Builder documents (`.xib`, `.storyboard`:
# a suite's nibs, which `resources_of` declares; UIKit's UINib reads them from the test bundle), keeping their paths
# below each folder (but those below the paths $skip_rel names, "|"-separated: a manifest's `exclude:`).
skip_rel=""; only_rel=""
copy_swift() {
  local dst=$1; shift
  local f
  for folder in "$@"; do
    [ -n "$folder" ] || continue
    while IFS= read -r f; do
      local rel=${f#"$folder"/} x skip=0
      # the manifest's `exclude:` of this target (paths below its folder), and its `sources:` when it has one
      if [ -n "$skip_rel" ]; then
        while IFS= read -r x; do [ -n "$x" ] && case "$rel" in "${x%/}"|"${x%/}"/*) skip=1;; esac
        done <<< "${skip_rel//|/$'\n'}"
      fi
      if [ -n "$only_rel" ]; then
        local inside=0
        while IFS= read -r x; do [ -n "$x" ] && case "$rel" in "${x%/}"|"${x%/}"/*) inside=1;; esac
        done <<< "${only_rel//|/$'\n'}"
        [ $inside = 1 ] || skip=1
      fi
      # SwiftPM's old Linux entry point (`XCTMain([...])` at the top level): SwiftPM finds the tests itself now, and
      # in a test target it is top-level code that does not compile (lxcid/ListDiff's Tests/LinuxMain.swift)
      [ "$(basename "$rel")" = LinuxMain.swift ] && skip=1
      [ $skip = 0 ] || continue
      mkdir -p "$dst/$(dirname "$rel")"; cp "$f" "$dst/$rel"
    done < <(find "$folder" \( -name '*.swift' -o -name '*.xib' -o -name '*.storyboard' \) -type f | keep_under "$folder" | sort)
  done
}
# manifest_targets PACKAGE.SWIFT : "lib|test NAME PATH" for each .target / .testTarget of the manifest (its name and
# path: argument, or SwiftPM's predefined Sources/NAME, Tests/NAME, …); executables, plugins and binaries are not read.
manifest_targets() {
  python3 - "$1" <<'PY'
import os, re, sys
base = os.path.dirname(os.path.abspath(sys.argv[1]))
raw = open(sys.argv[1], encoding="utf-8", errors="replace").read()
text = re.sub(r"//[^\n]*", "", raw)
starts = [(m.start(), m.group(1)) for m in re.finditer(r"\.(target|testTarget|executableTarget|plugin|binaryTarget|systemLibrary|macro)\s*\(", text)]
# From tools version 5.9 the one target of its kind (regular and executable targets share Sources/, test targets
# Tests/) may occupy the whole predefined folder: SwiftPM's PackageBuilder, "If there is only one target defined,
# it may be allowed to occupy the entire predefined target directory" (seek-oss/seek-stackable: Sources/*.swift).
tools = re.search(r"swift-tools-version\s*:\s*(\d+)\.(\d+)", raw.split("\n", 1)[0])
whole_folder = bool(tools) and (int(tools.group(1)), int(tools.group(2))) >= (5, 9)
kinds = [k for _, k in starts]
# The language mode SwiftPM compiles the targets in: the highest of the package's `swiftLanguageModes:`
# (`swiftLanguageVersions:`) list, else Swift 5 (below); a target's own
# `.swiftLanguageMode(.v5)` setting wins (ioskrew/SwiftLayout: tools 6.0, `[.v6]`, its main-actor default
# arguments need Swift 6's isolated default values).
modes = re.search(r"\bswiftLanguage(?:Modes|Versions)\s*:\s*\[([^\]]*)\]", text)
if modes:
    package_mode = "6" if re.search(r'\.v6\b|\.version\(\s*"6', modes.group(1)) else "5"
else:
    # (SwiftPM's default from tools 6.0 is Swift 6, but not here yet: this UIKit's NSLayoutConstraint is not
    # main-actor isolated as the iOS 18 SDK's is, so freshOS/Stevia's tools-6.0 `static var` in its subclass would
    # not compile; only a package that lists .v6 itself is compiled in Swift 6)
    package_mode = "5"
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
    alone = (kinds.count("testTarget") if kind == "testTarget" else kinds.count("target") + kinds.count("executableTarget")) == 1
    whole = [r for r in roots if os.path.isdir(os.path.join(base, r))] if whole_folder and alone else []
    where = path.group(1) if path else (found[0] if found else whole[0] if whole else roots[0] + "/" + name.group(1))
    # (a path written with a trailing slash, `path: "BlueprintUICommonControls/"` beside `sources: ["Sources"]`:
    # without it the paths below the folder are read relative to it; square/Blueprint's target was lost)
    where = where.rstrip("/") if where not in ("", "/") else where
    # its `exclude:` list (paths below the target's folder): SwiftPM builds none of them
    ex = re.search(r"\bexclude\s*:\s*\[([^\]]*)\]", body)
    excluded = "|".join(re.findall(r'"([^"]+)"', ex.group(1))) if ex else ""
    # its `sources:` list: when given, SwiftPM builds only those paths (Blueprints: Shared and iOS+tvOS, not macOS)
    so = re.search(r"\bsources\s*:\s*\[([^\]]*)\]", body)
    only = "|".join(re.findall(r'"([^"]+)"', so.group(1))) if so else ""
    own = re.search(r"\.swiftLanguage(?:Mode|Version)\s*\(\s*\.v(\d)", body)
    print("test" if kind == "testTarget" else "lib", name.group(1), where or ".", excluded or "-", only or "-",
          own.group(1) if own else package_mode)
PY
}
# find_test_dirs REPO : its …Tests folders (not …UITests) holding an XCTestCase, a QuickSpec (found, so that its spec
# files are named as left out for Quick and the library is still built) or `import Testing`; when there is
# none outside examples, CocoaPods' template's (`pod lib create`): the tests of the pod are Example/Tests, beside
# its example app, which is not taken (BenEmdon/CenteredCollectionView, Coeur/CollectionViewCenteredFlowLayout), at
# the top or one folder down (a pod beside the repository's other platforms).
find_test_dirs() {
  local d f found=0 taken=()
  while IFS= read -r d; do
    case "$d" in *UITests) continue;; esac
    # a …Tests folder inside one already taken is part of that target, as SwiftPM and Xcode build it
    # (lxcid/ListDiff's Tests/ListDiffTests/ListDiffStressTests: once its files were two targets' and SwiftPM refused)
    for f in "${taken[@]}"; do case "$d" in "$f"/*) continue 2;; esac; done
    grep -rlqE 'XCTestCase|QuickSpec|^import Testing' --include='*.swift' "$d" && { echo "$d"; found=1; taken+=("$d"); }
  done < <(find "$1" -type d -name '*Tests' | keep_under "$1" | sort)
  [ $found = 1 ] && return
  # (also one folder down: a pod of a repository that holds it beside its other platforms' code, as
  # crescentflare/UniLayout's UniLayoutIOS/Example/Tests beside UniLayoutAndroid)
  for d in "$1"/Example/Tests "$1"/Example/*Tests "$1"/*/Example/Tests "$1"/*/Example/*Tests; do
    [ -d "$d" ] || continue
    case "$d" in *UITests) continue;; esac
    grep -rlqE 'XCTestCase|QuickSpec|^import Testing' --include='*.swift' "$d" && echo "$d"
  done | sort -u
}
# (no `grep -q` after a pipe: with pipefail, the writer killed by SIGPIPE when grep stops early made this fail at
# random, and a target with many files was left out of some runs)
has_swift() { [ -n "$(find "$1" -name '*.swift' -type f 2>/dev/null | keep_under "$1")" ]; }

# other_platform FILE : whether a folder of FILE's path is named for another platform (tvOS, macOS, OSX, watchOS)
# and has a sibling folder named iOS: an Xcode project's target for that platform (hyperoslo/Spots' Sources/tvOS
# beside Sources/iOS declares the same types for tvOS), which its iOS target does not build.
other_platform() {
  local dir=${1%/*} base
  while [ "$dir" != "${dir%/*}" ] && [ -n "$dir" ]; do
    base=${dir##*/}
    case "$base" in tvOS|macOS|OSX|watchOS) [ -d "${dir%/*}/iOS" ] && return 0;; esac
    dir=${dir%/*}
  done
  return 1
}
# tested_module REPO TESTDIR... : the module the tests import their library as: the most common `@testable import X`;
# else (a suite of the public API: `import TZStackView`) the plain import that one of the repository's Xcode projects
# or top folders is named after; else nothing.
tested_module() {
  local repo=$1 m name; shift
  name=$(grep -rhoE '^@testable import [A-Za-z_][A-Za-z0-9_]*' --include='*.swift' "$@" \
         | awk '{print $3}' | sort | uniq -c | sort -rn | awk 'NR==1{print $2}')
  if [ -z "$name" ]; then
    for m in $(grep -rhoE '^import [A-Za-z_][A-Za-z0-9_]*' --include='*.swift' "$@" | awk '{print $2}' \
               | sort | uniq -c | sort -rn | awk '{print $2}'); do
      if [ -n "$(find "$repo" -maxdepth 2 \( -name "$m.xcodeproj" -o -name "$m" \) -type d | keep_under "$repo")" ]
      then name=$m; break; fi
    done
  fi
  echo "$name"
}

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
    while read -r kind tname tpath texcl tonly tmode; do
      d=$repo/$tpath; [ -d "$d" ] && has_swift "$d" || continue
      [ "$tmode" = 6 ] && swift6+=" $tname"
      skip_rel=${texcl#-}; only_rel=${tonly#-}
      if [ "$kind" = test ]; then copy_swift "$raw/Tests/$tname" "$d"; ntests=$((ntests + 1)); manifest_tests+=" $tname"
      else copy_swift "$raw/Sources/$tname" "$d"; fi
      skip_rel=""; only_rel=""
    done <<< "$targets"
    # A manifest without tests (the suite is the Xcode project's, as Parchment's): its …Tests folders.
    # A folder named Tests is the first library's tests (the test module then has a name of its own).
    if [ $ntests = 0 ]; then
      first=$(awk '$1 == "lib" { print $2; exit }' <<< "$targets")
      mapfile -t tdirs < <(find_test_dirs "$repo")
      # The Xcode project may build the library under another module name than the manifest's target, and its
      # tests import that one (exyte/Grid: the manifest's target is ExyteGrid, the project's framework and the
      # tests' `@testable import Grid`): the library is then named as the tests import it, when exactly one
      # `@testable import` names no target of the manifest and the manifest's first library ends with it (a
      # prefix added for SwiftPM's namespace, not another module: `GridMac`, the macOS framework the tests
      # import under `#else`, is not taken) and nothing else imports the manifest's name.
      if [ -n "$first" ] && [ -d "$raw/Sources/$first" ] && [ ${#tdirs[@]} -gt 0 ]; then
        imps=$(grep -rhoE '^[[:space:]]*@testable[[:space:]]+import[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' \
               --include='*.swift' "${tdirs[@]}" | awk '{print $NF}' | sort -u)
        if [ -n "$imps" ] && ! grep -qx "$first" <<< "$imps" \
           && ! grep -rqE "^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+$first\b" --include='*.swift' "$raw/Sources"; then
          as=$(while IFS= read -r m; do
                 [ -d "$raw/Sources/$m" ] && continue
                 case "$first" in *"$m") echo "$m";; esac
               done <<< "$imps")
          if [ -n "$as" ] && [ "$(wc -l <<< "$as")" = 1 ]; then
            echo "test-suite: library $first named $as: its tests import $as (the Xcode project's module), not the manifest's name"
            mv "$raw/Sources/$first" "$raw/Sources/$as"; first=$as
          fi
        fi
      fi
      for d in "${tdirs[@]}"; do
        t=$(basename "$d"); [ "$t" = Tests ] && t=${first:-$(basename "$repo")}Tests
        copy_swift "$raw/Tests/$t" "$d"
      done
    fi
  elif [ -d "$repo/Sources" ] && [ -n "$(find "$repo/Sources" -maxdepth 1 -name '*.swift' -type f)" ]; then
    # A manifest of tools version 3 or 4 that declares no targets, with Swift files directly in Sources/: one module
    # named as the package ("If there are no subdirectories in Sources, the package is a single module named after
    # the package": swift-package-manager's Documentation/PackageDescriptionV3.md, "Source Layouts"; Framezilla,
    # SwiftAutoLayout; LayoutKit's Xcode project builds its Sources/ with its subfolders as one framework too). Its
    # tests are its …Tests folders (Framezilla's Tests/, LayoutKit's LayoutKitTests/), as an Xcode project's.
    name=${mod_of[$repo]:-$(sed -E 's://.*$::' "$repo/Package.swift" 2>/dev/null \
         | grep -oE 'name[[:space:]]*:[[:space:]]*"[^"]+"' | head -1 | sed -E 's/.*"([^"]+)"/\1/')}
    # No manifest (an Xcode project building Sources/ as its framework, SoySauceLab/CollectionKit): named as its
    # tests import it.
    if [ -z "$name" ]; then mapfile -t tdirs < <(find_test_dirs "$repo"); [ ${#tdirs[@]} -gt 0 ] && name=$(tested_module "$repo" "${tdirs[@]}"); fi
    [ -n "$name" ] || name=$(basename "$repo")
    copy_swift "$raw/Sources/$name" "$repo/Sources"
    # Built by its Xcode project as a framework: its umbrella header's UIKit is every file's (Framezilla's files
    # import only Foundation), as below.
    hdr=$(find "$repo" -name "$name.h" -type f | keep_under "$repo" | head -1)
    [ -n "$hdr" ] && grep -qE '#import <UIKit/|@import UIKit' "$hdr" && umbrella+=" $name"
    while IFS= read -r d; do
      t=$(basename "$d"); [ "$t" = Tests ] && t=${name}Tests
      copy_swift "$raw/Tests/$t" "$d"
    done < <(find_test_dirs "$repo")
  elif [ -d "$repo/Sources" ] && { [ -f "$repo/Package.swift" ] || has_swift "$repo/Tests"; }; then
    # (SwiftPM's layout, one module a folder, with a manifest or SwiftPM's Tests/ folder: a Sources/ of platform
    # folders with neither is an Xcode project's (hyperoslo/Spots' Sources/{iOS,tvOS,macOS,Shared} and its
    # top-level SpotsTests), below)
    for d in "$repo"/Sources/*/; do d=${d%/}; has_swift "$d" && copy_swift "$raw/Sources/$(basename "$d")" "$d"; done
    for d in "$repo"/Tests/*/; do d=${d%/}; [ -d "$d" ] && has_swift "$d" && copy_swift "$raw/Tests/$(basename "$d")" "$d"; done
  else
    mapfile -t tests < <(find_test_dirs "$repo")
    [ ${#tests[@]} -gt 0 ] || { echo "test-suite: $repo: no test folder (…Tests with an XCTestCase); name it with --tests"; continue; }
    name=${mod_of[$repo]:-}
    if [ -z "$name" ]; then
      name=$(tested_module "$repo" "${tests[@]}")
      [ -n "$name" ] || name=$(basename "$repo")
    fi
    lib="$raw/Sources/$name"; mkdir -p "$lib"
    # A framework whose umbrella header (NAME.h) imports UIKit gives every Swift file of its module UIKit, as Xcode
    # does through the module's Objective-C half: a file importing only Foundation names UICollectionView there
    # (ADMozaikCollectionViewLayout); here every file of that module imports UIKit.
    hdr=$(find "$repo" -name "$name.h" -type f | keep_under "$repo" | head -1)
    [ -n "$hdr" ] && grep -qE '#import <UIKit/|@import UIKit' "$hdr" && umbrella+=" $name"
    # Several Xcode projects (a workspace of the library's project and an integration app's): the library is the
    # folder of the project named as the tests import it (NAME.xcodeproj), not the app beside it.
    root=$repo
    if [ "$(find "$repo" -name '*.xcodeproj' -type d | keep_under "$repo" | wc -l)" -gt 1 ]; then
      proj=$(find "$repo" -name "$name.xcodeproj" -type d | keep_under "$repo" | head -1)
      [ -n "$proj" ] && root=$(dirname "$proj")
    fi
    # The Xcode project lists its targets' files: a Swift file no project.pbxproj names (a stale copy, a pod's
    # source beside the project) is not built there, so not here; of two files of one name the first is kept
    # (the shallowest; SwiftPM refuses two of one name in a module, as Xcode does in a target).
    listed=$(find "$root" -name project.pbxproj -path '*.xcodeproj/*' | keep_under "$repo" \
             | xargs -r grep -hoE '(path|name) = "?[^";]*\.swift' | sed -E 's/.*[ "\/]//' | sort -u)
    declare -A seen=()
    while IFS= read -r f; do
      b=$(basename "$f")
      inside=0; for d in "${tests[@]}"; do case "$f" in "$d"/*) inside=1;; esac; done
      case "/${f#"$repo"/}" in */*Tests/*) inside=1;; esac
      [ $inside = 0 ] || continue
      grep -qE '^[[:space:]]*@(main|UIApplicationMain)\b|UIApplicationMain\(' "$f" && continue
      if other_platform "$f"; then
        echo "test-suite: left out ${f#"$repo"/}: its folder is another platform's, beside an iOS folder (the Xcode project's other target)"; continue; fi
      if [ -n "$listed" ] && ! grep -qxF "$b" <<< "$listed"; then
        echo "test-suite: left out ${f#"$repo"/}: no Xcode project of $(basename "$repo") builds it"; continue; fi
      if [ -n "${seen[$b]:-}" ]; then
        echo "test-suite: left out ${f#"$repo"/}: ${seen[$b]} has its name"; continue; fi
      rel=${f#"$repo"/}; mkdir -p "$lib/$(dirname "$rel")"; cp "$f" "$lib/$rel"; seen[$b]=$rel
    done < <(find "$root" -name '*.swift' -type f | keep_under "$repo" | grep -v '/Package.swift$' \
             | awk -F/ '{ print NF "\t" $0 }' | sort -t "$(printf '\t')" -k1,1n -k2 | cut -f2-)   # shallowest first
    # The Xcode project's language mode: Swift 4.2 when every SWIFT_VERSION it sets is 4.x (wayfair's BrickKit, 4.2:
    # its logger forwards an @autoclosure parameter without calling it, an error from Swift 5 on), else Swift 5.
    versions=$(find "$root" -name project.pbxproj -path '*.xcodeproj/*' | keep_under "$repo" \
               | xargs -r grep -hoE 'SWIFT_VERSION = "?[0-9.]+' | sed -E 's/.*= "?//' | sort -u)
    old_swift=0; [ -n "$versions" ] && ! grep -vqE '^[34](\.|$)' <<< "$versions" && old_swift=1
    [ $old_swift = 1 ] && swift42+=" $name"
    for d in "${tests[@]}"; do
      t=$(basename "$d"); [ "$t" = Tests ] && t=${name}Tests   # a package's plain Tests folder (path: "Tests")
      copy_swift "$raw/Tests/$t" "$d"
      [ $old_swift = 1 ] && swift42+=" $t"
    done
  fi
done

# imports_in [-a] PATH... : the modules the Swift files under PATH import, one a line. Without -a only the imports
# outside `#if … #endif`: an import the compiler may skip (`#if os(macOS) import AppKit`, `#if canImport(X)`, `#if
# FLAG`) is no reason to leave a file out or to name a missing module; with -a those too (a target depends on every
# module of the run it may import). `@testable`, `@preconcurrency`, `@_exported`, access levels and `import struct M.T`.
imports_in() {
  local all=0; [ "$1" = -a ] && { all=1; shift; }
  find "$@" -name '*.swift' -type f -print0 2>/dev/null | xargs -0 -r awk -v all=$all '
    FNR == 1 { depth = 0; level = 0 }
    /^[ \t]*#if/ { level++; live[level] = ($0 ~ /^[ \t]*#if[ \t]+SWIFT_PACKAGE[ \t]*($|\/\/)/); if (!live[level]) depth++ }
    /^[ \t]*#(else|elseif)/ { if (level > 0 && live[level]) { live[level] = 0; depth++ } }
    /^[ \t]*#endif/ { if (level > 0) { if (!live[level] && depth > 0) depth--; level-- }; next }
    (all || depth == 0) && match($0, /^[ \t]*((@[A-Za-z_]+|public|internal|package|private|fileprivate)[ \t]+)*import[ \t]+((class|struct|enum|protocol|func|var|let|typealias)[ \t]+)?[A-Za-z_][A-Za-z0-9_]*/) {
      n = split(substr($0, RSTART, RLENGTH), w, /[ \t]+/); print w[n] }' | sort -u
}

libs=(); for d in "$raw"/Sources/*/; do [ -d "$d" ] && libs+=("$(basename "$d")"); done
ours=" UIKit SwiftUI Combine QuartzCore CoreGraphics Foundation XCTest Testing Darwin Glibc Dispatch os OSLog Observation
       Accessibility CoreFoundation ObjectiveC simd CoreText UniformTypeIdentifiers Swift _Concurrency
       Numerics RealModule ComplexModule "
# Modules of apple/swift-numerics, which this repository depends on already (so SwiftPM has it resolved): a target
# importing one depends on its product (freshOS/Stevia's tests `import Numerics` for isApproximatelyEqual).
numerics=" Numerics RealModule ComplexModule "
provided() { [[ "$ours" == *" $1 "* ]] || printf '%s\n' "${libs[@]}" | grep -x "$1" >/dev/null; }
# A test file importing a module nothing here provides (a test helper package, or a file its Xcode project no longer
# builds) is left out, so the rest of the suite runs; a library's is named below and fails the build.
while IFS= read -r f; do
  for m in $(imports_in "$f"); do
    tgt=${f#"$raw"/Tests/}; [ "$m" = "${tgt%%/*}" ] && continue
    provided "$m" && continue
    [ -d "$raw/Tests/$m" ] && continue
    echo "test-suite: left out ${f#"$raw"/}: it imports $m, which no project here provides"; rm -f "$f"; break
  done
done < <(find "$raw/Tests" -name '*.swift' -type f | sort)
# A library file importing AppKit or Cocoa outside `#if` is macOS code: an iOS target cannot compile it, so the
# project's iOS framework does not build it (LayoutKit's AppKitSupport.swift, in its Xcode project's macOS target
# only); it is left out, named, rather than failing the build.
while IFS= read -r f; do
  for m in $(imports_in "$f"); do
    case "$m" in AppKit|Cocoa)
      echo "test-suite: left out ${f#"$raw"/}: it imports $m (macOS only: no iOS target builds it)"; rm -f "$f"; break;;
    esac
  done
done < <(find "$raw/Sources" -name '*.swift' -type f | sort)
# A test file in a folder named for macOS (`macOS`, `OSX`) below a test folder that no manifest's test target names is
# the Xcode project's macOS test target's: its files need not import AppKit (the target's platform gives it) and
# test NSCollectionView or NSTableView, which no iOS target has (zenangst/Differific's Tests/macOS beside
# Tests/iOS+tvOS and Tests/Shared; its Source/macOS is left out above). Left out, named; a manifest's test target
# keeps what its manifest gives it.
while IFS= read -r f; do
  rel=${f#"$raw"/Tests/}; tgt=${rel%%/*}
  [[ " $manifest_tests " == *" $tgt "* ]] && continue
  case "/${rel#*/}" in */macOS/*|*/OSX/*)
    echo "test-suite: left out ${f#"$raw"/}: a macOS test folder's (the Xcode project's macOS target; no iOS target builds it)"
    rm -f "$f";;
  */tvOS/*|*/watchOS/*)
    # (beside an iOS test folder: the tvOS target's tests, of the tvOS sources left out above; hyperoslo/Spots)
    if other_platform "$f"; then
      echo "test-suite: left out ${f#"$raw"/}: a tvOS or watchOS test folder's beside an iOS one (the Xcode project's other target)"
      rm -f "$f"
    fi;;
  esac
done < <(find "$raw/Tests" -name '*.swift' -type f | sort)
for d in "$raw"/Tests/*/; do [ -d "$d" ] && ! has_swift "$d" && rm -rf "$d"; done
list_testdirs() { testdirs=(); local d; for d in "$raw"/Tests/*/; do [ -d "$d" ] && testdirs+=("$(basename "$d")"); done; }
list_testdirs
[ ${#libs[@]} -gt 0 ] || die "no library sources found in ${repos[*]}"

imports_of() { imports_in -a "$1"; }
deps_line() {  # deps_line FOLDER SELF TEST(0/1)
  local dir=$1 self=$2 istest=$3 deps=() m
  for m in $(imports_of "$dir"); do
    [ "$m" = "$self" ] && continue
    printf '%s\n' "${libs[@]}" | grep -x "$m" >/dev/null && deps+=("\"$m\"")
  done
  deps+=(uikit)
  for m in $(imports_of "$dir"); do
    [[ "$numerics" == *" $m "* ]] && deps+=(".product(name: \"$m\", package: \"swift-numerics\")")
  done
  # (`import Combine` too: Combine's subset is in the SwiftUI module here, and `playground rewrite` imports SwiftUI
  # for it: jessesquires/ReactiveCollectionsKit's `@Published` in a UIKit library linked without it before)
  imports_of "$dir" | grep -xE 'SwiftUI|Combine' >/dev/null && deps+=(swiftui)
  [ "$istest" = 1 ] && deps+=(xct)
  [ "$istest" = 1 ] && imports_of "$dir" | grep -x Testing >/dev/null && deps+=(overlays)
  (IFS=,; echo "${deps[*]}" | sed 's/,/, /g')
}
# uses_networking DIR : whether its Swift files name Foundation's URL loading types (FoundationNetworking on Linux).
uses_networking() {
  [ -n "$(grep -rlE '\b(URLSession|URLRequest|URLResponse|HTTPURLResponse|URLCache|URLProtocol|URLCredential)\b' --include='*.swift' "$1" 2>/dev/null | head -1)" ]
}
# resources_of DIR : `, resources: [.copy("A.xib"), …]` for the Interface Builder documents of a target's folder, or
# nothing. On Linux SwiftPM copies them into PACKAGE_TARGET.resources beside the test executable, where UIKit's
# `UINib(nibName:bundle:)` finds them for `Bundle(for: type(of: self))` (PagingKit's PagingMenuViewCellStub.xib).
resources_of() {
  local list
  list=$(cd "$1" && find . \( -name '*.xib' -o -name '*.storyboard' \) -type f | sed 's|^\./||' | sort \
         | awk '{ gsub(/"/, "\\\""); printf "%s.copy(\"%s\")", (NR > 1 ? ", " : ""), $0 }')
  [ -n "$list" ] && echo ", resources: [$list]"
}
write_manifest() {
{
  echo "// swift-tools-version: 6.1"
  echo "// Written by scripts/test-suite.sh from ${repos[*]}"
  echo "import PackageDescription"
  echo "let uikit: Target.Dependency = .product(name: \"UIKit\", package: \"LayoutPlayground\")"
  echo "let swiftui: Target.Dependency = .product(name: \"SwiftUI\", package: \"LayoutPlayground\")"
  echo "let xct: Target.Dependency = .product(name: \"PlaygroundXCTest\", package: \"LayoutPlayground\")"
  echo "let overlays: Target.Dependency = .product(name: \"UIKitTestingOverlays\", package: \"LayoutPlayground\")"
  echo "let flags: [SwiftSetting] = [.swiftLanguageMode(.v5), .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"])]"
  echo "let uflags = flags + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"UIKit\"])]"
  echo "let tflags = flags + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"PlaygroundXCTest\"])]"
  # On Apple's platforms Foundation (so UIKit) holds URLSession; on Linux it is FoundationNetworking's: a target
  # naming it imports that too (wayfair's BrickKit downloads images with URLSession.shared).
  echo "let net: [SwiftSetting] = [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"FoundationNetworking\"])]"
  # (the targets of a package that SwiftPM compiles in Swift 6 mode: manifest_targets)
  echo "let flags6: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"])]"
  echo "let uflags6 = flags6 + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"UIKit\"])]"
  echo "let tflags6 = flags6 + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"PlaygroundXCTest\"])]"
  # (an Xcode project whose every SWIFT_VERSION is 4.x: Swift 4.2 mode, which the compiler still has)
  echo "let flags42: [SwiftSetting] = [.swiftLanguageMode(.v4_2), .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"])]"
  echo "let uflags42 = flags42 + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"UIKit\"])]"
  echo "let tflags42 = flags42 + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"PlaygroundXCTest\"])]"
  echo "let package = Package("
  echo "    name: \"Suites\", platforms: [.iOS(.v17)],"
  if imports_in -a "$raw/Sources" "$raw/Tests" | grep -qxE 'Numerics|RealModule|ComplexModule'; then
    echo "    dependencies: [.package(name: \"LayoutPlayground\", path: \"$here\"),"
    echo "                   .package(url: \"https://github.com/apple/swift-numerics\", from: \"1.0.0\")],"
  else
    echo "    dependencies: [.package(name: \"LayoutPlayground\", path: \"$here\")],"
  fi
  echo "    targets: ["
  for l in "${libs[@]}"; do
    f=flags; [[ " $umbrella " == *" $l "* ]] && f=uflags
    [[ " $swift6 " == *" $l "* ]] && f=${f}6
    [[ " $swift42 " == *" $l "* ]] && f=${f}42
    uses_networking "$raw/Sources/$l" && f="$f + net"
    echo "        .target(name: \"$l\", dependencies: [$(deps_line "$raw/Sources/$l" "$l" 0)]$(resources_of "$raw/Sources/$l"), swiftSettings: $f),"
  done
  for t in "${testdirs[@]}"; do
    f=tflags; [[ " $swift6 " == *" $t "* ]] && f=tflags6
    [[ " $swift42 " == *" $t "* ]] && f=tflags42
    uses_networking "$raw/Tests/$t" && f="$f + net"
    echo "        .testTarget(name: \"$t\", dependencies: [$(deps_line "$raw/Tests/$t" "$t" 1)]$(resources_of "$raw/Tests/$t"), swiftSettings: $f),"
  done
  echo "    ])"
} > "$raw/Package.swift"
}
write_manifest
# deps_line ran in subshells: collect the missing modules again here.
for l in "${libs[@]}" "${testdirs[@]}"; do
  dir="$raw/Sources/$l"; [ -d "$dir" ] || dir="$raw/Tests/$l"
  for m in $(imports_in "$dir"); do
    [ "$m" = "$l" ] && continue
    printf '%s\n' "${libs[@]}" | grep -x "$m" >/dev/null && continue
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
# rewrite_and_build : OUT/raw rewritten into OUT/pkg (a file of an earlier run or round that is no longer in raw goes
# too: the rewrite writes only changed files and deletes none), then the tests built; $built is the build's status.
rewrite_and_build() {
  [ -d "$pkg" ] && find "$pkg/Sources" "$pkg/Tests" -name '*.swift' -type f 2>/dev/null | while IFS= read -r f; do
    [ -f "$raw/${f#"$pkg"/}" ] || rm -f "$f"; done
  "$bin" rewrite "$raw" "$pkg" || die "playground rewrite failed"
  swift build --build-tests --package-path "$pkg" >"$out/build.log" 2>&1
  built=$?
}
# drop_test_functions FILE LINE... : blanks (same line count, so the compiler's other lines stay right) each test
# function holding one of LINEs: an XCTest `func test…` or a Swift Testing function under `@Test`, from its attributes
# to its closing brace (strings, comments and character literals skipped when braces are matched). Prints one
# "NAME<TAB>LINE" a function; fails, changing nothing, when a line is outside every test function.
drop_test_functions() {
  python3 - "$@" <<'PY'
import re, sys
path, wanted = sys.argv[1], sorted({int(x) for x in sys.argv[2:]})
lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
text = "\n".join(lines)
starts = [0]
for l in lines: starts.append(starts[-1] + len(l) + 1)
def line_of(pos):
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= pos: lo = mid
        else: hi = mid - 1
    return lo + 1
# code positions only: blank out comments and string literals (same length) before matching braces
code = list(text); i = 0; n = len(text)
while i < n:
    if text.startswith("//", i):
        j = text.find("\n", i); j = n if j < 0 else j
        for k in range(i, j): code[k] = " "
        i = j
    elif text.startswith("/*", i):
        j = text.find("*/", i + 2); j = n if j < 0 else j + 2
        for k in range(i, j):
            if code[k] != "\n": code[k] = " "
        i = j
    elif text.startswith('"""', i):
        j = text.find('"""', i + 3); j = n if j < 0 else j + 3
        for k in range(i, j):
            if code[k] != "\n": code[k] = " "
        i = j
    elif text[i] == '"':
        j = i + 1
        while j < n and text[j] not in '"\n':
            j += 2 if text[j] == "\\" else 1
        for k in range(i, min(j + 1, n)): code[k] = " "
        i = j + 1
    else:
        i += 1
code = "".join(code)
found = {}
head = re.compile(r"^[ \t]*((@[A-Za-z_][\w.]*(\([^)\n]*\))?|public|internal|private|fileprivate|open|final|override|nonisolated|static|class|mutating)[ \t]+)*func[ \t]+([A-Za-z_]\w*)", re.M)
for m in head.finditer(code):
    name = m.group(4)
    open_at = code.find("{", m.end())
    if open_at < 0: continue
    depth, j = 0, open_at
    while j < n:
        if code[j] == "{": depth += 1
        elif code[j] == "}":
            depth -= 1
            if depth == 0: break
        j += 1
    first, last = line_of(m.start()), line_of(j)
    # attributes on the lines above (`@Test`, `@MainActor`, `@available(…)`)
    top = first
    while top > 1 and re.match(r"^[ \t]*@[A-Za-z_]", lines[top - 2]): top -= 1
    attrs = " ".join(lines[top - 1:first]) + code[m.start():m.end()]
    is_test = name.startswith("test") or re.search(r"@Test\b", attrs) is not None
    found[(top, last)] = (name, first, is_test)
chosen = {}
for w in wanted:
    inner = [(k, v) for k, v in found.items() if k[0] <= w <= k[1]]
    tests = [(k, v) for k, v in inner if v[2]]
    if not tests: sys.exit(1)
    k, v = max(tests, key=lambda kv: kv[0][0])   # the innermost test function
    chosen[k] = v
for (top, last), (name, first, _) in chosen.items():
    for k in range(top - 1, last): lines[k] = ""
open(path, "w", encoding="utf-8").write("\n".join(lines))
for (top, last), (name, first, _) in sorted(chosen.items()):
    print(f"{name}\t{first}")
PY
}
log=$out/test.log
rewrite_and_build
# A test file that does not compile here stops every test of the package (one test binary on Linux): when every
# error is in test files, those files are left out (each named with its first error) and the build tried again, up
# to 4 times (a helper file left out may take the tests using it along). An error in a library's source stops the run.
for round in 1 2 3 4; do
  [ $built != 0 ] || break
  errs=$(grep -E "^/.*:[0-9]+:[0-9]+: error:" "$out/build.log" | sort -u)
  [ -n "$errs" ] || break
  files=$(sed -E 's/:[0-9]+:[0-9]+: error:.*//' <<< "$errs" | sort -u)
  grep -qvE "^$raw/Tests/" <<< "$files" && break
  while IFS= read -r f; do
    [ -f "$f" ] || continue
    # Only the test functions that hold every error of the file go, when that is so (the rest of its tests run);
    # otherwise (an error in a helper, a property, a type of the file) the whole file.
    lines=$(grep -F "$f:" <<< "$errs" | sed -E 's/^[^:]+:([0-9]+):.*/\1/' | sort -un | tr '\n' ' ')
    if dropped=$(drop_test_functions "$f" $lines); then
      while IFS=$'\t' read -r tname tline; do
        echo "test-suite: left out test $tname (${f#"$raw"/}:$tline): it does not compile here ($(grep -m1 -F "$f:" <<< "$errs" | sed -E 's/^[^ ]+ error: //' | cut -c1-160))"
      done <<< "$dropped"
      continue
    fi
    echo "test-suite: left out ${f#"$raw"/}: it does not compile here ($(grep -m1 -F "$f:" <<< "$errs" | sed -E 's/^[^ ]+ error: //' | cut -c1-160))"
    rm -f "$f"
  done <<< "$files"
  for d in "$raw"/Tests/*/; do [ -d "$d" ] && ! has_swift "$d" && rm -rf "$d" "$pkg/Tests/$(basename "$d")"; done
  list_testdirs
  [ ${#testdirs[@]} -gt 0 ] || die "every test file was left out (none compiles here): no test ran"
  write_manifest
  rewrite_and_build
done
grep -E "^/.*error:" "$out/build.log" | sed "s|^$raw/||" | sort -u | head -40
if [ $built != 0 ]; then
  echo "test-suite: the build failed ($(grep -cE '^/.*error:' "$out/build.log") errors; the whole log: $out/build.log): no test ran"
  exit 1
fi
# A test that crashes (a trap, a force-unwrapped nil) ends the one test process and the tests after it with it: the
# run is made again without each test that crashed (`--skip`), up to 40 times (a run takes seconds; Stubber's suite
# traps in nine tests), and a crashed test counts as failed. The counts are the last run's (every test but those that crashed) plus the crashed ones.
crashed=(); skips=()
for attempt in $(seq 1 41); do
  swift test --skip-build --package-path "$pkg" "${filter[@]}" "${skips[@]}" >"$log" 2>&1
  status=$?
  grep -qE "exited with unexpected signal|Fatal error:" "$log" || break
  last=$(grep -oE "^Test Case '[^']*' started" "$log" | tail -1 | sed -E "s/^Test Case '(.*)' started/\1/")
  # a crash after the last XCTest finished (Swift Testing's part, or outside a test) is not retried
  [ -n "$last" ] && ! grep -qF "Test Case '$last' passed" "$log" && ! grep -qF "Test Case '$last' failed" "$log" || break
  [[ " ${crashed[*]} " == *" $last "* ]] && break   # --skip did not leave it out: stop here
  grep -E "Fatal error" "$log" | head -3
  echo "test-suite: $last crashed the run: run again without it"
  crashed+=("$last"); cp "$log" "$log.crash${#crashed[@]}"
  [ $attempt -lt 41 ] || break
  cls=${last%%.*}; meth=${last#*.}; skips+=(--skip "\\.$cls/$meth\$")
done
grep -E "^Test Case .* failed|error: |Fatal error|Executed [0-9]+ test|✘|✔ Test run" "$log" | head -80
# One line a test: XCTest's "Test Case '…' passed (…)" and Swift Testing's "✔ Test f() passed after …" (not its
# "✘ Test f() recorded an issue …" lines, one an expectation, nor its "Test run with …" summary).
passed=$(grep -E "^Test Case '.*' passed \(|^✔ Test .* passed after" "$log" | grep -cv "^✔ Test run with")
failed=$(( $(grep -E "^Test Case '.*' failed \(|^✘ Test .* failed after" "$log" | grep -cv "^✘ Test run with") + ${#crashed[@]} ))
[ ${#crashed[@]} = 0 ] || { echo "test-suite: crashed (counted as failed): ${crashed[*]}"; status=1; }
if grep -qE "exited with unexpected signal|Fatal error:" "$log"; then
  last=$(grep -oE "^Test Case '[^']*' started" "$log" | tail -1 | sed -E "s/^Test Case '(.*)' started/\1/")
  echo "test-suite: the run stopped at a crash${last:+ in $last} (the tests after it did not run; --filter runs the others)"
fi
echo "test-suite: $passed passed, $failed failed (status $status; the whole log: $log)"
exit $status
