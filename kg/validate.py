"""SHACL validation of graph batches against ``ontology/shapes.ttl`` (pyshacl)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pyshacl import validate as shacl_validate
from rdflib import Graph

from . import resources
from .errors import ShapeViolation


@dataclass(frozen=True)
class ValidationReport:
    """Whether a graph conforms, and pySHACL's text report."""

    conforms: bool
    text: str
    violations: int


@lru_cache(maxsize=1)
def _shapes() -> Graph:
    return Graph().parse(resources.shapes_file(), format="turtle")


@lru_cache(maxsize=1)
def _ontology() -> Graph:
    return Graph().parse(resources.ontology_file(), format="turtle")


def validate_graph(graph: Graph) -> ValidationReport:
    """Validate ``graph`` (with the kg ontology for class inference) against the bundled shapes.

    The ontology's triples are added to ``graph`` itself (pySHACL's ``inplace``), which saves a copy.
    """
    conforms, results, text = shacl_validate(graph, shacl_graph=_shapes(), ont_graph=_ontology(),
                                             inference="none", allow_warnings=True, inplace=True)
    violations = text.count("Constraint Violation")
    return ValidationReport(bool(conforms), text, violations)


def require_valid(graph: Graph, what: str) -> None:
    """Raise :class:`ShapeViolation` with the first violation's message when ``graph`` does not conform."""
    report = validate_graph(graph)
    if not report.conforms:
        first = next((line.strip() for line in report.text.splitlines() if line.strip().startswith("Message:")),
                     "see the SHACL report")
        raise ShapeViolation(f"{what}: graph violates the SHACL shapes ({report.violations} violation(s); "
                             f"first: {first})")
