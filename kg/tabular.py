"""Query rows as text: an aligned table for a terminal, CSV, TSV or JSON for a pipe."""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any, Literal

Format = Literal["table", "csv", "tsv", "json"]
FORMATS = ("table", "csv", "tsv", "json")


def _cell(value: Any) -> str:
    return "" if value is None else str(value)


def render(columns: Sequence[str], rows: Sequence[dict[str, Any]], fmt: Format, *, width: int = 60) -> str:
    """Rows as text in ``fmt``; a table cuts cells longer than ``width`` characters.

    >>> print(render(["a", "b"], [{"a": "x", "b": 1}], "table"))
    a | b
    --+--
    x | 1
    (1 row)
    >>> render(["a"], [{"a": "x,y"}], "csv")
    'a\\n"x,y"\\n'
    """
    if fmt == "json":
        return json.dumps([{c: row.get(c) for c in columns} for row in rows], ensure_ascii=False, indent=2) + "\n"
    if fmt == "tsv":
        def escape(value: Any) -> str:
            return _cell(value).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
        lines = ["\t".join(columns)] + ["\t".join(escape(row.get(c)) for c in columns) for row in rows]
        return "\n".join(lines) + "\n"
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([_cell(row.get(c)) for c in columns] for row in rows)
        return buffer.getvalue()
    cells = [[_cell(row.get(c)).replace("\n", " ") for c in columns] for row in rows]
    cells = [[v if len(v) <= width else v[:width - 1] + "…" for v in line] for line in cells]
    widths = [max([len(c)] + [len(line[i]) for line in cells]) for i, c in enumerate(columns)]
    out = [" | ".join(c.ljust(w) for c, w in zip(columns, widths)).rstrip(),
           "-+-".join("-" * w for w in widths)]
    out += [" | ".join(v.ljust(w) for v, w in zip(line, widths)).rstrip() for line in cells]
    out.append(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
    return "\n".join(out)
