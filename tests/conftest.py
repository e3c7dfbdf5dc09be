"""Shared fixtures: a tiny vocabulary and extractor, and one build of the bundled seeds."""
from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from kg.extract import Extractor
from kg.types import Paper
from kg.vocab import load_vocabulary

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
SEEDS = ROOT / "seeds"

warnings.filterwarnings("ignore", module="spacy")


@pytest.fixture(scope="session")
def mini_vocabulary():
    return load_vocabulary([DATA / "mini_vocab.ttl"])


@pytest.fixture(scope="session")
def mini_extractor(mini_vocabulary):
    return Extractor(mini_vocabulary)


@pytest.fixture(scope="session")
def extract(mini_extractor):
    """Extract from one abstract (and optional title) with the tiny vocabulary."""
    def run(abstract: str, title: str | None = None):
        paper = Paper(key="t", abstract=abstract, source="test", line=1, title=title)
        return next(mini_extractor.extract([paper]))
    return run


@pytest.fixture(scope="session")
def bundled_extractor():
    """An extractor with the bundled vocabularies, built once."""
    return Extractor(load_vocabulary())


@pytest.fixture(scope="session")
def extract_bundled(bundled_extractor):
    """Extract from one abstract (and optional title) with the bundled vocabularies."""
    def run(abstract: str, title: str | None = None):
        return next(bundled_extractor.extract([Paper(key="t", abstract=abstract, source="test", line=1, title=title)]))
    return run


@pytest.fixture(scope="session")
def seeds_build(tmp_path_factory):
    """The bundled seeds built once with the bundled vocabularies: (result, output folder)."""
    from kg.build import build

    out = tmp_path_factory.mktemp("seeds-out")
    return build([SEEDS], out), out
