# Two commands on a fresh machine: `make demo` and `make test` (and `make check`, the fast tier of the
# tests, while working). Each creates .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DOCS_STAMP := $(VENV)/.docs-installed
# pytest's worker processes (pytest-xdist): this machine's two cores; more would run several
# 10^8-square tests (about 2 GB each) at once
TEST_WORKERS ?= 2

.PHONY: demo test check test-busy test-wheel test-lowest bench models readme screenshot docs clean foreign-sat foreign-solvers browser serve

demo: $(STAMP)
	$(BIN)/kt-csp solve 8x8 --start a1

# The game: a page at http://127.0.0.1:8000/ where you play a tour and the engines referee it.
serve: $(STAMP)
	$(BIN)/kt-csp serve

# The lint and format check first (ruff, as configured in pyproject.toml), then the types (mypy
# --strict: seconds), then the whole suite
# (what CI runs). As root on Debian it first installs picosat and chromium with apt, if missing,
# and says so: two tests use them, and skip without them.
test: $(STAMP) foreign-sat foreign-solvers browser
	$(BIN)/ruff check
	$(BIN)/ruff format --check
	$(BIN)/mypy
	$(BIN)/python -m pytest -n $(TEST_WORKERS)

# The fast tier, while working: ruff, the types, then every test not marked slow (pyproject.toml's
# markers; tests/test_readme.py runs the quick examples of the README and docs/). Installs nothing with apt.
check: $(STAMP)
	$(BIN)/ruff check
	$(BIN)/ruff format --check
	$(BIN)/mypy
	$(BIN)/python -m pytest -n $(TEST_WORKERS) -m "not slow"

# The tests whose answers or interruptions once depended on the machine's load, run with the
# machine made busy: a busy loop on every core beside them (docs/limits.md's promise: the same
# answer at any load). Slower than idle; nothing in it is timed.
BUSY_TESTS ?= tests/test_interrupts.py tests/test_readme.py tests/test_fuzz.py tests/test_determinism.py
test-busy: $(STAMP)
	@loops=""; for core in $$(seq $$(nproc)); do $(BIN)/python -c 'while True: pass' & loops="$$loops $$!"; done; \
	  $(BIN)/python -m pytest -n $(TEST_WORKERS) $(BUSY_TESTS); code=$$?; kill $$loops; exit $$code

# A SAT solver that is not PySAT, for the DIMACS round-trip test (which skips without one):
# installed with apt where the system allows it (root, Debian), never required.
foreign-sat:
	@command -v picosat >/dev/null 2>&1 || command -v minisat >/dev/null 2>&1 || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	    echo "installing picosat with apt-get (root, Debian), for the DIMACS round-trip test" && \
	    apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq picosat >/dev/null 2>&1; } || \
	  echo "note: no picosat or minisat here; the DIMACS round-trip test will be skipped"

# The foreign engines' programs, for their tests (which skip, each in one line, without them): MiniZinc
# with Gecode (the gecode engine), CaDiCaL (cadical) and a Java runtime (ace, the XCSP3 solver that
# pycsp3 ships; pip installs the Python ones with the test extra). Installed with apt where the
# system allows it (root, Debian), never required.
FOREIGN_PROGRAMS := minizinc:minizinc fzn-gecode:flatzinc cadical:cadical java:default-jre-headless
foreign-solvers:
	@missing=""; for pair in $(FOREIGN_PROGRAMS); do command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	  [ -z "$$missing" ] || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	    echo "installing$$missing with apt-get (root, Debian), for the foreign engines' tests" && \
	    apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq $$missing >/dev/null 2>&1; } || \
	  echo "note: not installed:$$missing; the foreign engines' tests that need them will be skipped"

# A browser for the game page's test (tests/test_page.py, which skips without one): Debian's
# chromium, installed with apt where the system allows it (root, Debian), never required.
browser:
	@command -v chromium >/dev/null 2>&1 || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	    echo "installing chromium with apt-get (root, Debian), for the game page's browser test" && \
	    apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq chromium >/dev/null 2>&1; } || \
	  echo "note: no chromium here; the game page's browser test will be skipped"

bench: bench-backtrack

# As a user installs it: a wheel built from this tree, alone in a fresh environment (with the dask
# extra, which one example needs), runs every example of the README and docs/ and prints what the pages
# show (python -m pip wheel: no build tool to add).
WHEEL_DIR := $(VENV)/wheel-check
test-wheel: $(STAMP)
	rm -rf $(WHEEL_DIR) && mkdir -p $(WHEEL_DIR)
	$(BIN)/python -m pip wheel --quiet --no-deps --wheel-dir $(WHEEL_DIR) .
	$(PYTHON) -m venv $(WHEEL_DIR)/env
	$(WHEEL_DIR)/env/bin/python -m pip install --quiet "$$(ls $(WHEEL_DIR)/kt_csp-*.whl)[dask]"
	cd $(WHEEL_DIR) && env/bin/python $(CURDIR)/tests/readme.py --check

# The declared lower bounds are true: the suite passes with every dependency at exactly its
# minimum (constraints-lowest.txt), in an environment of its own. (The types are checked with the
# current releases by make test: the oldest ones ship fewer type annotations.)
LOWEST := .venv-lowest
test-lowest: foreign-sat
	rm -rf $(LOWEST)
	$(PYTHON) -m venv $(LOWEST)
	$(LOWEST)/bin/python -m pip install --quiet --upgrade pip
	$(LOWEST)/bin/python -m pip install --quiet -c constraints-lowest.txt -e '.[test]'
	$(LOWEST)/bin/python -m pytest -p no:cacheprovider

# Write what every example prints into the page that shows it: README.md and every page of docs/
# (tests/test_readme.py holds them to that).
readme: $(STAMP)
	$(BIN)/python tests/readme.py

# The game page's picture in the manual (docs/game.md shows docs/play.png): the browser test's
# screenshot, copied out of its temporary folder; a test run itself writes nothing into the tree.
# Needs chromium (the browser target installs it where it can); -rs says why if the test skipped.
screenshot: $(STAMP) browser
	$(BIN)/python -m pytest tests/test_page.py -n 0 -rs -k test_play_referee --game-screenshot docs/play.png

# The manual as a website: docs/ built by mkdocs with the Material theme into site/ (mkdocs.yml);
# --strict makes a broken link or a page missing from the nav an error. Installs the docs extra
# into .venv on first use.
docs: $(DOCS_STAMP)
	$(BIN)/mkdocs build --strict --site-dir site

# Regenerate models/ (the models for study; about a minute: sizes.md builds CNFs up to 20x20).
models: $(STAMP)
	$(BIN)/kt-csp export --all models/
	$(BIN)/kt-csp export --family models/family --small

# make bench-backtrack | bench-cpsat (28 min) | bench-sat (38 min) | bench-huge | bench-jobs | bench-warnsdorff_sweep
#      | bench-limits (time limits kept) | bench-fuzz (the fuzz generators, many more cases) | bench-variants (35 min)
#      | bench-frontier (issue 17: counts without enumeration; --quick via python bench/frontier.py --quick)
#      | bench-referee (issue 18: the referee over 1,000 random positions, and the page's load)
#      | bench-solvers (issue 48: every engine, foreign ones too, on the benchmark family; 60 s a run)
#      | bench-witnesses (issue 49: reasoning's none certified and checked, up to 10^8 squares)
bench-%: $(STAMP)
	$(BIN)/python bench/$*.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(DOCS_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[docs]'
	touch $(DOCS_STAMP)

clean:
	rm -rf $(VENV) $(LOWEST) .pytest_cache .hypothesis site
