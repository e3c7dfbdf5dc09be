"""``report.md``: counts per class, top entities per class, every hardware mention with its papers."""
from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping

from .summary import PaperDigest
from .types import ENTITY_CLASSES


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def render_report(papers: list[PaperDigest], names: Mapping[str, str], *, triples: int, mentions: int,
                  skipped: int, top: int = 10) -> str:
    """The Markdown report of one build; ``names`` maps concept IRIs to preferred labels."""
    classes: dict[str, str] = {}
    papers_of: dict[str, set[str]] = defaultdict(set)
    for paper in papers:
        for link in paper.links:
            classes[link.concept] = link.cls
            papers_of[link.concept].add(paper.key)
    per_class = Counter(classes.values())
    links = Counter(link.cls for paper in papers for link in paper.links)
    lines = ["# kg build report", "",
             f"- papers: {len(papers)}", f"- entities: {len(classes)}", f"- mentions: {mentions}",
             f"- triples: {triples}", f"- skipped invalid records: {skipped}", "",
             "## Entities per class", "", "| class | entities | paper links |", "|---|---:|---:|"]
    lines += [f"| {cls} | {per_class.get(cls, 0)} | {links.get(cls, 0)} |" for cls in ENTITY_CLASSES]
    lines += ["", "## Top entities per class (by number of papers)", ""]
    for cls in ENTITY_CLASSES:
        ranked = sorted((c for c in classes if classes[c] == cls), key=lambda c: (-len(papers_of[c]), names[c]))
        if ranked:
            lines.append(f"- **{cls}**: " + ", ".join(f"{_cell(names[c])} ({len(papers_of[c])})" for c in ranked[:top]))
    lines += ["", "## Hardware mentions", "", "| hardware | link | surface form | paper | evidence |",
              "|---|---|---|---|---|"]
    labels = {paper.key: paper.label for paper in papers}
    rows = sorted(((names[link.concept], link.predicate, link.surface, labels[paper.key], link.sentence)
                   for paper in papers for link in paper.links if link.cls == "Hardware"))
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in rows]
    if not rows:
        lines.append("| (none) | | | | |")
    return "\n".join(lines) + "\n"
