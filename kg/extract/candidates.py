"""Candidate mentions, and the choice among overlapping ones."""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from .cues import MODIFIER_SUFFIXES

# Lower wins among candidates of the same length.
PRIORITY = {"vocabulary": 0, "model-grammar": 1, "dataset-variant": 1, "method-variant": 1, "hardware-product": 1,
            "abbreviation-long-form": 2, "abbreviation-short-form": 2, "contribution": 3, "contribution-title": 3,
            "contribution-repeat": 3, "name-shape": 4}


_WORD = re.compile(r"[A-Z][a-z]+")
# A name's part after a hyphen, "DDR-Net", "DSP-v1.5", not a modifier's: "GPU-Driven", "GPU-Resident".
_NAME_PART_AFTER = re.compile(rf"-(?!(?i:based|resident|{MODIFIER_SUFFIXES})(?![\w-]))(?:[A-Z]|v\d)")


@dataclass(frozen=True)
class Candidate:
    """A span of the pipeline's text that may be a mention: its class, concept and the rule that found it."""

    start: int
    end: int
    cls: str
    iri: str
    name: str
    rule: str
    family: str | None = None
    generic: bool = False


def select(candidates: list[Candidate], text: str) -> list[Candidate]:
    """Non-overlapping candidates: longest first, then by rule priority; brace lists keep all names; a
    specific candidate wins over a generic one it partly overlaps.

    Hardware is selected on its own, so a hardware word inside a longer name of another class is kept too
    ("GPU" in "GPU memory usage"): the guidelines count hardware used as a modifier. Not the end of a
    dataset's name, though: "OULU-NPU" is a face anti-spoofing dataset; nor the last words of any other name:
    "Triton Inference Server" is software; nor a capitalised word inside one: "Best Arm Identification"; nor an
    acronym that opens a one-word name with a name's part after its hyphen: "DDR-Net", "DPU-Former", "DSP-v1.5" (not
    "GPU-Driven", nor "CPU-GPU Co-Scheduling").
    """
    others = _non_overlapping(_specific_over_generic([c for c in candidates if c.cls != "Hardware"]))
    def inside(c: Candidate, o: Candidate) -> bool:
        if o.start == c.start and c.end < o.end:   # a one-word name, not "CPU-GPU Co-Scheduling"
            return (_NAME_PART_AFTER.match(text, c.end) is not None and text[c.start:c.end].isupper()
                    and not any(character.isspace() for character in text[c.end:o.end]))
        whole = o.cls == "Dataset" or _WORD.fullmatch(text, c.start, c.end)
        return o.start < c.start and (c.end <= o.end if whole else c.end == o.end)

    starts = [o.start for o in others]   # in text order, not overlapping (but a brace list's same span)

    def around(c: Candidate) -> Iterator[Candidate]:   # the others starting at or before it and reaching into it
        index = bisect_right(starts, c.start)
        while index and others[index - 1].end > c.start:
            index -= 1
            yield others[index]

    hardware = _non_overlapping([c for c in candidates
                                 if c.cls == "Hardware" and not any(inside(c, o) for o in around(c))])
    # a broad task inside a device's name is the device's kind: "virtual reality" in "virtual reality headsets"
    others = [o for o in others if not (o.cls == "Task" and o.generic and any(
        h.start <= o.start and o.end <= h.end for h in hardware))]
    return sorted(hardware + others, key=lambda c: (c.start, c.end, c.iri))


def _specific_over_generic(candidates: list[Candidate]) -> list[Candidate]:
    """Without generic candidates that only partly overlap a specific one, or whose first words end another
    candidate: "cross-attention mechanisms" is cross-attention, not the generic attention mechanism, though
    that match is longer."""
    generic = [c for c in candidates if c.generic]
    if not generic:
        return candidates
    by_start = sorted(candidates, key=lambda c: c.start)
    starts = [c.start for c in by_start]
    longest = max(c.end - c.start for c in candidates)

    def loses(c: Candidate) -> bool:   # against those starting before it ends and near enough to reach it
        for o in islice(by_start, bisect_left(starts, c.start - longest), bisect_left(starts, c.end)):
            if c.start < o.end and not (c.start <= o.start and o.end <= c.end) and not (
                    o.start <= c.start and c.end <= o.end) and (not o.generic or o.start < c.start):
                return True
        return False

    dropped = {id(c) for c in generic if loses(c)}
    return [c for c in candidates if id(c) not in dropped] if dropped else candidates


def _non_overlapping(candidates: list[Candidate]) -> list[Candidate]:
    ordered = sorted(set(candidates), key=lambda c: (-(c.end - c.start), PRIORITY[c.rule], c.start, c.iri, c.rule,
                                                     c.name, c.family or ""))
    taken: list[Candidate] = []   # in text order: the taken spans do not overlap (but a brace list's same span)
    starts: list[int] = []
    for candidate in ordered:
        index = bisect_left(starts, candidate.end)
        clash = []
        while index > 0 and taken[index - 1].end > candidate.start:
            index -= 1
            clash.append(taken[index])
        same = clash and all(t.start == candidate.start and t.end == candidate.end and t.rule == candidate.rule
                             == "model-grammar" for t in clash)
        if clash and not same:
            continue
        if any(c.iri == candidate.iri for c in clash):
            continue
        index = bisect_left(starts, candidate.start)
        taken.insert(index, candidate)
        starts.insert(index, candidate.start)
    return taken
