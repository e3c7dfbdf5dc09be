"""Deterministic RDF files from a set of triples: sorted N-Triples, Turtle and JSON-LD via pyoxigraph."""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef

from .namespaces import PREFIXES

FORMATS = {"graph.ttl": ox.RdfFormat.TURTLE, "graph.nt": ox.RdfFormat.N_TRIPLES, "graph.jsonld": ox.RdfFormat.JSON_LD}


def to_oxigraph(term: object) -> ox.NamedNode | ox.Literal:
    """An rdflib term as a pyoxigraph term (kg never writes blank nodes)."""
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    if isinstance(term, BNode):
        raise ValueError("kg graphs have no blank nodes")
    raise TypeError(f"not an RDF term: {term!r}")


def triple(s: object, p: object, o: object) -> ox.Triple:
    return ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o))


def sorted_triples(triples: Iterable[ox.Triple]) -> list[ox.Triple]:
    """Triples in a total, stable order (subject, predicate, object as N-Triples text)."""
    return sorted(set(triples), key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))


def write_rdf(triples: list[ox.Triple], path: Path, name: str) -> None:
    """Serialize already sorted ``triples`` to ``path`` in the format of output ``name``."""
    prefixes = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}
    fmt = FORMATS[name]
    ox.serialize(triples, str(path), fmt, prefixes=None if fmt == ox.RdfFormat.N_TRIPLES else prefixes)
