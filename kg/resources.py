"""The only module that locates kg's data files (ontology, shapes, vocabularies, queries, templates)."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path


@lru_cache(maxsize=1)
def package_root() -> Path:
    """The installed ``kg`` package directory (works for wheels and editable installs)."""
    return Path(str(resources.files("kg")))


def ontology_file() -> Path:
    """The OWL ontology, ``kg/ontology/kg.ttl``."""
    return package_root() / "ontology" / "kg.ttl"


def shapes_file() -> Path:
    """The SHACL shapes, ``kg/ontology/shapes.ttl``."""
    return package_root() / "ontology" / "shapes.ttl"


def vocabulary_files() -> list[Path]:
    """The SKOS vocabularies, ``kg/ontology/vocab/*.ttl``, sorted by name."""
    return sorted((package_root() / "ontology" / "vocab").glob("*.ttl"))


def html_template() -> Path:
    """The self-contained HTML template of the graph view."""
    return package_root() / "templates" / "graph.html"


def query_files() -> list[Path]:
    """The named SPARQL queries, ``kg/ontology/queries/*.rq``, sorted by name."""
    return sorted((package_root() / "ontology" / "queries").glob("*.rq"))


def not_entities_file() -> Path:
    """Terms that are never entities, ``kg/ontology/not-entities.txt``."""
    return package_root() / "ontology" / "not-entities.txt"


def common_words_file() -> Path:
    """Words abstracts write in lower case, ``kg/ontology/common-words.txt``."""
    return package_root() / "ontology" / "common-words.txt"


def established_terms_file() -> Path:
    """Long forms many abstracts define, ``kg/ontology/established-terms.txt``."""
    return package_root() / "ontology" / "established-terms.txt"
