"""``kg analyze``: the measures of a built graph as ``analysis.md`` (or ``analysis.json``) with PNG charts,
plus the graph exported as GraphML, GEXF, CSV node and edge lists and node-link JSON.

All files are written together or not at all (:func:`kg.outputs.write_all`).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Literal

import networkx as nx

from ..outputs import write_all
from . import charts
from .exports import write_edges_csv, write_gexf, write_graphml, write_json, write_nodes_csv
from .measures import (bridging_entities, communities, components, counts_by_venue_year, degree_by_class,
                       entity_type_counts, hardware_family_matrix, hardware_landscape, pagerank_by_class)
from .views import BROADER, example_view, load_graph, typed_graph  # noqa: F401

Format = Literal["md", "json"]
CHARTS = {"entity_types": "analysis-entity-types.png", "top_entities": "analysis-top-entities.png",
          "communities": "analysis-communities.png", "hardware_models": "analysis-hardware-models.png"}
EXPORTS = ("graph.graphml", "graph.gexf", "nodes.csv", "edges.csv", "graph.json")


@dataclass(frozen=True)
class AnalysisResult:
    """What ``kg analyze`` wrote: counts for its summary line and the files, sorted."""

    papers: int
    entities: int
    communities: int
    files: tuple[Path, ...]


def summarize(graph: nx.MultiDiGraph, *, seed: int = 0, top: int = 10) -> dict:
    """Every measure of the report, as one JSON-ready dict.

    Args:
        graph: A typed graph (:func:`kg.analysis.load_graph`).
        seed: Seed of the community detection.
        top: Rows per class in the top-entity tables.

    Returns:
        A dict with keys ``counts``, ``entity_types``, ``top_by_papers``, ``top_by_pagerank``, ``communities``,
        ``bridging_entities``, ``components``, ``hardware_landscape``, ``hardware_family_matrix`` and
        ``venue_year``.

    >>> s = summarize(typed_graph(example_view()))
    >>> s["counts"]
    {'papers': 4, 'entities': 4, 'paper_entity_pairs': 9, 'links': 10, 'communities': 2, 'components': 1}
    """
    found = communities(graph, seed=seed)
    parts = components(graph)
    pairs = {(u, v) for u, v, role in graph.edges(data="role") if role != BROADER}
    links = sum(1 for _, _, role in graph.edges(data="role") if role != BROADER)
    counts = {"papers": sum(1 for _, c in graph.nodes(data="class") if c == "Paper"),
              "entities": len({v for _, v in pairs}), "paper_entity_pairs": len(pairs), "links": links,
              "communities": len(found), "components": len(parts)}
    return {"counts": counts, "entity_types": entity_type_counts(graph),
            "top_by_papers": degree_by_class(graph, top=top), "top_by_pagerank": pagerank_by_class(graph, top=top),
            "communities": found, "bridging_entities": bridging_entities(graph, found),
            "components": [{"papers": len(c["papers"]), "entities": len(c["entities"])} for c in parts],
            "hardware_landscape": hardware_landscape(graph), "hardware_family_matrix": hardware_family_matrix(graph),
            "venue_year": counts_by_venue_year(graph)}


def _cell(value: object) -> str:
    return " ".join(str(value).replace("|", "\\|").split())


def _listing(labels: list[str], size: int = 8) -> str:
    shown = ", ".join(_cell(x) for x in labels[:size])
    return shown + (f", … (+{len(labels) - size})" if len(labels) > size else "")


def render_markdown(summary: dict, *, rows: int = 20) -> str:
    """``analysis.md`` from :func:`summarize` output; charts are linked by their file names in :data:`CHARTS`.

    >>> render_markdown(summarize(typed_graph(example_view()))).splitlines()[0]
    '# kg graph analysis'
    """
    counts = summary["counts"]
    sizes = summary["components"]
    lines = ["# kg graph analysis", "",
             f"- papers: {counts['papers']}", f"- linked entities: {counts['entities']}",
             f"- paper-entity pairs: {counts['paper_entity_pairs']} ({counts['links']} links, one per predicate)",
             f"- communities (Louvain, seeded): {counts['communities']}",
             f"- connected components: {counts['components']}" +
             (f" (largest: {sizes[0]['papers']} papers, {sizes[0]['entities']} entities)" if sizes else ""),
             "", "## Entity types", "", "| class | entities | paper links |", "|---|---:|---:|"]
    lines += [f"| {r['class']} | {r['entities']} | {r['papers']} |" for r in summary["entity_types"]]
    lines += ["", f"![Entity types]({CHARTS['entity_types']})", "",
              "## Top entities per class", "",
              "By papers linking to the entity, and by PageRank in the undirected paper-entity graph.", "",
              "| class | by papers | by PageRank |", "|---|---|---|"]
    for cls, ranked in summary["top_by_papers"].items():
        by_rank = summary["top_by_pagerank"].get(cls, [])
        lines.append(f"| {cls} | " + ", ".join(f"{_cell(r['label'])} ({r['papers']})" for r in ranked) + " | " +
                     ", ".join(_cell(r["label"]) for r in by_rank) + " |")
    lines += ["", f"![Top entities per class]({CHARTS['top_entities']})", "",
              "## Communities", "",
              "Louvain communities of the paper-entity graph, named by the entities linked to most of their papers "
              f"(largest {min(rows, len(summary['communities']))} of {len(summary['communities'])}).", "",
              "| id | name | papers | entities |", "|---:|---|---:|---:|"]
    lines += [f"| {c['id']} | {_cell(c['name'])} | {len(c['papers'])} | {len(c['entities'])} |"
              for c in summary["communities"][:rows]]
    lines += ["", f"![Community sizes]({CHARTS['communities']})", "",
              "## Bridging entities", "", "Entities whose papers fall in the most communities.", "",
              "| entity | class | communities | papers |", "|---|---|---:|---:|"]
    lines += [f"| {_cell(r['label'])} | {r['class']} | {r['communities']} | {r['papers']} |"
              for r in summary["bridging_entities"][:rows]] or ["| (none) | | | |"]
    lines += ["", "## Hardware landscape", "", "For each hardware concept: its papers, and the models and "
              "methods those papers link to.", "", "| hardware | papers | models | methods |", "|---|---|---|---|"]
    lines += [f"| {_cell(r['label'])} | {len(r['papers'])}: {_listing(r['papers'], 3)} | {_listing(r['models'])} "
              f"| {_listing(r['methods'])} |" for r in summary["hardware_landscape"]] or ["| (none) | | | |"]
    lines += ["", "Papers linking a hardware concept and a model of each family (a variant counts for its family: "
              "its top-most non-generic broader model).", "",
              f"![Hardware × model family]({CHARTS['hardware_models']})", "",
              "## Papers by venue and year", "", "| venue | year | papers |", "|---|---|---:|"]
    lines += [f"| {_cell(r['venue'] or '(none)')} | {r['year'] or '(none)'} | {r['papers']} |"
              for r in summary["venue_year"]]
    lines += ["", "## Exports", "", "The typed graph (papers and entities, one edge per link with `role` and "
              "`evidence`, taxonomy edges with role `broader`, each node's `community`): "
              + ", ".join(f"`{name}`" for name in EXPORTS) + "."]
    return "\n".join(lines) + "\n"


def _with_communities(graph: nx.MultiDiGraph, found: list[dict]) -> nx.MultiDiGraph:
    result = graph.copy()
    for community in found:
        for node in community["papers"] + community["entities"]:
            result.nodes[node]["community"] = community["id"]
    return result


def _text_writer(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


def analyze(graph_dir: str | Path, out_dir: str | Path, *, fmt: Format = "md", seed: int = 0,
            top: int = 10) -> AnalysisResult:
    """Analyse the graph built in ``graph_dir``; write the report, charts and exports into ``out_dir``.

    Args:
        graph_dir: A folder written by ``kg build``.
        out_dir: Where to write (created if needed).
        fmt: ``"md"`` writes ``analysis.md``, ``"json"`` writes ``analysis.json`` (the :func:`summarize` dict).
        seed: Seed of the community detection.
        top: Rows per class in the top-entity tables.

    Returns:
        Counts and the files written.

    Raises:
        QueryError: No readable graph in ``graph_dir``.
        OutputError: ``out_dir`` cannot be written (then nothing in it changed).

    >>> analyze("/nonexistent", "/tmp/unused")
    Traceback (most recent call last):
    kg.errors.QueryError: /nonexistent: no graph.nt, graph.ttl or Oxigraph store here (run `kg build` first)
    """
    graph = load_graph(graph_dir)
    summary = summarize(graph, seed=seed, top=top)
    exported = _with_communities(graph, summary["communities"])
    if fmt == "json":
        report = ("analysis.json", _text_writer(json.dumps(summary, ensure_ascii=False, sort_keys=True, indent=1)
                                                + "\n"))
    else:
        report = ("analysis.md", _text_writer(render_markdown(summary)))
    writers: dict[str, Callable[[Path], None]] = {
        report[0]: report[1],
        CHARTS["entity_types"]: partial(charts.entity_types_chart, summary["entity_types"]),
        CHARTS["top_entities"]: partial(charts.top_entities_chart, summary["top_by_papers"]),
        CHARTS["communities"]: partial(charts.community_sizes_chart, summary["communities"]),
        CHARTS["hardware_models"]: partial(charts.heatmap_chart, summary["hardware_family_matrix"]),
        "graph.graphml": partial(write_graphml, exported),
        "graph.gexf": partial(write_gexf, exported),
        "graph.json": partial(write_json, exported),
        "nodes.csv": partial(write_nodes_csv, exported),
        "edges.csv": partial(write_edges_csv, exported),
    }
    files = write_all(Path(out_dir), writers)
    counts = summary["counts"]
    return AnalysisResult(counts["papers"], counts["entities"], counts["communities"], tuple(sorted(files)))
