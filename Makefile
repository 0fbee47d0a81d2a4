# The two commands of the README: `make run` and `make test`.
# Each installs what is missing (Debian packages), builds, then runs.

SHELL := /bin/bash
SWIFT ?= swift
DEMO_DEBUG = .build/debug/modal-demo
DEMO_RELEASE = .build/release/modal-demo
SHOTS ?= out/screenshots

.PHONY: all deps test-deps build build-release run test screenshots bench clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(SWIFT) build

build-release: deps
	$(SWIFT) build -c release --product modal-demo

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

# Every test: unit, headless rendering, and real-window tests (they start their own Xvfb).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build 2>&1 | tee .build/test.log; exit $${PIPESTATUS[0]}

# Regenerates the README's pictures in assets/ from the project itself.
screenshots: build-release
	scripts/make-screenshots.sh $(DEMO_RELEASE) assets

clean:
	rm -rf .build out
