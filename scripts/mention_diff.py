#!/usr/bin/env python3
"""Dump every mention the extractor finds in a sample of abstracts, or compare two dumps.

A rule's effect on text no gold file covers: dump a sample before and after a change, then read the
difference (mentions gone, added, or changed in class, concept, role or text at the same place).

Usage:
  python scripts/mention_diff.py dump OUT.jsonl [--input PATH] [--skip K] [--count N]
  python scripts/mention_diff.py diff BEFORE.jsonl AFTER.jsonl [--most N]

The default input is the shared arXiv corpus (../shared/data/), from record 20,000 on, past the records the
gold files were drawn from early on; any input kg reads works (seeds/, a JSON Lines file).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from itertools import islice
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "data" / "arxiv-cs-2025-2026.jsonl.gz"


def dump(out: Path, source: Path, skip: int, count: int) -> None:
    from kg.extract import Extractor
    from kg.ingest import read_papers
    from kg.vocab import load_vocabulary

    papers = list(islice(read_papers([source]), skip, skip + count))
    extractor = Extractor(load_vocabulary())
    with out.open("w", encoding="utf-8") as handle:
        for paper, extraction in zip(papers, extractor.extract(papers)):
            for m in extraction.mentions:
                row = [paper.key, m.field, m.start, m.text, m.cls, m.concept.rsplit("/", 1)[-1], m.role, m.rule]
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(papers)} papers -> {out}")


def diff(before: Path, after: Path, most: int) -> None:
    def read(path: Path) -> dict[tuple, list]:
        with path.open(encoding="utf-8") as handle:   # one mention: its place, class and concept
            return {(row[0], row[1], row[2], row[4], row[5]): row for row in map(json.loads, handle)}

    old, new = read(before), read(after)
    # at each place, what only the old dump has and what only the new one has: both make a change, one alone a
    # mention gone or added (also where another mention stays at that place: "DDR" gone, "DDR-Net" kept)
    only_old, only_new = defaultdict(list), defaultdict(list)
    for key, row in old.items():
        if key not in new:
            only_old[key[:3]].append(row)
    for key, row in new.items():
        if key not in old:
            only_new[key[:3]].append(row)
    gone = Counter((row[3], row[4]) for place, rows in only_old.items() if place not in only_new for row in rows)
    added = Counter((row[3], row[4]) for place, rows in only_new.items() if place not in only_old for row in rows)
    changed = Counter((was[3], was[4], was[5], row[4], row[5]) for place, rows in only_new.items()
                      for row in rows for was in only_old.get(place, ()))
    roles = Counter((row[3], row[4], old[key][6], row[6]) for key, row in new.items()
                    if key in old and old[key][6] != row[6])
    texts = Counter((old[key][3], row[3], row[4]) for key, row in new.items() if key in old and old[key][3] != row[3])
    for title, counter in (("gone", gone), ("added", added), ("changed class or concept", changed),
                           ("changed role", roles), ("changed text", texts)):
        print(f"{title}: {sum(counter.values())} mentions")
        for item, n in counter.most_common(most):
            print(f"  {n:4d}  " + " | ".join(str(part).replace("\n", " ") for part in item))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--input", type=Path, default=CORPUS)
    d.add_argument("--skip", type=int, default=20000)
    d.add_argument("--count", type=int, default=4000)
    c = sub.add_parser("diff")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    c.add_argument("--most", type=int, default=60)
    args = parser.parse_args(argv)
    if args.command == "dump":
        dump(args.out, args.input, args.skip, args.count)
    else:
        diff(args.before, args.after, args.most)
    return 0


if __name__ == "__main__":
    sys.exit(main())
