"""PNG charts of an analysis, drawn with matplotlib's Agg canvas (no display, no pyplot global state).

matplotlib is imported inside each function, so importing :mod:`kg.analysis` stays light. PNGs carry no
``Software`` or date metadata, so the same data gives byte-identical files.
"""
from __future__ import annotations

import warnings
from pathlib import Path

from ..types import ENTITY_CLASSES

_COLOURS = {"Method": "#4c72b0", "Model": "#dd8452", "Dataset": "#55a868", "Hardware": "#c44e52",
            "Task": "#8172b3", "Metric": "#937860"}


def _scratch(name: str) -> str:
    """A path in a new temporary folder (for the doctests)."""
    import tempfile

    return str(Path(tempfile.mkdtemp()) / name)


def _short(text: str, size: int = 38) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"


def _figure(width: float, height: float):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height), dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _save(figure, path: str | Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # missing glyphs in exotic labels
        figure.savefig(str(path), format="png", metadata={"Software": None})


def _empty(axes, message: str = "no data") -> None:
    axes.text(0.5, 0.5, message, ha="center", va="center", transform=axes.transAxes, color="grey")
    axes.set_xticks([])
    axes.set_yticks([])


def top_entities_chart(top: dict[str, list[dict]], path: str | Path) -> None:
    """One horizontal bar chart per entity class: its entities linked to the most papers.

    Args:
        top: :func:`kg.analysis.degree_by_class` output.
        path: The PNG to write.

    >>> path = _scratch("top.png")
    >>> top_entities_chart({"Method": [{"label": "LoRA", "papers": 2}]}, path)
    >>> open(path, "rb").read(4)
    b'\x89PNG'
    """
    figure = _figure(15, 9)
    figure.suptitle("Top entities per class (papers linking to each)")
    for axes, cls in zip(figure.subplots(2, 3).flat, ENTITY_CLASSES, strict=True):
        rows = top.get(cls, [])
        axes.set_title(cls)
        if not rows:
            _empty(axes)
            continue
        labels = [_short(r["label"], 28) for r in rows][::-1]
        values = [r["papers"] for r in rows][::-1]
        axes.barh(range(len(rows)), values, color=_COLOURS[cls])
        axes.set_yticks(range(len(rows)), labels, fontsize=9)
        axes.set_xlabel("papers")
        axes.xaxis.get_major_locator().set_params(integer=True)
    _save(figure, path)


def heatmap_chart(matrix: dict, path: str | Path) -> None:
    """The hardware × model-family heat map: papers linking both a hardware concept and a model of the family.

    Args:
        matrix: :func:`kg.analysis.hardware_family_matrix` output.
        path: The PNG to write.

    >>> path = _scratch("heat.png")
    >>> heatmap_chart({"hardware": ["GPU"], "families": ["LLaMA"], "counts": [[2]]}, path)
    >>> open(path, "rb").read(4)
    b'\x89PNG'
    """
    rows, columns, counts = matrix["hardware"], matrix["families"], matrix["counts"]
    figure = _figure(max(6.0, 1.2 + 0.55 * len(columns) + 2.5), max(3.5, 1.8 + 0.4 * len(rows)))
    axes = figure.subplots()
    axes.set_title("Hardware × model family (papers)")
    if not rows or not columns:
        _empty(axes, "no paper links both hardware and a model")
        _save(figure, path)
        return
    image = axes.imshow(counts, cmap="Blues", aspect="auto", vmin=0)
    axes.set_xticks(range(len(columns)), [_short(c, 24) for c in columns], rotation=45, ha="right", fontsize=9)
    axes.set_yticks(range(len(rows)), [_short(r, 30) for r in rows], fontsize=9)
    peak = max(max(row) for row in counts) or 1
    for i, row in enumerate(counts):
        for j, value in enumerate(row):
            if value:
                axes.text(j, i, str(value), ha="center", va="center", fontsize=8,
                          color="white" if value > peak / 2 else "black")
    from matplotlib.ticker import MaxNLocator

    figure.colorbar(image, ax=axes, label="papers", ticks=MaxNLocator(integer=True))
    _save(figure, path)


def community_sizes_chart(found: list[dict], path: str | Path, *, top: int = 20) -> None:
    """Papers and entities of the largest communities, labelled by their names.

    Args:
        found: :func:`kg.analysis.communities` output.
        path: The PNG to write.
        top: How many communities to show.

    >>> path = _scratch("communities.png")
    >>> community_sizes_chart([{"id": 0, "name": "LoRA, GLUE", "papers": ["p1"], "entities": ["m", "d"]}], path)
    >>> open(path, "rb").read(4)
    b'\x89PNG'
    """
    shown = found[:top]
    figure = _figure(12, max(3.5, 1.5 + 0.35 * len(shown)))
    axes = figure.subplots()
    axes.set_title(f"Community sizes (largest {len(shown)} of {len(found)})")
    if not shown:
        _empty(axes)
        _save(figure, path)
        return
    positions = range(len(shown))[::-1]
    papers = [len(c["papers"]) for c in shown]
    entities = [len(c["entities"]) for c in shown]
    axes.barh(list(positions), papers, color="#4c72b0", label="papers")
    axes.barh(list(positions), entities, left=papers, color="#dd8452", label="entities")
    axes.set_yticks(list(positions), [f"{c['id']}: {_short(c['name'], 60)}" for c in shown], fontsize=9)
    axes.set_xlabel("nodes")
    axes.legend(loc="lower right")
    _save(figure, path)


def entity_types_chart(rows: list[dict], path: str | Path) -> None:
    """Entities and paper-entity pairs per class.

    Args:
        rows: :func:`kg.analysis.entity_type_counts` output.
        path: The PNG to write.

    >>> path = _scratch("types.png")
    >>> entity_types_chart([{"class": "Method", "entities": 1, "papers": 2}], path)
    >>> open(path, "rb").read(4)
    b'\x89PNG'
    """
    figure = _figure(10, 4)
    left, right = figure.subplots(1, 2)
    classes = [r["class"] for r in rows]
    colours = [_COLOURS.get(c, "grey") for c in classes]
    for axes, field, title in ((left, "entities", "Entities per class"), (right, "papers", "Paper links per class")):
        values = [r[field] for r in rows]
        bars = axes.bar(classes, values, color=colours)
        axes.bar_label(bars, fontsize=9)
        axes.set_title(title)
        axes.tick_params(axis="x", labelsize=9)
    _save(figure, path)
