#!/usr/bin/env bash
# The long monkey soak (docs/reliability.md, "Soak"; not in `make test`): SEEDS sessions of SECONDS simulated seconds
# each, every frame checked against the invariants (`playground replay --monkey SEED --until SECONDS`).
#   scripts/soak.sh [FIRST_SEED [COUNT [SECONDS]]]     default: seeds 1000…1039, 600 s each (40 × 600 s)
# PLAYGROUND names the binary (default .build/release/playground, else .build/debug/playground). Runs at nice 19
# (the machine is shared). Prints each seed's summary line, then "soak: N passed, N failed"; exits 1 if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
first=${1:-1000}
count=${2:-40}
seconds=${3:-600}
bin=${PLAYGROUND:-}
if [ -z "$bin" ]; then
  if [ -x .build/release/playground ]; then bin=.build/release/playground; else bin=.build/debug/playground; fi
fi
[ -x "$bin" ] || { echo "soak: no $bin: build it first (swift build -c release)" >&2; exit 1; }
passed=0; failed=0; failures=()
start=$(date +%s)
for ((seed = first; seed < first + count; seed++)); do
  if out=$(nice -n 19 "$bin" replay --monkey "$seed" --until "$seconds" 2>&1); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); failures+=("$seed")
  fi
  echo "$out" | tail -2
done
echo "soak: $passed passed, $failed failed (${count} seeds × ${seconds} s simulated, $(( $(date +%s) - start )) s wall)${failures[*]:+; failed seeds: ${failures[*]}}"
[ "$failed" -eq 0 ]
