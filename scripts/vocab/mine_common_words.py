#!/usr/bin/env python3
"""Mine the words abstracts write in lower case: the language of the field, not anyone's coinage.

A title that opens with one capitalised word before its colon ("Sparfels: Fast Reconstruction from Sparse
Unposed Imagery") names the paper's system when that word is no word of the language ("Position: ...", "Demo:
...", "Memorization: ..." are words). The extractor reads the list to tell them apart.

Usage: python scripts/vocab/mine_common_words.py [--corpus PATH] [--min-papers N] [--out PATH]

Reads the arXiv corpus (CC0 metadata) and leaves out every record of the evaluation sets (tests/data/dev and
tests/data/heldout) by id. Deterministic: the same inputs give the same file.
"""
from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "vocab"))

from mine_established_terms import CORPUS, evaluation_ids  # noqa: E402

OUT = ROOT / "kg" / "ontology" / "common-words.txt"
HEADER = """\
# Words of four letters or more that at least {n} abstracts of the 2025-2026 arXiv cs corpus write in lower case
# (CC0 metadata; the development and held-out records left out): words of the language, not names.
# Written by scripts/vocab/mine_common_words.py; one per line, sorted.
"""
# A lowercase word standing alone: not part of a hyphenated compound ("re-think") nor of a name ("gpt-4o").
_WORD = re.compile(r"(?<![\w\-])[a-z]{4,}(?![\w\-])")


def lowercase_words(corpus: Path, skip: set[str]) -> Counter[str]:
    """For each lowercase word, the number of abstracts writing it."""
    papers: Counter[str] = Counter()
    with gzip.open(corpus, "rt", encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            if record.get("id") not in skip:
                papers.update(set(_WORD.findall(record.get("abstract") or "")))
    return papers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--min-papers", type=int, default=3)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    papers = lowercase_words(args.corpus, evaluation_ids())
    words = sorted(word for word, count in papers.items() if count >= args.min_papers)
    temporary = args.out.with_suffix(".tmp")
    temporary.write_text(HEADER.format(n=args.min_papers) + "\n".join(words) + "\n", encoding="utf-8")
    temporary.replace(args.out)
    print(f"{len(words)} words -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
