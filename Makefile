# The two set-up commands of the README, and a few helpers. Needs only Python 3.11+, git and make.
PYTHON ?= python3
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

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'
	touch $@ $(VENV)/.installed

# Builds the English kits (A4 and Letter), then starts the phone referee and prints its address and QR code.
run: $(VENV)/.installed
	$(BIN)/pnpkit build avcw --locale en --paper both
	$(BIN)/pnpkit build civil_suits --locale en --paper both
	$(BIN)/pnpkit serve

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
