"""``report.md``: counts per class, top entities per class, every hardware mention with its papers."""
from __future__ import annotations

from collections import Counter, defaultdict

from .graphview import GraphView
from .types import ENTITY_CLASSES


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def render_report(view: GraphView, *, triples: int, skipped: int, top: int = 10) -> str:
    """The Markdown report of one build."""
    papers_of: dict[str, set[str]] = defaultdict(set)
    mentions = 0
    for link in view.links:
        papers_of[link.concept].add(link.paper)
        mentions += link.mentions
    linked = {iri: view.concepts[iri] for iri in papers_of}
    per_class = Counter(c.cls for c in linked.values())
    links = Counter(view.concepts[link.concept].cls for link in view.links)
    lines = ["# kg build report", "",
             f"- papers: {len(view.papers)}", f"- entities: {len(linked)}", f"- paper-entity links: {len(view.links)}",
             f"- triples: {triples}", f"- skipped invalid records: {skipped}", "",
             "## Entities per class", "", "| class | entities | paper links |", "|---|---:|---:|"]
    lines += [f"| {cls} | {per_class.get(cls, 0)} | {links.get(cls, 0)} |" for cls in ENTITY_CLASSES]
    lines += ["", "## Top entities per class (by number of papers)", ""]
    for cls in ENTITY_CLASSES:
        ranked = sorted((c for c in linked.values() if c.cls == cls), key=lambda c: (-len(papers_of[c.iri]), c.label))
        if ranked:
            lines.append(f"- **{cls}**: " + ", ".join(f"{_cell(c.label)} ({len(papers_of[c.iri])})" for c in ranked[:top]))
    lines += ["", "## Hardware mentions", "", "| hardware | link | surface form | paper | evidence |",
              "|---|---|---|---|---|"]
    rows = sorted((view.concepts[link.concept].label, link.predicate, link.surface, view.papers[link.paper].label,
                   link.sentence) for link in view.links if view.concepts[link.concept].cls == "Hardware")
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in rows]
    if not rows:
        lines.append("| (none) | | | | |")
    return "\n".join(lines) + "\n"
