"""Hostile text: seconds to extract one 20,000-character abstract made of a shape repeated (the shapes that once
took many seconds, each rule's worst case), against ordinary abstracts of the same length measured in the same run.

Usage: python benchmarks/bench_hostile.py [--runs N] [--only NAME ...]
"""
from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

from kg.extract import Extractor
from kg.ingest import read_papers
from kg.types import Paper
from kg.vocab import load_vocabulary

sys.path.insert(0, str(Path(__file__).parent))
from bench_extract import best_of  # noqa: E402

LENGTH = 20_000
SEEDS = Path(__file__).resolve().parents[1] / "seeds"
TITLE = "Self Forcing: Bridging the Gap"   # a title naming a method, so the title rules run too
SHAPES = {
    "and-propose": "We find that models fail" + ", and propose FooNet" * 1000,
    "we-that-and": "we show that it works, and introduce BarNet " * 450,
    "hours": "We train within 5 H100-days and 200 A100-hours" * 400,
    "title-method": "We introduce Self Forcing, a novel training paradigm, " * 350,
    "familiar": "We introduce Monte Carlo Dropout, a well-known technique, " * 330,
    "own-dash": "We propose FooNet, a model. " + "FooNet-" * 2800,
    "own-part": "We propose FooNet, a model. " + "FooNet-A " * 2200,
    "own-chain": "We propose FooNet, a model. " + "FooNet-A" * 2450,
    "dash-the": "We propose " + "FooNet-the " * 1800,
    "collect": "We collect " + "FooSet, a dataset, and " * 850,
    "uses-part": "We propose FooNet, a model. " + "FooNet uses a Bar Baz Module (BBM) and " * 500,
    "at-the-edge": "It runs " + "at the edge and " * 1250,
    "count": "We construct " + "3,418 CPG documents and " * 830,
    "will-release": "We will release " + "FooSet, BarSet and " * 1000,
    "passive-list": "Two datasets, " + "FooA, " * 3300 + "are harvested.",
    "new-kind": "We add a novel loss function, Inner-CIOU, " * 470,
    "refer-as": "We refer to these two adapters as " + "Foo-A and " * 1900,
    "refer-again": "We propose Slow-LoRA. " + "We refer to these two adapters as Slow-LoRA and Fast-LoRA. " * 330,
    "define-the": "We define the Foo Bar Index (FBI), " * 570,
    "accelerator": "A CNN accelerator and the accelerator, " * 510,
    "glued": "We propose Cortex. " + "CortexBench and " * 1250,
    "prior-to": "We propose IPS. To cut noise, Gate Net (GN) acts prior to decoding. " * 290,
}


def ordinary_text() -> str:
    """The bundled seed abstracts, joined and cut to the hostile texts' length."""
    text = " ".join(paper.abstract for paper in read_papers([SEEDS]))
    return (text * (LENGTH // len(text) + 1))[:LENGTH]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", nargs="+", choices=sorted(SHAPES), help="the shapes to run (default: all)")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")
    extractor = Extractor(load_vocabulary())

    def seconds(text: str) -> float:
        paper = Paper(key="hostile", abstract=text[:LENGTH], source="hostile", line=1, title=TITLE)
        return best_of(args.runs, lambda: list(extractor.extract([paper])))

    ordinary = seconds(ordinary_text())
    print(f"ordinary abstracts, {LENGTH:,} characters: {ordinary:.2f} s")
    worst = 0.0
    for name in args.only or SHAPES:
        taken = seconds(SHAPES[name])
        worst = max(worst, taken / ordinary)
        print(f"{name:14} {taken:6.2f} s  ({taken / ordinary:4.1f}x ordinary)")
    print(f"worst: {worst:.1f}x ordinary text of the same length")


if __name__ == "__main__":
    main()
