# The two set-up commands of the README, and a few helpers. Needs only Python 3.11+, git and make.
# Installs are locked: every package comes at the exact version (and hash) in requirements/, so a fresh
# clone installs what CI tested whatever was released upstream since. `make lock` moves the lock on.
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
LOCK := requirements/lock.txt
RUN_LOCK := requirements/run.txt
PIP := $(BIN)/python -m pip install -q --disable-pip-version-check

.PHONY: run kits test lint lock bench bench-companion clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# One stamp per install flavour, remade when the lock changes. The lock holds every package, so pip
# resolves nothing (--no-deps); pnpkit itself is installed from this folder, editable.
$(VENV)/.installed: $(RUN_LOCK) pyproject.toml | $(BIN)/python
	$(PIP) --require-hashes --no-deps -r $(RUN_LOCK)
	$(PIP) --no-deps --no-build-isolation -e .
	touch $@

$(VENV)/.installed-test: $(LOCK) pyproject.toml | $(BIN)/python
	$(PIP) --require-hashes --no-deps -r $(LOCK)
	$(PIP) --no-deps --no-build-isolation -e .
	touch $@ $(VENV)/.installed

# Builds the English kits of every game (A4 and Letter, with the fold layouts, as the referee's Print page offers
# them: it serves these as they are; a kit whose inputs did not change is kept), then starts the phone referee on
# PORT (make run PORT=8080) and prints its address and QR code.
run: kits
	$(BIN)/pnpkit serve --port $(PORT)

kits: $(VENV)/.installed
	$(BIN)/pnpkit build all --locale en --paper both --fold --if-changed

# ruff, then the whole suite on every core (pytest-xdist). Bytecode is written even where the environment says
# not to (PYTHONDONTWRITEBYTECODE): the run starts many Python processes, and each would compile everything again.
test: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/pytest -n auto --dist worksteal

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

# Refreshes the lock to the day's releases. run.txt is the part of lock.txt that pnpkit needs to run; both
# hold setuptools (requirements/build.in), which installs pnpkit itself without build isolation.
# Review the diff, run `make test`, commit.
lock: | $(BIN)/python
	$(PIP) uv
	$(BIN)/uv pip compile pyproject.toml requirements/build.in --extra test --universal --python-version 3.11 \
		--generate-hashes --upgrade --quiet -o $(LOCK)
	$(BIN)/uv pip compile pyproject.toml requirements/build.in -c $(LOCK) --universal --python-version 3.11 \
		--generate-hashes --quiet -o $(RUN_LOCK)

bench: $(VENV)/.installed-test
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/kit.py

bench-companion: $(VENV)/.installed-test
	$(BIN)/python bench/companion_load.py --tables 200 --seconds 60

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
