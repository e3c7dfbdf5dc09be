"""networkx views of a built graph: the typed paper-entity graph and its projections.

Every view is built from the paper-entity links of :func:`kg.graphview.load_view`, not by converting every
triple (which would turn each literal into a shared node). Node ids are IRIs; nodes and edges are added in
sorted order, so every view, and every file written from it, is deterministic.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from itertools import combinations
from pathlib import Path

import networkx as nx
import pyoxigraph as ox

from ..graphview import ConceptRecord, GraphView, LinkRecord, PaperRecord, load_view
from ..store import open_graph

PAPER = "Paper"
BROADER = "broader"


def typed_graph(view: GraphView) -> nx.MultiDiGraph:
    """The typed graph of a view: papers and concepts as nodes, one edge per paper-entity link.

    Node attributes: ``class`` (``Paper`` or the entity class), ``label``; papers also ``title``, ``venue``,
    ``year`` (when known); concepts ``aliases`` (a tuple), ``generic``. Paper-entity edges go paper → concept,
    keyed by the link predicate, with ``role`` (the predicate, e.g. ``uses``) and ``evidence`` (its number of
    mentions). Taxonomy edges go concept → broader concept with ``role="broader"`` and ``evidence=0``.

    Args:
        view: Papers, concepts and links, as returned by :func:`kg.graphview.load_view`.

    Returns:
        A new MultiDiGraph.

    >>> g = typed_graph(example_view())
    >>> g.nodes["p1"]["class"], g.nodes["m:lora"]["label"], g.edges["p1", "m:lora", "uses"]["evidence"]
    ('Paper', 'LoRA', 2)
    """
    graph = nx.MultiDiGraph()
    for iri in sorted(view.papers):
        paper = view.papers[iri]
        attrs = {"class": PAPER, "label": paper.label, "title": paper.title, "venue": paper.venue,
                 "year": paper.year}
        graph.add_node(iri, **{k: v for k, v in attrs.items() if v is not None})
    for iri in sorted(view.concepts):
        concept = view.concepts[iri]
        graph.add_node(iri, **{"class": concept.cls, "label": concept.label, "aliases": concept.aliases,
                               "generic": concept.generic})
    for link in sorted(view.links, key=lambda link: (link.paper, link.concept, link.predicate)):
        if link.paper in view.papers and link.concept in view.concepts:
            graph.add_edge(link.paper, link.concept, key=link.predicate, role=link.predicate,
                           evidence=link.mentions)
    for iri in sorted(view.concepts):
        for parent in view.concepts[iri].broader:
            if parent in view.concepts:
                graph.add_edge(iri, parent, key=BROADER, role=BROADER, evidence=0)
    return graph


def load_graph(source: str | Path | ox.Store) -> nx.MultiDiGraph:
    """Load a built graph folder (``graph.nt`` or ``graph.ttl``) or an Oxigraph store as :func:`typed_graph`.

    Args:
        source: A folder written by ``kg build``, or a ``pyoxigraph.Store`` holding such a graph.

    Returns:
        The typed MultiDiGraph.

    Raises:
        QueryError: The folder has no graph, or the graph cannot be parsed.

    >>> load_graph("/nonexistent")
    Traceback (most recent call last):
    kg.errors.QueryError: /nonexistent: no graph.nt, graph.ttl or Oxigraph store here (run `kg build` first)
    """
    store = source if isinstance(source, ox.Store) else open_graph(source)
    return typed_graph(load_view(store))


def is_paper(graph: nx.Graph, node: str) -> bool:
    """Whether ``node`` is a paper.

    >>> is_paper(typed_graph(example_view()), "p1")
    True
    """
    return graph.nodes[node].get("class") == PAPER


def entities_of(graph: nx.MultiDiGraph) -> dict[str, set[str]]:
    """For each paper, the entities it links to (by any predicate).

    >>> sorted(entities_of(typed_graph(example_view()))["p1"])
    ['d:glue', 'm:lora']
    """
    linked: dict[str, set[str]] = {node: set() for node in graph if is_paper(graph, node)}
    for paper, concept, role in graph.edges(data="role"):
        if role != BROADER and paper in linked:
            linked[paper].add(concept)
    return linked


def bipartite_graph(graph: nx.MultiDiGraph, *, exclude_generic: bool = False) -> nx.Graph:
    """The undirected bipartite paper-entity graph: one edge per linked pair, whatever the predicates.

    Nodes keep their attributes plus ``bipartite`` (0 papers, 1 entities); only entities linked to a paper are
    kept. Edges have ``weight`` (total evidence over the pair's links) and ``roles`` (sorted predicates).

    Args:
        graph: A :func:`typed_graph`.
        exclude_generic: Drop generic concepts (``mlkg:generic``, e.g. "large language model").

    Returns:
        A new Graph.

    >>> b = bipartite_graph(typed_graph(example_view()))
    >>> b.edges["p1", "m:lora"]["weight"], b.edges["p1", "m:lora"]["roles"], b.nodes["p1"]["bipartite"]
    (3, ('mentions', 'uses'), 0)
    """
    result = nx.Graph()
    pairs: dict[tuple[str, str], list] = {}
    for paper, concept, data in graph.edges(data=True):
        if data["role"] == BROADER or not is_paper(graph, paper):
            continue
        if exclude_generic and graph.nodes[concept].get("generic"):
            continue
        entry = pairs.setdefault((paper, concept), [0, set()])
        entry[0] += data["evidence"]
        entry[1].add(data["role"])
    for node in sorted({n for pair in pairs for n in pair} | {n for n in graph if is_paper(graph, n)}):
        result.add_node(node, **graph.nodes[node], bipartite=0 if is_paper(graph, node) else 1)
    for (paper, concept), (weight, roles) in sorted(pairs.items()):
        result.add_edge(paper, concept, weight=weight, roles=tuple(sorted(roles)))
    return result


def _weighted_pairs(groups: Iterable[Iterable[str]]) -> dict[tuple[str, str], int]:
    counts: dict[tuple[str, str], int] = defaultdict(int)
    for group in groups:
        for pair in combinations(sorted(group), 2):
            counts[pair] += 1
    return counts


def paper_projection(graph: nx.MultiDiGraph, *, classes: Iterable[str] | None = None,
                     exclude_generic: bool = False, max_papers: int | None = None) -> nx.Graph:
    """Paper-paper graph: an edge between two papers that share entities, ``weight`` = how many they share.

    An entity linked to k papers adds k(k-1)/2 pairs, so hub entities dominate time and size on large graphs
    ("large language model" in a third of 75k papers is 300 million pairs): leave them out with
    ``exclude_generic`` or ``max_papers``.

    Args:
        graph: A :func:`typed_graph`.
        classes: Count only entities of these classes (default: all).
        exclude_generic: Do not count generic concepts.
        max_papers: Do not count entities linked to more papers than this.

    Returns:
        A Graph of every paper (with its attributes); isolated papers are kept.

    >>> p = paper_projection(typed_graph(example_view()))
    >>> sorted(p.edges(data="weight"))
    [('p1', 'p2', 2), ('p2', 'p3', 1), ('p2', 'p4', 1), ('p3', 'p4', 2)]
    """
    keep = set(classes) if classes is not None else None
    papers_of: dict[str, list[str]] = defaultdict(list)
    for paper, concepts in sorted(entities_of(graph).items()):
        for concept in concepts:
            attrs = graph.nodes[concept]
            if (keep is None or attrs["class"] in keep) and not (exclude_generic and attrs.get("generic")):
                papers_of[concept].append(paper)
    groups = [papers for papers in papers_of.values() if max_papers is None or len(papers) <= max_papers]
    result = nx.Graph()
    for node in sorted(n for n in graph if is_paper(graph, n)):
        result.add_node(node, **graph.nodes[node])
    for (a, b), weight in sorted(_weighted_pairs(groups).items()):
        result.add_edge(a, b, weight=weight)
    return result


def cooccurrence(graph: nx.MultiDiGraph, first: str | None = None, second: str | None = None, *,
                 exclude_generic: bool = False) -> nx.Graph:
    """Entity co-occurrence within papers: ``weight`` = number of papers linking both entities.

    ``cooccurrence(g, "Method", "Dataset")`` keeps only method-dataset pairs, ``cooccurrence(g, "Model")``
    pairs of a model with anything, ``cooccurrence(g)`` every pair of entities.

    Args:
        graph: A :func:`typed_graph`.
        first: Class of one end of each pair (``None``: any class).
        second: Class of the other end (``None``: any class).
        exclude_generic: Leave out generic concepts.

    Returns:
        A Graph over the entities in at least one kept pair.

    >>> c = cooccurrence(typed_graph(example_view()), "Method", "Dataset")
    >>> sorted(c.edges(data="weight"))
    [('d:glue', 'm:lora', 2)]
    """
    def fits(cls: str, wanted: str | None) -> bool:
        return wanted is None or cls == wanted

    counts: dict[tuple[str, str], int] = defaultdict(int)
    for concepts in entities_of(graph).values():
        kept = sorted(c for c in concepts if not (exclude_generic and graph.nodes[c].get("generic")))
        for a, b in combinations(kept, 2):
            ca, cb = graph.nodes[a]["class"], graph.nodes[b]["class"]
            if (fits(ca, first) and fits(cb, second)) or (fits(cb, first) and fits(ca, second)):
                counts[(a, b)] += 1
    result = nx.Graph()
    for node in sorted({n for pair in counts for n in pair}):
        result.add_node(node, **graph.nodes[node])
    for (a, b), weight in sorted(counts.items()):
        result.add_edge(a, b, weight=weight)
    return result


def example_view() -> GraphView:
    """A four-paper example (for docs and tests): p1 and p2 use LoRA on GLUE, p3 and p4 run Llama-3-8B on a GPU,
    which p2 mentions too.

    >>> len(example_view().links)
    10
    """
    papers = {f"p{i}": PaperRecord(f"p{i}", f"Paper {i}", None, venue, year)
              for i, venue, year in ((1, "NeurIPS", 2025), (2, "NeurIPS", 2026), (3, "arXiv", 2026),
                                     (4, "arXiv", 2025))}
    concepts = {c.iri: c for c in (
        ConceptRecord("m:lora", "Method", "LoRA", ("Low-Rank Adaptation",), (), False),
        ConceptRecord("d:glue", "Dataset", "GLUE", (), (), False),
        ConceptRecord("h:gpu", "Hardware", "GPU", (), (), True),
        ConceptRecord("o:llama", "Model", "LLaMA", (), (), False),
        ConceptRecord("o:llama3-8b", "Model", "Llama-3-8B", (), ("o:llama",), False))}
    links = [LinkRecord(p, c, pred, n, "", "", 0, 0) for p, c, pred, n in (
        ("p1", "m:lora", "uses", 2), ("p1", "m:lora", "mentions", 1), ("p1", "d:glue", "evaluatesOn", 1),
        ("p2", "m:lora", "proposes", 1), ("p2", "d:glue", "evaluatesOn", 1), ("p2", "h:gpu", "mentionsHardware", 1),
        ("p3", "h:gpu", "targetsHardware", 2), ("p3", "o:llama3-8b", "uses", 1),
        ("p4", "h:gpu", "targetsHardware", 1), ("p4", "o:llama3-8b", "uses", 1))]
    return GraphView(papers, concepts, links)
