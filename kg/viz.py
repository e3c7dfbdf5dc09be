"""The HTML view: a pyvis network rendered with kg's own self-contained template (no CDN, no requests)."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

from jinja2 import ChoiceLoader, Environment, FileSystemLoader
from pyvis.network import Network

from . import resources
from .graphview import GraphView, LinkRecord

COLOURS = {"Paper": "#9aa5b1", "Method": "#4e79a7", "Model": "#f28e2b", "Dataset": "#59a14f",
           "Hardware": "#e15759", "Task": "#b07aa1", "Metric": "#edc948"}
SHAPES = {"Paper": "square", "Hardware": "diamond"}
EDGE_STYLE = {"proposes": ("#111111", False), "uses": ("#4e79a7", False), "evaluatesOn": ("#59a14f", False),
              "comparesWith": ("#e15759", True), "targetsHardware": ("#e15759", False),
              "mentionsHardware": ("#e15759", True), "addresses": ("#b07aa1", True), "reports": ("#edc948", True),
              "mentions": ("#bbbbbb", True)}


def build_network(view: GraphView, *, max_entities: int = 1500) -> tuple[Network, str]:
    """A pyvis network of papers and entities (the ``max_entities`` most linked), and a note on what was left out."""
    degree = Counter(link.concept for link in view.links)
    kept = {c for c, _ in sorted(degree.items(), key=lambda item: (-item[1], item[0]))[:max_entities]}
    net = Network(height="100vh", width="100%", directed=True, cdn_resources="in_line")
    by_paper: dict[str, list[LinkRecord]] = defaultdict(list)
    for link in view.links:
        if link.concept in kept:
            by_paper[link.paper].append(link)
    evidence: dict[str, list[str]] = defaultdict(list)
    for iri in sorted(by_paper):
        paper, links = view.papers[iri], by_paper[iri]
        details = "\n".join(f"{link.predicate} {view.concepts[link.concept].label}" for link in links)
        net.nodes.append({"id": iri, "label": _short(paper.label), "shape": "square", "size": 8,
                          "color": COLOURS["Paper"], "group": "Paper", "details": f"{paper.label}\n\n{details}",
                          "title": paper.label})
        for link in links:
            evidence[link.concept].append(f"{paper.label} ({link.predicate}): “{link.sentence}”")
            colour, dashes = EDGE_STYLE[link.predicate]
            net.edges.append({"from": iri, "to": link.concept, "color": colour, "dashes": dashes,
                              "title": link.predicate, "arrows": "to"})
    for iri in sorted(evidence):
        concept = view.concepts[iri]
        aliases = ", ".join(concept.aliases)
        net.nodes.append({"id": iri, "label": concept.label, "shape": SHAPES.get(concept.cls, "dot"),
                          "size": 10 + 3 * min(degree[iri], 15), "color": COLOURS[concept.cls], "group": concept.cls,
                          "title": f"{concept.label} ({concept.cls})",
                          "details": f"{concept.cls}" + (f"; also: {aliases}" if aliases else "") + "\n\n"
                                     + "\n\n".join(evidence[iri])})
    left_out = len(degree) - len(kept)
    note = (f"{len(by_paper)} papers, {len(evidence)} entities" +
            (f"; {left_out} less-linked entities left out" if left_out else ""))
    net.set_options(json.dumps({"physics": {"stabilization": {"iterations": 300}, "barnesHut": {"springLength": 120}},
                                "interaction": {"hover": True}, "edges": {"smooth": False}}))
    return net, note


def _short(label: str, limit: int = 40) -> str:
    return label if len(label) <= limit else label[:limit - 1] + "…"


def write_html(view: GraphView, path: Path, *, heading: str) -> None:
    """Write the self-contained page to ``path``."""
    net, note = build_network(view)
    environment = Environment(autoescape=True, loader=ChoiceLoader([
        FileSystemLoader(str(resources.html_template().parent)),
        FileSystemLoader(str(Path(__import__("pyvis").__file__).parent / "templates")),
    ]))
    nodes, edges, _, _, _, options = net.get_network_data()
    legend = [{"label": cls, "color": colour} for cls, colour in COLOURS.items()]
    html = environment.get_template(resources.html_template().name).render(
        heading=heading, nodes=json.dumps(nodes, sort_keys=True), edges=json.dumps(edges, sort_keys=True),
        options=options if isinstance(options, str) else json.dumps(options, sort_keys=True),
        page=json.dumps({"heading": heading, "note": note, "legend": legend}, sort_keys=True))
    path.write_text(html, encoding="utf-8")
