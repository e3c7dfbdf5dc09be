"""Statistics a build adds to its graph so the named queries answer by index lookups, not whole-graph scans.

Counting every paper-concept link at query time costs seconds at 75,000 papers; a build already has every
triple in an Oxigraph store, so it counts once and writes the answers as triples (see ``ontology/kg.ttl``):

- ``mlkg:labelKey``: every label, title and identifier of a concept or paper, lowercased with runs of white
  space collapsed (:func:`kg.queries.label_key`), so a ``label`` parameter is one index lookup;
- ``mlkg:paperCount`` / ``mlkg:usedCount`` on each concept: papers linked by any role / by a using role;
- ``mlkg:topOfClass`` / ``mlkg:rankInClass``: the ``TOP_CONCEPTS`` most linked concepts of each class;
- ``mlkg:Cooccurrence`` nodes: the ``TOP_PAIRS`` pairs of each pair of classes that most papers link together
  (``mlkg:rankInClasses``) and, for the ``PROFILES`` class pairs (datasets of a task, models on hardware), the
  ``TOP_PARTNERS`` partners of each top concept (``mlkg:rankInFirst``);
- ``mlkg:PaperGroup`` nodes: papers per venue and year;
- a VoID description of the graph (``void:triples``, and entities per class as ``void:classPartition``).

Ties are ranked by preferred label, then IRI (as ``ORDER BY DESC(?papers) ?label`` would).
"""
from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from collections.abc import Iterator
from itertools import combinations

import pyoxigraph as ox
from rdflib import Graph

from .graphview import LINK_PREDICATES
from .namespaces import BASE
from .queries import label_key
from .types import ENTITY_CLASSES

TOP_CONCEPTS = 100
TOP_PAIRS = 200
TOP_PARTNERS = 20
PROFILES = (("Task", "Dataset"), ("Hardware", "Model"))
USING_PREDICATES = ("proposes", "uses", "evaluatesOn", "addresses", "reports", "targetsHardware")
_STATISTICS = BASE + "statistics/"
GRAPH = _STATISTICS + "graph"

_ML = BASE + "ontology#"
VOID = "http://rdfs.org/ns/void#"
VOID_DATASET = VOID + "Dataset"
# The mlkg terms the statistics write (with the VoID ones): a query using one reads statistics.
TERMS = frozenset(_ML + name for name in (
    "labelKey", "paperCount", "usedCount", "topOfClass", "rankInClass", "rankInClasses", "rankInFirst",
    "Cooccurrence", "first", "second", "firstClass", "secondClass", "PaperGroup", "groupVenue", "groupYear"))
_RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
_INTEGER = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
_CONCEPT_LABELS = ("http://www.w3.org/2004/02/skos/core#prefLabel", "http://www.w3.org/2004/02/skos/core#altLabel")
_PAPER_LABELS = ("http://www.w3.org/2000/01/rdf-schema#label", "http://purl.org/dc/terms/title",
                 "http://purl.org/dc/terms/identifier")


def _ml(name: str) -> ox.NamedNode:
    return ox.NamedNode(_ML + name)


def _count(n: int) -> ox.Literal:
    return ox.Literal(str(n), datatype=_INTEGER)


def _objects(store: ox.Store, predicate: str) -> Iterator[tuple[str, ox.Literal | ox.NamedNode]]:
    for quad in store.quads_for_pattern(None, ox.NamedNode(predicate), None):
        yield quad.subject.value, quad.object


def _members(store: ox.Store, cls: str) -> list[str]:
    return [q.subject.value for q in store.quads_for_pattern(None, _RDF_TYPE, _ml(cls))]


class _Census:
    """One pass over the store: classes, preferred labels and paper-concept links."""

    def __init__(self, store: ox.Store) -> None:
        self.store = store
        self.papers = set(_members(store, "Paper"))
        self.class_of = {c: cls for cls in ENTITY_CLASSES for c in _members(store, cls)}
        self.label = {s: o.value for s, o in _objects(store, _CONCEPT_LABELS[0]) if s in self.class_of}
        self.linked: dict[str, set[str]] = defaultdict(set)       # concept -> papers, any link
        self.used: dict[str, set[str]] = defaultdict(set)         # concept -> papers, a using link
        self.concepts_of: dict[str, set[str]] = defaultdict(set)  # paper -> concepts
        for predicate in LINK_PREDICATES:
            for paper, concept in _objects(store, _ML + predicate):
                if paper in self.papers and concept.value in self.class_of:
                    self.linked[concept.value].add(paper)
                    self.concepts_of[paper].add(concept.value)
                    if predicate in USING_PREDICATES:
                        self.used[concept.value].add(paper)
        ranked = sorted(self.linked, key=lambda c: (-len(self.linked[c]), self.label.get(c, ""), c))
        self.top: dict[str, list[str]] = {cls: [] for cls in ENTITY_CLASSES}   # class -> most linked first
        for concept in ranked:
            if len(self.top[self.class_of[concept]]) < TOP_CONCEPTS:
                self.top[self.class_of[concept]].append(concept)


def statistics_triples(store: ox.Store) -> list[ox.Triple]:
    """The statistics of the graph in ``store`` (which must hold the whole graph and nothing else)."""
    census = _Census(store)
    found = [*_label_keys(census), *_concept_counts(census), *_cooccurrences(census), *_paper_groups(census)]
    return found + _void(census, len(store) + len(found))


def has_statistics(store: ox.Store) -> bool:
    """Whether ``store``'s default graph, which queries read, holds the statistics' VoID description."""
    found = store.quads_for_pattern(ox.NamedNode(GRAPH), _RDF_TYPE, ox.NamedNode(VOID_DATASET), ox.DefaultGraph())
    return next(found, None) is not None


def add_statistics(store: ox.Store) -> list[ox.Triple]:
    """Compute the statistics of ``store``, add them to it, and return them.

    Raises:
        ValueError: the store has statistics already (counting them again would count them as graph).
    """
    if has_statistics(store):
        raise ValueError("the store has statistics already")
    triples = statistics_triples(store)
    store.extend(ox.Quad(t.subject, t.predicate, t.object) for t in triples)
    return triples


def statistics_nodes(triples: list[ox.Triple]) -> Graph:
    """The triples about the nodes the statistics mint (pairs, groups, VoID), as rdflib, for SHACL."""
    minted = [t for t in triples if t.subject.value.startswith(_STATISTICS)]
    return Graph().parse(data=ox.serialize(minted, format=ox.RdfFormat.N_TRIPLES).decode(), format="nt")


def _label_keys(census: _Census) -> Iterator[ox.Triple]:
    key = _ml("labelKey")
    for predicates, owners in ((_CONCEPT_LABELS, census.class_of), (_PAPER_LABELS, census.papers)):
        keys = {(s, label_key(o.value)) for p in predicates for s, o in _objects(census.store, p) if s in owners}
        for subject, text in keys:
            yield ox.Triple(ox.NamedNode(subject), key, ox.Literal(text))


def _concept_counts(census: _Census) -> Iterator[ox.Triple]:
    for concept in census.class_of:
        node = ox.NamedNode(concept)
        yield ox.Triple(node, _ml("paperCount"), _count(len(census.linked.get(concept, ()))))
        yield ox.Triple(node, _ml("usedCount"), _count(len(census.used.get(concept, ()))))
    for cls in ENTITY_CLASSES:
        for rank, concept in enumerate(census.top[cls], start=1):
            yield ox.Triple(ox.NamedNode(concept), _ml("topOfClass"), _ml(cls))
            yield ox.Triple(ox.NamedNode(concept), _ml("rankInClass"), _count(rank))


def _cooccurrences(census: _Census) -> Iterator[ox.Triple]:
    together = Counter()
    for concepts in census.concepts_of.values():
        together.update(combinations(sorted(concepts), 2))
    by_classes = defaultdict(list)
    for (a, b), papers in together.items():
        class_a, class_b = census.class_of[a], census.class_of[b]
        by_classes[class_a, class_b].append((papers, a, b))
        by_classes[class_b, class_a].append((papers, b, a))
    ranks: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)   # (a, b) -> rank name -> rank
    counts = {}
    for classes, pairs in by_classes.items():
        pairs.sort(key=lambda t: (-t[0], census.label.get(t[1], ""), census.label.get(t[2], ""), t[1], t[2]))
        for rank, (papers, a, b) in enumerate(pairs[:TOP_PAIRS], start=1):
            ranks[a, b]["rankInClasses"], counts[a, b] = rank, papers
        if classes in PROFILES:
            top = set(census.top[classes[0]])
            partners = defaultdict(list)
            for papers, a, b in pairs:
                if a in top and len(partners[a]) < TOP_PARTNERS:
                    partners[a].append((papers, b))
            for a, found in partners.items():
                for rank, (papers, b) in enumerate(found, start=1):
                    ranks[a, b]["rankInFirst"], counts[a, b] = rank, papers
    for (a, b), named in ranks.items():
        digest = hashlib.sha1(f"{a} {b}".encode()).hexdigest()[:16]
        node = ox.NamedNode(f"{_STATISTICS}pair/{digest}")
        yield ox.Triple(node, _RDF_TYPE, _ml("Cooccurrence"))
        yield ox.Triple(node, _ml("first"), ox.NamedNode(a))
        yield ox.Triple(node, _ml("second"), ox.NamedNode(b))
        yield ox.Triple(node, _ml("firstClass"), _ml(census.class_of[a]))
        yield ox.Triple(node, _ml("secondClass"), _ml(census.class_of[b]))
        yield ox.Triple(node, _ml("paperCount"), _count(counts[a, b]))
        for name, rank in named.items():
            yield ox.Triple(node, _ml(name), _count(rank))


def _paper_groups(census: _Census) -> Iterator[ox.Triple]:
    venue_of = {s: o for s, o in _objects(census.store, _ML + "venue")}
    year_of = {s: o for s, o in _objects(census.store, _ML + "year")}
    groups = Counter((venue_of.get(p), year_of.get(p)) for p in census.papers)
    for (venue, year), papers in groups.items():
        key = f"{venue.value if venue else ''} {year.value if year else ''}"
        node = ox.NamedNode(f"{_STATISTICS}group/{hashlib.sha1(key.encode()).hexdigest()[:16]}")
        yield ox.Triple(node, _RDF_TYPE, _ml("PaperGroup"))
        yield ox.Triple(node, _ml("paperCount"), _count(papers))
        if venue is not None:
            yield ox.Triple(node, _ml("groupVenue"), venue)
        if year is not None:
            yield ox.Triple(node, _ml("groupYear"), year)


def _void(census: _Census, triples_before: int) -> list[ox.Triple]:
    graph = ox.NamedNode(GRAPH)
    found = [ox.Triple(graph, _RDF_TYPE, ox.NamedNode(VOID_DATASET))]
    counts = {"Paper": len(census.papers), "Mention": len(_members(census.store, "Mention"))}
    counts.update(Counter(census.class_of.values()))
    for cls in sorted(counts):
        part = ox.NamedNode(f"{GRAPH}/class/{cls}")
        found += [ox.Triple(graph, ox.NamedNode(VOID + "classPartition"), part),
                  ox.Triple(part, ox.NamedNode(VOID + "class"), _ml(cls)),
                  ox.Triple(part, ox.NamedNode(VOID + "entities"), _count(counts[cls]))]
    # void:triples counts the whole graph, this triple included.
    return found + [ox.Triple(graph, ox.NamedNode(VOID + "triples"), _count(triples_before + len(found) + 1))]
