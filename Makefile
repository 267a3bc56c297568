# The two set-up commands of the README, and a few helpers. Needs only Python 3.11+, git and make.
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint bench bench-companion clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

# One stamp per install flavour, remade when the project's dependencies change.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e .
	touch $@

# The tests also install the sample game (tests/sample_game), a game packaged on its own, to prove that
# pnpkit finds an installed game through its entry point alone.
$(VENV)/.installed-test: pyproject.toml tests/sample_game/pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[test]' -e tests/sample_game
	touch $@ $(VENV)/.installed

# Builds the English kits (A4 and Letter), then starts the phone referee on PORT (make run PORT=8080) and
# prints its address and QR code.
run: $(VENV)/.installed
	$(BIN)/pnpkit build avcw --locale en --paper both
	$(BIN)/pnpkit build civil_suits --locale en --paper both
	$(BIN)/pnpkit serve --port $(PORT)

test: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

bench: $(VENV)/.installed-test
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/kit.py

bench-companion: $(VENV)/.installed-test
	$(BIN)/python bench/companion_load.py --tables 200 --seconds 60

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
