#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets (Fuzz/README.md): the package's modules once, instrumented for
# libFuzzer and AddressSanitizer, in their own build folder (.build/fuzz); then each target, one small driver that
# defines LLVMFuzzerTestOneInput, linked against those objects with libFuzzer's main. Usage: Fuzz/build.sh [TARGET…]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BUILD=.build/fuzz
# Swift code gets libFuzzer's coverage (inline counters, comparisons) and ASan; C and C++ (libyaml, toml++, the
# ImGui shim) are built as usual: crashes there still show, only their branches do not guide the fuzzer.
$SWIFT build --scratch-path "$BUILD" --target Playground -Xswiftc -sanitize=fuzzer,address >&2
DEBUG=$(cd "$BUILD" && pwd)/x86_64-unknown-linux-gnu/debug
ROOT=$(pwd)
OUT=$BUILD/targets
mkdir -p "$OUT"
# Every object of the playground but its tests; Playground_main stays unused (libFuzzer's main is the entry).
OBJECTS=$(ls "$DEBUG"/{ArgumentParser,ArgumentParserToolInfo,CImGui,CTOML,CYaml,Playground,PlaygroundCore,RealModule,TOMLKit,Yams,_NumericsShims}.build/*.o \
          "$DEBUG"/CTOML.build/Sources/*.o "$DEBUG"/CYaml.build/src/*.o 2>/dev/null || true)
MODULE_FLAGS=(
  -I "$DEBUG/Modules"
  -Xcc "-fmodule-map-file=$ROOT/Sources/CSDL/module.modulemap" -I/usr/include/SDL2
  -Xcc "-fmodule-map-file=$DEBUG/CImGui.build/module.modulemap" -Xcc -I -Xcc "$ROOT/Sources/CImGui/include"
  -Xcc "-fmodule-map-file=$ROOT/Sources/CTurboJPEG/module.modulemap"
  -Xcc "-fmodule-map-file=$ROOT/Sources/CPNG/module.modulemap" -I/usr/include/libpng16
  -Xcc "-fmodule-map-file=$ROOT/.build/fuzz/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap"
  -Xcc "-fmodule-map-file=$DEBUG/CTOML.build/module.modulemap"
  -Xcc "-fmodule-map-file=$ROOT/.build/fuzz/checkouts/Yams/Sources/CYaml/include/module.modulemap"
)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(cd Fuzz/Targets && ls *.swift | sed 's/\.swift$//'))
fi
for t in "${targets[@]}"; do
  echo "linking $OUT/$t" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -g -module-name "Fuzz_${t//-/_}" "${MODULE_FLAGS[@]}" \
    "Fuzz/Targets/$t.swift" $OBJECTS \
    -lpng16 -lturbojpeg -lSDL2 -lm -limgui -lstb -lstdc++ -o "$OUT/$t" 2>&1 | grep -v "Cannot export local symbol" >&2 || true
done
