"""Pick the part of a graph the HTML view draws: a focus class, the top entities, a paper's neighbourhood.

A page stays readable and quick up to a couple of thousand nodes, so a larger graph is cut down to a budget
(``max_nodes``) and the cut is described in a note shown on the page. Selection works on the plain records
of :mod:`kg.graphview` and knows nothing about HTML.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import KGError
from .graphview import GraphView, LinkRecord

DEFAULT_MAX_NODES = 1500
_CLASS_NAMES = {"method": "Method", "model": "Model", "dataset": "Dataset", "hardware": "Hardware",
                "task": "Task", "metric": "Metric"}


@dataclass(frozen=True)
class Selection:
    """What the page draws: papers, entities and links among them, and a note on what was left out."""

    papers: tuple[str, ...]
    concepts: tuple[str, ...]
    links: tuple[LinkRecord, ...]
    note: str


def focus_classes(names: Iterable[str]) -> frozenset[str]:
    """Entity classes named on the command line, singular or plural, any case.

    >>> sorted(focus_classes(["hardware", "Methods"]))
    ['Hardware', 'Method']
    """
    classes = set()
    for name in names:
        key = name.strip().lower()
        key = key[:-1] if key.endswith("s") and key[:-1] in _CLASS_NAMES else key
        if key not in _CLASS_NAMES:
            raise KGError(f"unknown focus {name!r}: expected one of {', '.join(sorted(_CLASS_NAMES))}")
        classes.add(_CLASS_NAMES[key])
    return frozenset(classes)


def find_paper(view: GraphView, paper: str) -> str:
    """The IRI of the paper named by its IRI, its id (the IRI's last segment) or its exact label."""
    if paper in view.papers:
        return paper
    matches = sorted(iri for iri, record in view.papers.items()
                     if iri.rsplit("/", 1)[-1] == paper or record.label == paper)
    if not matches:
        raise KGError(f"no paper {paper!r} in the graph: expected a paper id, IRI or label")
    return matches[0]


def select(view: GraphView, *, focus: Iterable[str] = (), top: int | None = None, min_degree: int | None = None,
           paper: str | None = None, max_nodes: int = DEFAULT_MAX_NODES) -> Selection:
    """The subgraph to draw, at most ``max_nodes`` papers and entities.

    Entities are ranked by degree (the number of papers linking them). Papers are kept so that first every
    kept entity has its best-connected paper, then by the number of kept entities they link.

    Args:
        view: the whole graph.
        focus: entity classes to keep (``hardware``, ``methods``, ...); empty keeps all.
        top: keep only the ``top`` highest-degree entities.
        min_degree: keep only entities linked by at least this many papers.
        paper: keep only this paper's entities (and the other papers linking them).
        max_nodes: the node budget.

    Returns:
        The selection with a note saying what was left out ("" when nothing was).

    Raises:
        KGError: an unknown focus class or paper, or a budget or count below 1.
    """
    for name, value in (("top", top), ("min_degree", min_degree), ("max_nodes", max_nodes)):
        if value is not None and value < 1:
            raise KGError(f"{name} must be at least 1, got {value}")
    classes = focus_classes(focus)
    papers_of: dict[str, set[str]] = defaultdict(set)
    for link in view.links:
        papers_of[link.concept].add(link.paper)
    entities = [c for c in papers_of if not classes or view.concepts[c].cls in classes]
    if min_degree:
        entities = [c for c in entities if len(papers_of[c]) >= min_degree]
    centre = find_paper(view, paper) if paper else None
    if centre:
        own = {link.concept for link in view.links if link.paper == centre}
        entities = [c for c in entities if c in own]
    entities.sort(key=lambda c: (-len(papers_of[c]), view.concepts[c].label, c))
    reasons = []
    if top and len(entities) > top:
        entities = entities[:top]
    linking = len({p for c in entities for p in papers_of[c]})
    if len(entities) + linking > max_nodes and len(entities) > max_nodes // 2:
        room = max(max_nodes - linking, max_nodes // 2)
        reasons.append(f"the {len(entities) - room} least-linked entities")
        entities = entities[:room]
    kept = set(entities)
    papers = _pick_papers(view, entities, papers_of, budget=max_nodes - len(entities), first=centre)
    dropped_papers = len({p for c in kept for p in papers_of[c]}) - len(papers)
    if dropped_papers:
        reasons.append(f"{dropped_papers} papers linking fewer of the shown entities")
    chosen = set(papers)
    links = tuple(link for link in view.links if link.paper in chosen and link.concept in kept)
    linked = {link.concept for link in links}
    concepts = tuple(c for c in entities if c in linked)
    note = _note(view, papers, concepts, papers_of, classes, top, min_degree, centre, reasons)
    return Selection(tuple(sorted(papers)), tuple(sorted(concepts)), links, note)


def _pick_papers(view: GraphView, entities: list[str], papers_of: dict[str, set[str]], *, budget: int,
                 first: str | None) -> list[str]:
    kept = set(entities)
    weight: dict[str, int] = defaultdict(int)
    for link in view.links:
        if link.concept in kept:
            weight[link.paper] += 1
    candidates = set(weight)
    if len(candidates) <= budget:
        return sorted(candidates)
    rank = sorted(candidates, key=lambda p: (-weight[p], p))
    order = {p: i for i, p in enumerate(rank)}
    chosen: list[str] = [first] if first in candidates else []
    seen = set(chosen)
    for concept in entities:
        if len(chosen) >= budget:
            break
        if not papers_of[concept] & seen:
            best = min(papers_of[concept], key=order.__getitem__)
            chosen.append(best)
            seen.add(best)
    for p in rank:
        if len(chosen) >= budget:
            break
        if p not in seen:
            chosen.append(p)
            seen.add(p)
    return chosen


def _note(view: GraphView, papers: list[str], concepts: tuple[str, ...], papers_of: dict[str, set[str]],
          classes: frozenset[str], top: int | None, min_degree: int | None, centre: str | None,
          reasons: list[str]) -> str:
    linked_papers = {link.paper for link in view.links}
    parts = [f"Showing {len(papers)} of {len(linked_papers)} papers and {len(concepts)} of {len(papers_of)} "
             "linked entities"]
    picked = []
    if classes:
        picked.append("class " + ", ".join(sorted(classes)))
    if centre:
        picked.append(f"the entities of paper “{view.papers[centre].label}”")
    if top:
        picked.append(f"the top {top} by degree")
    if min_degree:
        picked.append(f"degree ≥ {min_degree}")
    text = parts[0] + (" (" + "; ".join(picked) + ")" if picked else "") + "."
    if reasons:
        text += " Left out to keep the page usable: " + " and ".join(reasons) + \
                ". Pick another view with kg viz --focus, --top, --min-degree or --paper."
    return text
