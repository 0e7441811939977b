#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets (Fuzz/README.md): the package's modules once, instrumented for
# libFuzzer and AddressSanitizer, in their own build folder (.build/fuzz); then each target, one small driver that
# defines LLVMFuzzerTestOneInput, linked against those objects with libFuzzer's main. Usage: Fuzz/build.sh [TARGET…]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# FUZZ_CONFIG=release builds everything optimized (-O) with the same instrumentation, in .build/fuzz-release: the
# uikit-rewrite target spends its time in swift-syntax's parser, which -Onone with ASan makes 5–50 s an input.
CONFIG=${FUZZ_CONFIG:-debug}
case "$CONFIG" in debug) BUILD=.build/fuzz ;; release) BUILD=.build/fuzz-release ;;
  *) echo "Fuzz/build.sh: FUZZ_CONFIG must be debug or release, got '$CONFIG'" >&2; exit 2 ;; esac
# Swift code gets libFuzzer's coverage (inline counters, comparisons) and ASan; C and C++ (libyaml, toml++, the
# ImGui shim) are built as usual: crashes there still show, only their branches do not guide the fuzzer.
# FUZZ_MODULE=UIKitSourceRewrite builds only that module and swift-syntax: enough for the uikit-rewrite target.
MODULE=${FUZZ_MODULE:-PlaygroundApp}
$SWIFT build -c "$CONFIG" --scratch-path "$BUILD" --target "$MODULE" -Xswiftc -sanitize=fuzzer,address >&2
DEBUG=$(cd "$BUILD" && pwd)/x86_64-unknown-linux-gnu/$CONFIG
ROOT=$(pwd)
OUT=$BUILD/targets
mkdir -p "$OUT"
# Every object of the PlaygroundApp library and what it uses, but the tests', the tools' and the one-file executable's
# (Playground.build, left by a build of an older tree): libFuzzer's main is the entry.
OBJECTS=$(find "$DEBUG" -name '*.o' -path '*.build/*' | grep -v -E '/([^/]*(Tests|TestSupport|-tool|generate_[a-z_]*)|Playground)\.build/' | sort)
# The module search paths, module maps and package name the PlaygroundApp module was compiled with (swift build's own
# plan), so the drivers import it (its `package` FuzzTargets), and through it every module it uses, the same way.
mapfile -t MODULE_FLAGS < <(python3 Fuzz/module-flags.py "$BUILD/$CONFIG.yaml" "$CONFIG" "$MODULE")
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(cd Fuzz/Targets && ls *.swift | sed 's/\.swift$//'))
fi
for t in "${targets[@]}"; do
  echo "linking $OUT/$t" >&2
  rm -f "$OUT/$t"
  swiftc -sanitize=fuzzer,address -parse-as-library -g -module-name "Fuzz_${t//-/_}" "${MODULE_FLAGS[@]}" \
    "Fuzz/Targets/$t.swift" $OBJECTS \
    -lpng16 -lturbojpeg -lSDL2 -lm -limgui -lstb -lstdc++ -o "$OUT/$t" 2>&1 | grep -v "Cannot export local symbol" >&2 || true
  [ -x "$OUT/$t" ] || { echo "Fuzz/build.sh: linking $t failed" >&2; exit 1; }
done
