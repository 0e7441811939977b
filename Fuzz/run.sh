#!/usr/bin/env bash
# Runs the libFuzzer targets built by Fuzz/build.sh (docs/reliability.md, "Fuzzing"), one after another, each for
# FUZZ_SECONDS (default 60), from a seed corpus of the repository's files, and prints one line per target:
# executions, seconds, crashes. Crashers land in .build/fuzz/artifacts/TARGET/; fix each and keep it in
# Tests/Fixtures/fuzz/TARGET/ (FuzzRegressionTests runs them). Usage: Fuzz/run.sh [TARGET…]
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
# FUZZ_CONFIG=release runs the targets Fuzz/build.sh built optimized (.build/fuzz-release).
case "${FUZZ_CONFIG:-debug}" in release) BUILD=.build/fuzz-release ;; *) BUILD=.build/fuzz ;; esac
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(cd Fuzz/Targets && ls *.swift | sed 's/\.swift$//'))
fi

# seed DIR FILES…: copies the files that exist into the corpus folder DIR.
seed() { local dir=$1; shift; mkdir -p "$dir"; for f in "$@"; do [ -f "$f" ] && cp "$f" "$dir/" ; done; return 0; }

status=0
for t in "${targets[@]}"; do
  corpus=$BUILD/corpus/$t
  artifacts=$BUILD/artifacts/$t
  mkdir -p "$corpus" "$artifacts"
  max_len=65536
  options=()
  asan=${ASAN_OPTIONS:-}
  case "$t" in
    spec-yaml) seed "$corpus" Examples/compositional/*.yaml Examples/compositional/*.yml ;;
    spec-json) seed "$corpus" Examples/compositional/*.json ;;
    replay-script) seed "$corpus" Tests/Replays/*.json ;;
    # UIKit layout files: the examples and the fixtures (the corpus of real public files is test input only, read
    # where CI has it, never copied into the repository).
    # swift-syntax built -Onone with ASan parses a page in seconds on a loaded machine (the first run's 10 s
    # timeout was a 7 KB corpus file read at load average 20, 0.4 s in the debug build): 60 s per input.
    uikit-rewrite) seed "$corpus" Examples/uikit/*.swift Tests/Fixtures/uikit/*.swift /work/shared/uikit-corpus/*.swift
      options=(-timeout=60) ;;
    image-header) seed "$corpus" Tests/Fixtures/formats/* Resources/0[1-3].png ;;
    # TOMLKit 0.6.0 (a pinned dependency) leaks every table it parses (TOMLTable(string:), tableGetKeys); a preset is
    # read once a run, so leaks are not reported for this target: crashes and memory errors still are.
    # libFuzzer's -detect_leaks=0 stops its leak checks between inputs; ASan's own check at exit needs detect_leaks=0.
    preset) options=(-detect_leaks=0); asan="${asan:+$asan:}detect_leaks=0" ;;
    *) ;;
  esac
  seed "$corpus" Fuzz/seeds/"$t"/*
  [ -d "Tests/Fixtures/fuzz/$t" ] && seed "$corpus" Tests/Fixtures/fuzz/"$t"/*
  log=$BUILD/$t.log
  start=$(date +%s)
  ASAN_OPTIONS="$asan" SWIFT_BACKTRACE=enable=no "$BUILD/targets/$t" "$corpus" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
    -max_len=$max_len -artifact_prefix="$artifacts/" -print_final_stats=1 "${options[@]}" >"$log" 2>&1
  code=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  crashes=$(ls "$artifacts" | grep -c -E '^(crash|leak|timeout|oom|slow-unit)-' || true)
  echo "$t: ${runs:-?} executions in $(( $(date +%s) - start )) s, exit $code, $crashes crash files in $artifacts"
  [ "$code" -ne 0 ] && status=1 && tail -30 "$log"
done
exit $status
