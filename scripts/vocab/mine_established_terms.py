#!/usr/bin/env python3
"""Mine the long forms that many abstracts define with an abbreviation: terms of the field, not coinages.

"Theory of Mind (ToM)", "Domain-Specific Language (DSL)" and "Nash Equilibrium (NE)" are each defined in several
abstracts; a coined name ("Dual-Domain Feature Coupler (DDFC)") is defined in one. The extractor reads the list to
keep such a term from counting as a paper's own technique merely because the sentence defining it speaks of the
paper ("We model agents with Theory of Mind (ToM)").

Usage: python scripts/vocab/mine_established_terms.py [--corpus PATH] [--min-papers N] [--out PATH]

Reads the arXiv corpus (CC0 metadata) and leaves out every record of the evaluation sets (tests/data/dev and
tests/data/heldout) by id, so their own definitions do not count. Deterministic: the same inputs give the same
file.
"""
from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from kg.extract.abbreviations import find_abbreviations  # noqa: E402
from kg.vocab import label_key  # noqa: E402

CORPUS = ROOT.parent / "shared" / "data" / "arxiv-cs-2025-2026.jsonl.gz"
OUT = ROOT / "kg" / "ontology" / "established-terms.txt"
HEADER = """\
# Long forms that at least {n} abstracts of the 2025-2026 arXiv cs corpus define with an abbreviation (CC0
# metadata; the development and held-out records left out): terms of the field, not one paper's coinage. A defined
# term on this list counts as a paper's own technique only with a cue stronger than a sentence about the paper.
# Written by scripts/vocab/mine_established_terms.py; one per line, compared by kg.vocab.label_key.
"""


def evaluation_ids() -> set[str]:
    """Ids of the records in the development and held-out sets."""
    ids = set()
    for path in (ROOT / "tests" / "data").glob("*/*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                ids.add(json.loads(line).get("id"))
    return ids


def defined_long_forms(corpus: Path, skip: set[str]) -> tuple[Counter[str], dict[str, str]]:
    """For each long form's key, the number of papers defining it, and its first spelling."""
    papers: Counter[str] = Counter()
    spelling: dict[str, str] = {}
    with gzip.open(corpus, "rt", encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            if record.get("id") in skip:
                continue
            # each field on one line, as the extractor reads them: a definition never spans the title's end
            text = "\n".join(" ".join((record.get(field) or "").split()) for field in ("title", "abstract"))
            keys = set()
            for definition in find_abbreviations(text):
                key = label_key(definition.long)
                keys.add(key)
                spelling.setdefault(key, " ".join(definition.long.split()))
            papers.update(keys)
    return papers, spelling


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--min-papers", type=int, default=3)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    papers, spelling = defined_long_forms(args.corpus, evaluation_ids())
    terms = sorted((spelling[key] for key, count in papers.items() if count >= args.min_papers), key=str.casefold)
    temporary = args.out.with_suffix(".tmp")
    temporary.write_text(HEADER.format(n=args.min_papers) + "".join(term + "\n" for term in terms), encoding="utf-8")
    temporary.replace(args.out)
    print(f"{len(terms)} long forms defined in {args.min_papers} papers or more -> {args.out}")


if __name__ == "__main__":
    main()
