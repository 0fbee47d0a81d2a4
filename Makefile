# The two commands of the README: `make run` and `make test`.
# Each installs what is missing (Debian packages), builds, then runs.

SHELL := /bin/bash
SWIFT ?= swift
# XCTest only: the package has no Swift Testing tests (its empty run would print "0 tests").
SWIFT_TEST = $(SWIFT) test --disable-swift-testing
DEMO_DEBUG = .build/debug/modal-demo
DEMO_RELEASE = .build/release/modal-demo
SHOTS ?= out/screenshots

.PHONY: all deps test-deps build build-release run check test test-full sanitize sanitize-address sanitize-thread screenshots bench bench-quick clean test-e2e-loop

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(SWIFT) build

# Release builds are linked as an app is told to link itself (README, "Use it in your app"):
# scripts/build-app.sh, `swift build -c release` plus, when the toolchain has them, the
# static Swift runtime and Foundation (no dynamic loading of ten Swift libraries), lld's
# packed relocations (DT_RELR: the executable's 96,000 relative relocations, 2.3 MB the
# loader no longer reads) and --no-export-dynamic (the static runtime's link arguments
# would export our 16,000 symbols, which every shared library's look-ups then search).
# The first frame comes sooner and the process is smaller (docs/BENCHMARKS.md, "Startup"
# and "The build your app gets"). Tests stay dynamic (XCTest links the shared Foundation).
# Build release products the same way each time: the flags change every module's compile command.
RELEASE_FLAGS := $(shell SWIFT=$(SWIFT) scripts/build-app.sh --print-flags)
SWIFT_RELEASE = $(SWIFT) build -c release $(RELEASE_FLAGS)

build-release: deps
	$(SWIFT_RELEASE) --product modal-demo

# Opens the demo in a window; with no $$DISPLAY, renders its scenes to PNG files instead.
run: build-release
	@if [ -n "$$DISPLAY" ]; then \
		$(DEMO_RELEASE) $(ARGS); \
	else \
		echo "No \$$DISPLAY: there is no X server to open a window on."; \
		echo "Rendering the demo's scenes headlessly instead..."; \
		mkdir -p $(SHOTS); \
		for scene in $$($(DEMO_RELEASE) --list-scenes | cut -d' ' -f1); do \
			$(DEMO_RELEASE) --screenshot $(SHOTS)/$$scene.png --scene $$scene || exit 1; \
		done; \
		echo "Wrote $$(ls $(SHOTS) | wc -l) PNG files to $$(cd $(SHOTS) && pwd)/"; \
		echo "To see the live window: run 'make run' inside an X session, or under Xvfb with DISPLAY set."; \
	fi

# Which tests each stage runs or skips: Tests/TestPlan.txt, one section per stage
# (read by scripts/test-plan.sh; `make test` checks every entry still names a test).
TEST_PLAN = scripts/test-plan.sh pattern
CHECK_TESTS ?= $(shell $(TEST_PLAN) check)

# The edit loop: build, then the quick unit tests ([check] in the test plan: the solver,
# Core Graphics, UIKitCore, the PNG encoder, the app entry), about a minute in all.
check: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT_TEST) --skip-build --filter '$(CHECK_TESTS)'

# Every test: unit, headless rendering, and real-window tests (they start their own Xvfb),
# the monkey's 20,000 events and its regression seeds; then the headless tests again under
# AddressSanitizer and LeakSanitizer when the toolchain has them (built in the background
# at idle CPU priority while the suite and the quick benchmark run, then run in two shards)
# (scripts/run-tests.sh). CI runs this on every change, on 2 cores, within 10 minutes: the release build of the
# million-event monkey and ThreadSanitizer (each a full build of its own) are in
# `make test-full`.
test: test-deps
	@SWIFT=$(SWIFT) MAKE=$(MAKE) FULL_ONLY='$(FULL_ONLY)' ASAN_SKIP='$(ASAN_SKIP)' scripts/run-tests.sh

# Frame-by-frame pixel equality of the layer and text caches against uncached renders of
# every demo scene: minutes in a debug build, so `make test-full` runs them (release build).
FULL_ONLY ?= $(shell $(TEST_PLAN) full-only)

# Everything `make test` runs, then the million events in a release build, the caches'
# frame-by-frame equality (release build) and ThreadSanitizer.
test-full: test monkey
	$(SWIFT_TEST) $(RELEASE_TESTS) --skip-build --filter '$(FULL_ONLY)'
	@if SWIFT=$(SWIFT) scripts/sanitizer-probe.sh thread; then \
		$(MAKE) --no-print-directory sanitize-thread; \
	else \
		echo "make test-full: this toolchain cannot build with --sanitize=thread; skipping it"; \
	fi

# Reliability (Tests/ModalDemoTests/Reliability). The monkey runs as XCTest in a release
# build (about 20,000 events/s there, against 10,000 in debug): MONKEY_EVENTS in all.
.PHONY: monkey soak sanitize sanitize-address-build sanitize-address-run
RELEASE_TESTS = -c release -Xswiftc -enable-testing
MONKEY_EVENTS ?= 1000000
monkey: test-deps
	$(SWIFT) build $(RELEASE_TESTS) --build-tests
	MONKEY_EVENTS=$(MONKEY_EVENTS) $(SWIFT_TEST) $(RELEASE_TESTS) --skip-build \
		--filter 'MonkeyTests/testMonkeyKeepsEveryInvariant' 2>&1 | tee .build/monkey.log; \
		exit $${PIPESTATUS[0]}

# Random input with fresh seeds for SOAK_SECONDS (progress every 10 s).
SOAK_SECONDS ?= 600
soak: test-deps
	$(SWIFT) build $(RELEASE_TESTS) --build-tests
	SOAK_SECONDS=$(SOAK_SECONDS) $(SWIFT_TEST) $(RELEASE_TESTS) --skip-build --filter 'MonkeyTests/testSoak'

# The headless tests under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in
# its own scratch path; any report fails. The Xvfb (real-window) tests are skipped (SANITIZE_SKIP). Under
# TSan only a representative subset runs (TSAN_FILTER), to keep `make test` short on 2 cores.
# The lists are the test plan's [sanitize-skip], [asan-skip] and [tsan] sections.
# LeakSanitizer runs with scripts/lsan.supp (Swift's weak-reference side tables, whose
# tagged pointers it cannot follow, and the font and GLib caches kept for the process);
# reports go to .build/asan-reports (so child processes keep a clean stderr) and
# scripts/check-sanitizer-reports.sh fails on any ASan error or unexplained direct leak.
# Also skipped under ASan (they run in the plain suite): the frame-by-frame pixel
# equality tests of the caches and the recordings, and the regression seeds' replay,
# which only repeat code the other tests reach, at 5-10x ASan's cost; and two pure-Swift
# stress tests (ten thousand table rows, the solver's fuzzing), where ASan has no unsafe
# memory to watch.
SANITIZE_SKIP ?= $(shell $(TEST_PLAN) sanitize-skip)
ASAN_SKIP ?= $(shell $(TEST_PLAN) sanitize-skip asan-skip)
TSAN_FILTER ?= $(shell $(TEST_PLAN) tsan)
sanitize: sanitize-address sanitize-thread

sanitize-address: sanitize-address-build sanitize-address-run

sanitize-address-build: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan

# The sanitized tests in two shards side by side (scripts/asan-shards.sh).
sanitize-address-run:
	rm -rf .build/asan-reports && mkdir -p .build/asan-reports
	ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:log_path=$(CURDIR)/.build/asan-reports/asan \
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:exitcode=0 MONKEY_EVENTS=10000 \
		SWIFT=$(SWIFT) ASAN_SKIP='$(ASAN_SKIP)' scripts/asan-shards.sh
	scripts/check-sanitizer-reports.sh .build/asan-reports

sanitize-thread: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 MONKEY_EVENTS=5000 \
		$(SWIFT_TEST) --skip-build --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_FILTER)' --skip '$(SANITIZE_SKIP)' 2>&1 \
		| tee .build/tsan.log; exit $${PIPESTATUS[0]}

# The benchmark (docs/BENCHMARKS.md): release build, every group, table on stdout,
# figures in .build/bench/results.json, the black-box probe's table in README.md.
# The probe also runs the demo as a package that depends on this one builds it, both ways
# (the examples' package, each in its own scratch path, so two more full release builds the
# first time): a plain `swift build -c release` (sheet-plain-swiftpm), and `swift package
# build-app`, the package's plugin an app is told to run (sheet-build-app), beside the
# Makefile's own build (sheet) (docs/BENCHMARKS.md, "The build your app gets").
PLAIN_APP = $(CURDIR)/.build/plain-app
BUILD_APP = $(CURDIR)/.build/build-app
bench: deps test-deps
	@scripts/install-deps.sh bench
	$(SWIFT_RELEASE) --product modal-demo
	$(SWIFT_RELEASE) --product modal-bench
	$(SWIFT) build -c release --package-path Examples --scratch-path $(PLAIN_APP) --product modal-demo
	$(SWIFT) package --package-path Examples --scratch-path $(BUILD_APP) build-app --product modal-demo
	@$(MAKE) --no-print-directory probe-peers
	.build/release/modal-bench --out .build/bench/results.json --readme README.md \
		--plain-app-demo $(PLAIN_APP)/release/modal-demo --build-app-demo $(BUILD_APP)/release/modal-demo

# The black-box probe's peers (scripts/x11probe/peers): the bare Xlib floor, and the
# GTK 4 card when GTK 4's headers are installed (make bench installs them); each also
# at the big sheet's sizes (the floor at 1920x1080 and 3840x2160 pixels, GTK 4 at
# 1920x1080 points, run with GDK_SCALE=1 and 2), so big windows are compared at their size.
PROBE_PEERS = .build/x11probe
CC ?= cc
.PHONY: probe-peers
probe-peers:
	@mkdir -p $(PROBE_PEERS)
	$(CC) -O2 -Wall -o $(PROBE_PEERS)/xlib-floor scripts/x11probe/peers/xlib-floor.c -lX11
	$(CC) -O2 -Wall -DW=1920 -DH=1080 -o $(PROBE_PEERS)/xlib-floor-1920x1080 scripts/x11probe/peers/xlib-floor.c -lX11
	$(CC) -O2 -Wall -DW=3840 -DH=2160 -o $(PROBE_PEERS)/xlib-floor-3840x2160 scripts/x11probe/peers/xlib-floor.c -lX11
	@if pkg-config --exists gtk4 2>/dev/null; then \
		echo "$(CC) -O2 -o $(PROBE_PEERS)/gtk4-card scripts/x11probe/peers/gtk4-card.c (gtk4, also at 1920x1080 points)"; \
		$(CC) -O2 -Wall -o $(PROBE_PEERS)/gtk4-card scripts/x11probe/peers/gtk4-card.c $$(pkg-config --cflags --libs gtk4); \
		$(CC) -O2 -Wall -DWIN_W=1920 -DWIN_H=1080 -o $(PROBE_PEERS)/gtk4-card-1920x1080 scripts/x11probe/peers/gtk4-card.c $$(pkg-config --cflags --libs gtk4); \
	else echo "probe-peers: no GTK 4 headers (libgtk-4-dev): the GTK peer is not built"; fi

# Every benchmark group with few repetitions and no timing assertions (run by `make test`;
# the black-box probe only as a smoke run: the floor and the sheet, 4 steps each),
# then a check that the JSON has every field.
bench-quick:
	$(SWIFT) build --product modal-demo
	$(SWIFT) build --product modal-bench
	@mkdir -p $(PROBE_PEERS) && $(CC) -O2 -o $(PROBE_PEERS)/xlib-floor scripts/x11probe/peers/xlib-floor.c -lX11
	.build/debug/modal-bench --quick --out .build/bench/results-quick.json
	.build/debug/modal-bench --check .build/bench/results-quick.json

# Every real-window test (end-to-end under Xvfb, X11 host) N times in a row; reports how
# many runs passed and which tests failed. E2E_LOAD=cpu|build adds load of its own
# (build: a release build from scratch, over and over) beside whatever else runs.
N ?= 20
E2E_LOAD ?= none
test-e2e-loop: test-deps
	SWIFT=$(SWIFT) scripts/e2e-loop.sh $(N) $(E2E_LOAD)

# The example app (Examples/: a package that depends on this one by path, as yours would).
# Built into this package's scratch directory, so only the examples' own sources compile,
# then its first screen and each start state rendered headlessly and checked as PNGs.
EXAMPLES_SCRATCH = --package-path Examples --scratch-path $(CURDIR)/.build
.PHONY: examples examples-release
examples:
	$(SWIFT) build $(EXAMPLES_SCRATCH)
	scripts/check-examples.sh .build/debug/ModalExamples .build/examples
	scripts/check-examples.sh .build/debug/SwiftUIForm .build/examples/swiftui 390x844 1 Examples/tapes/SwiftUIForm

# The examples' release build, made as an app makes its own (README, "Use it in your app"):
# scripts/build-app.sh, the same link flags as build-release (so the two share .build/release).
# The package's plugin (`swift package build-app`) must choose the same flags: checked here.
examples-release:
	@plugin=$$($(SWIFT) package $(EXAMPLES_SCRATCH) build-app --print-flags 2>&1 | tail -1); \
	if [ "$$plugin" != "$(RELEASE_FLAGS)" ]; then \
		echo "build-app plugin chose '$$plugin', scripts/build-app.sh '$(RELEASE_FLAGS)'" >&2; exit 1; fi
	$(SWIFT_RELEASE) $(EXAMPLES_SCRATCH)

# Regenerates the README's pictures in assets/ from the project itself (the examples' too).
screenshots: build-release examples-release
	scripts/make-screenshots.sh $(DEMO_RELEASE) assets
	scripts/check-examples.sh .build/release/ModalExamples assets/examples 390x844 2
	scripts/check-examples.sh .build/release/SwiftUIForm assets/examples/swiftui 390x844 2 Examples/tapes/SwiftUIForm
	.build/release/SwiftUIForm --tape Examples/screenshots/swiftui-form.tape

clean:
	rm -rf .build out

# Porting fixtures (Tests/CompatFixtures, docs/PORTING.md): one per change Linux forces on
# UIKit code and per API family public modal libraries use. Compiles them; fetches nothing.
# Not part of `make test`.
.PHONY: compat
compat:
	$(SWIFT) build --package-path Tests/CompatFixtures --scratch-path $(CURDIR)/.build
