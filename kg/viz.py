"""The HTML view: one self-contained page drawing a graph selection with pyvis's bundled vis-network.

The node and edge data are built here directly (pyvis's ``add_node``/``add_edge`` are quadratic), embedded as a
JSON data block, and drawn by kg's own template (``kg/templates/graph.html``), which inlines the vis-network
JavaScript from the installed pyvis package. No CDN, no request: a Content-Security-Policy with the hashes of
the page's own scripts forbids any fetch and any other script. All text reaches the page as JSON and is set
with ``textContent`` (or drawn on the canvas), never parsed as HTML.
"""
from __future__ import annotations

import base64
import hashlib
import json
import math
import os
import re
from collections import Counter, defaultdict
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from . import resources
from .errors import OutputError
from .graphview import GraphView
from .vizselect import DEFAULT_MAX_NODES, Selection, select

CLASSES = (  # (class, colour, vis-network shape, legend symbol)
    ("Paper", "#9aa5b1", "square", "■"), ("Method", "#4e79a7", "dot", "●"), ("Model", "#f28e2b", "triangle", "▲"),
    ("Dataset", "#59a14f", "hexagon", "⬢"), ("Hardware", "#e15759", "diamond", "◆"),
    ("Task", "#b07aa1", "triangleDown", "▼"), ("Metric", "#c9a227", "star", "★"))
ROLES = (  # (predicate, legend label, colour, dashed)
    ("proposes", "proposes", "#222222", False), ("uses", "uses", "#4e79a7", False),
    ("evaluatesOn", "evaluates on", "#59a14f", False), ("comparesWith", "compares with", "#e15759", True),
    ("targetsHardware", "runs on", "#b8323a", False), ("mentionsHardware", "mentions hardware", "#e8989c", True),
    ("addresses", "addresses", "#b07aa1", True), ("reports", "reports", "#c9a227", True),
    ("mentions", "mentions", "#bbbbbb", True))
_GOLDEN = math.pi * (3 - math.sqrt(5))
_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)


def page_data(view: GraphView, selection: Selection, *, heading: str) -> dict:
    """The JSON the page draws: classes, roles, nodes with start positions, links with evidence.

    Papers come first, then entities; a link refers to both by index and to its sentence by index into
    ``sentences`` (an abstract's sentences are shared by its links). Start positions put the most-linked
    entities at the centre of a sunflower spiral and each paper at the middle of its entities, so the
    in-page physics only has to settle.
    """
    class_index = {name: i for i, (name, *_rest) in enumerate(CLASSES)}
    role_index = {name: i for i, (name, *_rest) in enumerate(ROLES)}
    degree = Counter(link.concept for link in {(link.paper, link.concept): link for link in selection.links}.values())
    per_paper = Counter(link.paper for link in selection.links)
    venues = sorted({view.papers[p].venue or "(no venue)" for p in selection.papers})
    years = sorted({view.papers[p].year for p in selection.papers if view.papers[p].year})
    ranked = sorted(selection.concepts, key=lambda c: (-degree[c], view.concepts[c].label, c))
    position = {c: _spiral(i) for i, c in enumerate(ranked)}
    nodes, index = [], {}
    spread: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for link in selection.links:
        spread[link.paper].append(position[link.concept])
    for iri in selection.papers:
        record = view.papers[iri]
        x, y = _middle(spread[iri], iri)
        index[iri] = len(nodes)
        nodes.append({"k": 0, "l": record.label, "t": record.title, "i": iri, "d": per_paper[iri], "x": x, "y": y,
                      "v": venues.index(record.venue or "(no venue)"), "yr": record.year})
    for iri in selection.concepts:
        concept = view.concepts[iri]
        x, y = position[iri]
        index[iri] = len(nodes)
        nodes.append({"k": class_index[concept.cls], "l": concept.label, "a": list(concept.aliases), "i": iri,
                      "d": degree[iri], "x": x, "y": y, "g": concept.generic})
    sentences: dict[str, int] = {}
    links = []
    for link in selection.links:
        sentence = sentences.setdefault(link.sentence, len(sentences))
        links.append([index[link.paper], index[link.concept], role_index[link.predicate], sentence,
                      link.start, link.end, link.mentions])
    return {"heading": heading, "note": selection.note,
            "classes": [{"name": n, "color": c, "shape": s, "symbol": y} for n, c, s, y in CLASSES],
            "roles": [{"name": n, "label": t, "color": c, "dashes": d} for n, t, c, d in ROLES],
            "venues": venues, "years": years, "nodes": nodes, "links": links, "sentences": list(sentences)}


def _spiral(i: int) -> tuple[int, int]:
    radius = 70 * math.sqrt(i + 0.5)
    return round(radius * math.cos(i * _GOLDEN)), round(radius * math.sin(i * _GOLDEN))


def _middle(points: list[tuple[float, float]], key: str) -> tuple[int, int]:
    """The mean of ``points`` plus a small jitter fixed by ``key`` (papers with the same entities don't stack)."""
    digest = hashlib.sha256(key.encode()).digest()
    angle, radius = digest[0] / 255 * 2 * math.pi, 25 + digest[1] / 255 * 35
    x = sum(p[0] for p in points) / max(len(points), 1)
    y = sum(p[1] for p in points) / max(len(points), 1)
    return round(x + radius * math.cos(angle)), round(y + radius * math.sin(angle))


def _json_block(value: object) -> str:
    """JSON safe inside an HTML data block: no ``<``, ``>`` or ``&`` survives, so nothing can close the tag.

    >>> _json_block({"t": "</script><b>&"})
    '{"t": "\\\\u003c/script\\\\u003e\\\\u003cb\\\\u003e\\\\u0026"}'
    """
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _vis_js() -> str:
    import pyvis

    path = Path(pyvis.__file__).parent / "templates" / "lib" / "vis-9.1.2" / "vis-network.min.js"
    return path.read_text(encoding="utf-8")


def render_html(view: GraphView, selection: Selection, *, heading: str) -> str:
    """The whole page as a string."""
    template = resources.html_template()
    environment = Environment(autoescape=True, loader=FileSystemLoader(str(template.parent)),
                              keep_trailing_newline=True)
    html = environment.get_template(template.name).render(
        heading=heading, data=_json_block(page_data(view, selection, heading=heading)), vis_js=_vis_js(),
        csp_scripts="CSP-SCRIPT-HASHES")
    hashes = " ".join("'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"
                      for body in _SCRIPT.findall(html))
    return html.replace("CSP-SCRIPT-HASHES", hashes, 1)


def write_html(view: GraphView, path: Path, *, heading: str, focus: tuple[str, ...] = (), top: int | None = None,
               min_degree: int | None = None, paper: str | None = None,
               max_nodes: int = DEFAULT_MAX_NODES) -> Selection:
    """Write the self-contained page of a selection of ``view`` to ``path`` (atomically) and return the selection.

    The selection options are those of :func:`kg.vizselect.select`; with none given, a graph larger than
    ``max_nodes`` is cut down to its most-linked part, and the page says so.

    Raises:
        KGError: a bad selection option; OutputError: the file cannot be written.
    """
    selection = select(view, focus=focus, top=top, min_degree=min_degree, paper=paper, max_nodes=max_nodes)
    html = render_html(view, selection, heading=heading)
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_text(html, encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write the HTML view ({error})") from error
    return selection
