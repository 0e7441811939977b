# LayoutPlayground: `make run` opens the window, `make test` runs every test.
SWIFT ?= swift
ARGS ?=
# Extra options for the benchmark plugin, e.g. BENCH_ARGS='--filter query/.*'
BENCH_ARGS ?=
RELEASE_BIN := .build/release/playground
DEBUG_BIN := .build/debug/playground

.PHONY: run test build release deps deps-test unit e2e bench fuzz clean

run: deps release
	$(RELEASE_BIN) run $(ARGS)

test: deps-test build
	$(SWIFT) test
	PLAYGROUND=$(DEBUG_BIN) bash Tests/e2e/run-all.sh

deps:
	@bash scripts/install-deps.sh run

deps-test:
	@bash scripts/install-deps.sh test

build:
	$(SWIFT) build --build-tests

release:
	$(SWIFT) build -c release --product playground

unit: build
	$(SWIFT) test

e2e: deps-test
	$(SWIFT) build --product playground
	PLAYGROUND=$(DEBUG_BIN) bash Tests/e2e/run-all.sh

# libFuzzer targets (docs/reliability.md, "Fuzzing"): each parser of untrusted input for FUZZ_SECONDS (default 60),
# with AddressSanitizer, built in .build/fuzz; e.g. `make fuzz FUZZ_SECONDS=600`.
FUZZ_SECONDS ?= 60
fuzz:
	bash Fuzz/build.sh
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash Fuzz/run.sh

# The Scale benchmarks (docs/benchmarks.md): a separate package under Benchmarks/, built in release by the plugin, so
# the root package never builds package-benchmark. Swift 6.3 needs no system library for it (no jemalloc).
bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark $(BENCH_ARGS)

clean:
	rm -rf .build
