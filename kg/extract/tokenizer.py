"""The tokenizer for vocabulary matching: whitespace, then small affix rules, in plain Python.

It splits exactly as spaCy's ``Tokenizer`` would with these prefix, suffix and infix rules and no
exceptions or URL matcher (``tests/test_tokenizer.py`` checks that on real abstracts), but about twice as
fast here: with a vocabulary of tens of thousands of pattern words, spaCy keeps unseen words out of its
vocabulary and so re-tokenizes every abstract from scratch. Patterns and texts go through the same
tokenizer, so matches stay consistent.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from spacy.tokens import Doc
from spacy.vocab import Vocab

from .cues import MODIFIER_SUFFIXES

# Brackets, quotes and sentence punctuation come off a word; hyphens and slashes split words between letters
# ("low-rank", "encoder/decoder") but not next to digits ("GPT-4", the "B/16" of "ViT-B/16"); a count before
# a device class comes off it ("8-GPU"), so does a count's "x" ("8xH200") and its "×" ("8×RTX"), a plus between
# two names splits them ("MultiCore+TPU", not "RGB+D" or "C++"), a metric's cutoff comes off it ("Recall@10"), a
# bracket opens between capitals ("FPS(GPU)", not "s(CASP)"), a modifier's suffix or a compute time comes off a
# number ("GPT-4-based", "DINOv2-initialized", "H100-days"), a suspended hyphen comes off its word ("CPU- and
# GPU-based"), and a full stop with no space after it ends a name ("LaSOT.Furthermore").
PREFIX = re.compile(r"""^[()"'\[\]{}<>“”‘’*«»,;:!?]""")
SUFFIX = re.compile(r"""(?:[()"'\[\]{}<>“”‘’*«»,;:!?%.]|'s|’s|(?<=[A-Za-z0-9])-)$""")
INFIX = re.compile(r"(?<=[A-Za-z])[-–—/](?=[A-Za-z])|(?<=[0-9A-Za-z])[,;:=](?=[A-Za-z])|(?<=[a-z])\.(?=[A-Z])|"
                   r"(?<=[A-Za-z0-9]{2})\.(?=[A-Z][a-z])|(?<=[A-Za-z])[–—](?=\d)|"
                   r"(?<=\d)-(?=(?:GPU|CPU|TPU|NPU|FPGA|core)s?\b)|--+|"
                   r"(?<=\d)[x×](?=[A-Z]{1,3}\d|[GCTN]PUs?\b)|(?<=\d)×(?=[A-Z])|(?<=[A-Za-z]{2})\+(?=[A-Z][A-Za-z]{2})|"
                   r"(?<=[A-Za-z])@(?=\d|[kKN]\b)|(?<=[A-Z0-9]{2})\((?=[A-Z]{2})|"
                   rf"(?<=\d)-(?=(?:based|hours?|days?|{MODIFIER_SUFFIXES})\b)")
_CHUNK = re.compile(r"\S+|\s+")
WORDS_KEY = "kg.words"   # the Doc's user_data entry that holds its token strings and their trailing spaces


class AbstractTokenizer:
    """``text -> Doc``: spaCy's algorithm (strip prefixes and suffixes in turn, then split on infixes)."""

    def __init__(self, vocab: Vocab) -> None:
        self.vocab = vocab

    def __call__(self, text: str) -> Doc:
        words, spaces = split(text)
        doc = Doc(self.vocab, words=words, spaces=spaces)
        doc.user_data[WORDS_KEY] = words, spaces   # read back by later components without making Token objects
        return doc

    def pipe(self, texts: Iterable[str], batch_size: int = 1000) -> Iterator[Doc]:
        return (self(text) for text in texts)


def split(text: str) -> tuple[list[str], list[bool]]:
    """Token strings and whether a space follows each.

    >>> split("Low-rank (LoRA) on 8-GPU nodes, GPT-4.")
    (['Low', '-', 'rank', '(', 'LoRA', ')', 'on', '8', '-', 'GPU', 'nodes', ',', 'GPT-4', '.'], \
[False, False, True, False, False, True, True, False, False, True, False, True, False, False])
    """
    words: list[str] = []
    spaces: list[bool] = []
    for chunk in _CHUNK.findall(text):
        if chunk.isalnum() and ("x" not in chunk or chunk.isalpha()):   # only a count's x splits such a word
            words.append(chunk)
            spaces.append(False)
        elif chunk[0].isspace():
            if chunk[0] == " " and words:   # one space after a token is its trailing space
                spaces[-1] = True
                chunk = chunk[1:]
            if chunk:
                words.append(chunk)
                spaces.append(False)
        else:
            pieces = _pieces(chunk)
            words.extend(pieces)
            spaces.extend([False] * len(pieces))
    return words, spaces


def _pieces(chunk: str) -> list[str]:
    prefixes, suffixes = [], []
    last = -1
    while chunk and len(chunk) != last:
        last = len(chunk)
        prefix = PREFIX.search(chunk)
        pre = prefix.end() if prefix else 0
        suffix = SUFFIX.search(chunk, pre) if len(chunk) > pre else None
        suf = suffix.end() - suffix.start() if suffix else 0
        if pre and suf and pre + suf <= len(chunk):
            prefixes.append(chunk[:pre])
            suffixes.append(chunk[len(chunk) - suf:])
            chunk = chunk[pre:len(chunk) - suf]
        elif pre:
            prefixes.append(chunk[:pre])
            chunk = chunk[pre:]
        elif suf:
            suffixes.append(chunk[len(chunk) - suf:])
            chunk = chunk[:len(chunk) - suf]
    core, start = [], 0
    for infix in INFIX.finditer(chunk):
        begin, end = infix.span()
        if begin == 0:
            continue
        if begin != start:
            core.append(chunk[start:begin])
        if begin != end:
            core.append(chunk[begin:end])
        start = end
    if chunk[start:]:
        core.append(chunk[start:])
    return prefixes + core + suffixes[::-1]
