"""Measures over a typed graph: degree and PageRank per class, communities, components, bridging entities,
the hardware landscape and counts by venue and year.

Every function returns plain, JSON-ready lists and dicts, with rows in a fixed order (ties broken by label,
then IRI), and community detection is seeded, so the same graph always gives the same answers.
"""
from __future__ import annotations

from collections import Counter, defaultdict

import networkx as nx

from ..types import ENTITY_CLASSES
from .views import BROADER, bipartite_graph, entities_of, example_view, is_paper, typed_graph  # noqa: F401


def _label(graph: nx.Graph, node: str) -> str:
    return graph.nodes[node]["label"]


def papers_per_entity(graph: nx.MultiDiGraph) -> dict[str, set[str]]:
    """For each linked entity, the papers linking to it.

    >>> sorted(papers_per_entity(typed_graph(example_view()))["m:lora"])
    ['p1', 'p2']
    """
    result: dict[str, set[str]] = defaultdict(set)
    for paper, concepts in entities_of(graph).items():
        for concept in concepts:
            result[concept].add(paper)
    return dict(result)


def entity_type_counts(graph: nx.MultiDiGraph) -> list[dict]:
    """Per entity class: linked entities, paper-entity pairs and links (one per predicate).

    >>> entity_type_counts(typed_graph(example_view()))[0]
    {'class': 'Method', 'entities': 1, 'papers': 2, 'links': 3}
    """
    papers_of = papers_per_entity(graph)
    links = Counter(graph.nodes[c]["class"] for p, c, role in graph.edges(data="role") if role != BROADER)
    rows = []
    for cls in ENTITY_CLASSES:
        linked = [c for c in papers_of if graph.nodes[c]["class"] == cls]
        rows.append({"class": cls, "entities": len(linked), "papers": sum(len(papers_of[c]) for c in linked),
                     "links": links.get(cls, 0)})
    return rows


def degree_by_class(graph: nx.MultiDiGraph, *, top: int = 10) -> dict[str, list[dict]]:
    """The entities of each class linked to the most papers (degree in the paper-entity graph).

    Args:
        graph: A typed graph.
        top: Rows per class.

    Returns:
        ``{class: [{"iri", "label", "papers"}, ...]}`` for every entity class, most papers first.

    >>> degree_by_class(typed_graph(example_view()), top=1)["Hardware"]
    [{'iri': 'h:gpu', 'label': 'GPU', 'papers': 3}]
    """
    papers_of = papers_per_entity(graph)
    result: dict[str, list[dict]] = {}
    for cls in ENTITY_CLASSES:
        ranked = sorted((c for c in papers_of if graph.nodes[c]["class"] == cls),
                        key=lambda c: (-len(papers_of[c]), _label(graph, c), c))
        result[cls] = [{"iri": c, "label": _label(graph, c), "papers": len(papers_of[c])} for c in ranked[:top]]
    return result


def pagerank_by_class(graph: nx.MultiDiGraph, *, top: int = 10, alpha: float = 0.85) -> dict[str, list[dict]]:
    """The entities of each class with the highest PageRank in the undirected paper-entity graph.

    Args:
        graph: A typed graph.
        top: Rows per class.
        alpha: PageRank damping factor.

    Returns:
        ``{class: [{"iri", "label", "pagerank"}, ...]}``, scores rounded to 6 decimals.

    >>> pagerank_by_class(typed_graph(example_view()), top=1)["Method"][0]["label"]
    'LoRA'
    """
    bipartite = bipartite_graph(graph)
    scores = nx.pagerank(bipartite, alpha=alpha, weight=None) if bipartite.number_of_edges() else {}
    result: dict[str, list[dict]] = {}
    for cls in ENTITY_CLASSES:
        ranked = sorted((n for n in scores if bipartite.nodes[n]["class"] == cls),
                        key=lambda n: (-round(scores[n], 9), _label(graph, n), n))
        result[cls] = [{"iri": n, "label": _label(graph, n), "pagerank": round(scores[n], 6)} for n in ranked[:top]]
    return result


def communities(graph: nx.MultiDiGraph, *, method: str = "louvain", seed: int = 0, resolution: float = 1.0,
                exclude_generic: bool = False, name_size: int = 3) -> list[dict]:
    """Communities of the paper-entity graph, each named by its entities linked to most of its papers.

    Args:
        graph: A typed graph.
        method: ``"louvain"`` (seeded Louvain) or ``"label_propagation"`` (asynchronous, seeded).
        seed: Random seed; the same seed gives the same split.
        resolution: Louvain resolution (above 1: smaller communities).
        exclude_generic: Leave generic concepts out of the graph before splitting.
        name_size: How many entities name a community.

    Returns:
        ``[{"id", "name", "papers", "entities"}, ...]`` (sorted IRIs), largest first; ``id`` counts from 0.
        Papers without links are left out.

    >>> [c["name"] for c in communities(typed_graph(example_view()))]
    ['GLUE, LoRA', 'GPU, Llama-3-8B']
    """
    bipartite = bipartite_graph(graph, exclude_generic=exclude_generic)
    bipartite.remove_nodes_from([n for n in list(bipartite) if bipartite.degree(n) == 0])
    if method == "louvain":
        parts = nx.community.louvain_communities(bipartite, resolution=resolution, seed=seed)
    elif method == "label_propagation":
        parts = nx.community.asyn_lpa_communities(bipartite, seed=seed)
    else:
        raise ValueError(f"community method: expected 'louvain' or 'label_propagation', got {method!r}")
    result = []
    for part in parts:
        papers = sorted(n for n in part if is_paper(bipartite, n))
        entities = sorted(n for n in part if not is_paper(bipartite, n))
        inside = {e: sum(1 for p in bipartite[e] if p in part) for e in entities}
        ranked = sorted(entities, key=lambda e: (-inside[e], _label(graph, e), e))
        result.append({"name": ", ".join(_label(graph, e) for e in ranked[:name_size]),
                       "papers": papers, "entities": entities})
    result.sort(key=lambda c: (-len(c["papers"]) - len(c["entities"]), (c["papers"] + c["entities"])[0]))
    return [{"id": i, **c} for i, c in enumerate(result)]


def components(graph: nx.MultiDiGraph) -> list[dict]:
    """Connected components of the paper-entity graph (papers without links are components of one).

    Returns:
        ``[{"papers", "entities"}, ...]`` of sorted IRIs, largest first.

    >>> [(len(c["papers"]), len(c["entities"])) for c in components(typed_graph(example_view()))]
    [(4, 4)]
    """
    bipartite = bipartite_graph(graph)
    result = [{"papers": sorted(n for n in part if is_paper(bipartite, n)),
               "entities": sorted(n for n in part if not is_paper(bipartite, n))}
              for part in nx.connected_components(bipartite)]
    result.sort(key=lambda c: (-len(c["papers"]) - len(c["entities"]), (c["papers"] + c["entities"])[0]))
    return result


def bridging_entities(graph: nx.MultiDiGraph, found: list[dict], *, top: int = 20) -> list[dict]:
    """Entities whose papers fall in several communities, the most communities first.

    Args:
        graph: A typed graph.
        found: Communities from :func:`communities`.
        top: Rows to return.

    Returns:
        ``[{"iri", "label", "class", "communities", "papers"}, ...]`` where ``communities`` is the number of
        distinct communities among the entity's papers (at least 2) and ``papers`` their number.

    >>> g = typed_graph(example_view())
    >>> bridging_entities(g, communities(g))
    [{'iri': 'h:gpu', 'label': 'GPU', 'class': 'Hardware', 'communities': 2, 'papers': 3}]
    """
    community_of = {p: c["id"] for c in found for p in c["papers"]}
    rows = []
    for concept, papers in papers_per_entity(graph).items():
        spread = {community_of[p] for p in papers if p in community_of}
        if len(spread) >= 2:
            rows.append({"iri": concept, "label": _label(graph, concept), "class": graph.nodes[concept]["class"],
                         "communities": len(spread), "papers": len(papers)})
    rows.sort(key=lambda r: (-r["communities"], -r["papers"], r["label"], r["iri"]))
    return rows[:top]


def model_family(graph: nx.MultiDiGraph, model: str) -> str:
    """The family of a model: its top-most non-generic Model ancestor through ``skos:broader`` (itself if none).

    Llama-3.1-8B → Llama 3.1 → Llama 3 → LLaMA, and LLaMA's broader concept (large language model) is generic,
    so the family is LLaMA. When a concept has several broader models, the first by IRI is followed.

    >>> model_family(typed_graph(example_view()), "o:llama3-8b")
    'o:llama'
    """
    current, seen = model, {model}
    while True:
        parents = sorted(parent for _, parent, role in graph.out_edges(current, data="role")
                         if role == BROADER and graph.nodes[parent]["class"] == "Model"
                         and not graph.nodes[parent].get("generic") and parent not in seen)
        if not parents:
            return current
        current = parents[0]
        seen.add(current)


def hardware_landscape(graph: nx.MultiDiGraph) -> list[dict]:
    """For each hardware concept linked to a paper: its papers and the models and methods of those papers.

    Returns:
        ``[{"iri", "label", "papers", "models", "methods", "families"}, ...]`` with sorted labels (papers by
        label), most papers first. ``families`` are the models' :func:`model_family` labels.

    >>> row = hardware_landscape(typed_graph(example_view()))[0]
    >>> row["label"], row["papers"], row["models"], row["methods"], row["families"]
    ('GPU', ['Paper 2', 'Paper 3', 'Paper 4'], ['Llama-3-8B'], ['LoRA'], ['LLaMA'])
    """
    linked = entities_of(graph)
    rows = []
    for concept, papers in papers_per_entity(graph).items():
        if graph.nodes[concept]["class"] != "Hardware":
            continue
        near = {c for p in papers for c in linked[p]}
        models = [c for c in near if graph.nodes[c]["class"] == "Model"]
        rows.append({"iri": concept, "label": _label(graph, concept),
                     "papers": sorted(_label(graph, p) for p in papers),
                     "models": sorted(_label(graph, c) for c in models),
                     "methods": sorted(_label(graph, c) for c in near if graph.nodes[c]["class"] == "Method"),
                     "families": sorted({_label(graph, model_family(graph, c)) for c in models})})
    rows.sort(key=lambda r: (-len(r["papers"]), r["label"], r["iri"]))
    return rows


def hardware_family_matrix(graph: nx.MultiDiGraph, *, top: int = 15) -> dict:
    """Papers per (hardware concept, model family): the data of the hardware × model-family heat map.

    Args:
        graph: A typed graph.
        top: Keep the hardware concepts and the families with the most papers in any cell.

    Returns:
        ``{"hardware": [labels], "families": [labels], "counts": [[papers]]}`` with a row per hardware concept.

    >>> hardware_family_matrix(typed_graph(example_view()))
    {'hardware': ['GPU'], 'families': ['LLaMA'], 'counts': [[2]]}
    """
    cells: dict[tuple[str, str], set[str]] = defaultdict(set)
    for paper, concepts in entities_of(graph).items():
        hardware = [c for c in concepts if graph.nodes[c]["class"] == "Hardware"]
        families = {model_family(graph, c) for c in concepts if graph.nodes[c]["class"] == "Model"}
        for h in hardware:
            for f in families:
                cells[(h, f)].add(paper)

    def ranked(index: int) -> list[str]:
        total: dict[str, set[str]] = defaultdict(set)
        for key, papers in cells.items():
            total[key[index]] |= papers
        return sorted(total, key=lambda n: (-len(total[n]), _label(graph, n), n))[:top]

    rows, columns = ranked(0), ranked(1)
    return {"hardware": [_label(graph, h) for h in rows], "families": [_label(graph, f) for f in columns],
            "counts": [[len(cells.get((h, f), ())) for f in columns] for h in rows]}


def counts_by_venue_year(graph: nx.MultiDiGraph) -> list[dict]:
    """Papers per venue and year (``None`` when unknown), sorted by venue then year.

    >>> [(r["venue"], r["year"], r["papers"]) for r in counts_by_venue_year(typed_graph(example_view()))]
    [('NeurIPS', 2025, 1), ('NeurIPS', 2026, 1), ('arXiv', 2025, 1), ('arXiv', 2026, 1)]
    """
    counts = Counter((attrs.get("venue"), attrs.get("year")) for _, attrs in graph.nodes(data=True)
                     if attrs.get("class") == "Paper")
    keys = sorted(counts, key=lambda k: (k[0] is None, k[0] or "", k[1] is None, k[1] or 0))
    return [{"venue": v, "year": y, "papers": counts[(v, y)]} for v, y in keys]
