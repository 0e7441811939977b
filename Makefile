# LayoutPlayground: `make run` opens the window, `make test` runs every test.
SWIFT ?= swift
ARGS ?=
# Extra options for the benchmark plugin, e.g. BENCH_ARGS='--filter query/.*'
BENCH_ARGS ?=
RELEASE_BIN := .build/release/playground
DEBUG_BIN := .build/debug/playground

.PHONY: run test build release deps deps-test unit e2e example-tests bench fuzz docs install uninstall clean

run: deps release
	$(RELEASE_BIN) run $(ARGS)

test: deps-test build
	$(SWIFT) test
	PLAYGROUND=$(DEBUG_BIN) bash Tests/e2e/run-all.sh
	$(MAKE) example-tests

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

# The example layout library's XCTest suite against the UIKit product, as another package runs it
# (docs/tests-on-linux.md): its own .build, so the root package's UIKit is built again there; the tests listed in
# Examples/LayoutLibrary/known-failures-linux.txt are known differences from iOS.
example-tests:
	bash scripts/run-example-tests.sh

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

# The layout author's API (PlaygroundCore's DocC catalog) as a static site in .build/docs-site (docs/api.md). DocC's
# warnings are errors, and scripts/check-doc-coverage.py fails on a public type or author-facing member without a
# summary, so CI (.ci/run) keeps it from rotting.
DOCS_OUT := .build/docs-site
docs:
	$(SWIFT) package --allow-writing-to-directory $(DOCS_OUT) generate-documentation --target PlaygroundCore \
	  --disable-indexing --transform-for-static-hosting --output-path $(DOCS_OUT) --warnings-as-errors \
	  --experimental-documentation-coverage --coverage-summary-level brief
	python3 scripts/check-doc-coverage.py $(DOCS_OUT)/documentation-coverage.json

# make install PREFIX=~/.local (default /usr/local): the release binary, the modules layout files import, the bundled
# images, a desktop entry, its icon and a man page; make uninstall removes exactly what was installed (docs/install.md).
PREFIX ?= /usr/local
install: deps release
	bash scripts/install.sh install "$(PREFIX)" .build/release

uninstall:
	bash scripts/install.sh uninstall "$(PREFIX)"

clean:
	rm -rf .build
