"""Text cleanup for extraction, with a map from every cleaned character back to the original text.

LaTeX markup, markdown emphasis and hard line wraps are removed so the tokenizer sees plain prose; the
original abstract stays verbatim in the graph, and ``CleanText.original_span`` turns a span of the
cleaned text into offsets of the original.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

_COMMAND_WITH_ARG = re.compile(
    r"\\(?:textsc|emph|texttt|textbf|textit|textrm|textsf|text|url|mathrm|mathbf|mathit|mathcal|"
    r"mathbb|mathsf|mathtt|operatorname|boldsymbol|underline|textsuperscript|textsubscript|textnormal)\{([^{}]*)\}"
)
_SYMBOLS = {r"\times": "×", r"\%": "%", r"\&": "&", r"\_": "_", r"\#": "#", r"\$": "$", r"\{": "{",
            r"\}": "}", r"\cdot": "·", r"\approx": "≈", r"\leq": "≤", r"\geq": "≥", r"\le": "≤",
            r"\ge": "≥", r"\sim": "~", r"\pm": "±", r"\to": "→", r"\rightarrow": "→", r"~": " ", "\\\\": " ",
            # TeX's spacing: thin, medium and thick spaces, a control space ("vs.\ ViT"), quads; a negative space
            r"\,": " ", r"\:": " ", r"\;": " ", r"\>": " ", r"\ ": " ", r"\thinspace": " ", r"\enspace": " ",
            r"\quad": " ", r"\qquad": " ", r"\!": ""}
# TeX accents on one letter, composed into the accented letter: Nystr\"om, {\'e}, \v{c}.
_ACCENTS = {'"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303", "=": "\u0304",
            ".": "\u0307", "u": "\u0306", "v": "\u030c", "H": "\u030b", "c": "\u0327"}
_ACCENT = r"\{?\\(?:(?P<mark>[\"'`^~=.])\{?(?P<letter>[A-Za-z])\}?|(?P<word_mark>[uvHc])\{(?P<word_letter>[A-Za-z])\})\}?"
# A web address, without the punctuation that closes its sentence or parenthesis.
_URL = re.compile(r"(?:\b(?:https?|ftp)://|\bwww\.|(?<![\w.\-/])(?:[\w\-]+\.)*(?:github|gitlab|huggingface)\.(?:com|co|io)\b)"
                  r"(?:[^\s<>\",]*[^\s<>\",.;:!?)\]}'*])?")
# Anything _TOKEN would change other than a lone line wrap between words.
_MARKUP = re.compile(r"[\\$*_~{^]|--|[^\S \n]|\s\s|^\s|\s$")
_TOKEN = re.compile(
    # The lookahead names every alternative's first character, so the scan skips plain text fast (4x).
    r"(?=[\\$\-*_\s~{^])(?:" + "|".join([
        r"(?P<command>" + _COMMAND_WITH_ARG.pattern + ")",
        r"(?P<accent>" + _ACCENT + ")",
        # braces that only keep a name's case, BibTeX style: "{GSR4B}: ...", "{S}entinel"
        # (not a brace list, which the model grammar expands: "Qwen2.5-{0.5B,3B}-Instruct")
        r"(?P<brace>(?<![\w\\^_$\-/])\{(?P<brace_body>[A-Za-z0-9][^{},$\\\n]{0,60})\})",
        # a command ends where its letters do ("\\times" is not "\\timesfoo"); "~" joins any words: "Gemini~2.5~Flash"
        r"(?P<symbol>" + "|".join(re.escape(s) + (r"(?![A-Za-z])" if s[-1].isalpha() else "")
                                  for s in sorted(_SYMBOLS, key=len, reverse=True)) + ")",
        # math glued to a name is part of it, scripts and braces dropped: a number after it ("QV-M$^2$",
        # "DS$^{2}$Net", "COCO-20$^i$", not "GSBAK$^K$" or "FetalCLIP$_{CLS}$"), a letter before it ("${D}^{3}$ETOR")
        r"(?P<script>(?<=[A-Za-z0-9])\$[\^_]\{?(?P<script_body>\d{1,3}|(?<=\d\$\^)[a-z]|(?<=\d\$\^\{)[a-z])\}?\$|"
        r"\$(?P<script_lead>[\^_{}A-Za-z0-9]{1,12})\$(?=[A-Za-z0-9])|"
        r"(?<=[A-Za-z]-)\$(?P<script_index>\{?\d{1,3}\}?\^\{?[a-z]\}?)\$)",   # "PASCAL-$5^i$"
        # a caret inside a name, before a capital or hyphen or after one: "D^2LoRA", "R^3-Bench", "A^2R^2",
        # "$\mathrm{Hi}^2$-GSLoc" (a lowercase letter's square before a hyphen too: "$n^2$-dimensional"); not a
        # lone letter's, "O(n^2)" or "R^2"
        r"(?P<caret>(?:(?<=[A-Za-z])|(?<=[A-Za-z]\}))\^\{?(?P<caret_body>\d)\}?(?=\$?[A-Z\-])|"
        r"(?<=\w[A-Z])\^\{?(?P<caret_last>\d)\}?(?!\w))",
        r"(?P<dollar>(?<!\\)\$)",
        r"(?P<dash>(?<=\w)--(?=\w))",   # TeX's en dash inside a compound: "TF--IDF", "calibration--deployment"
        r"(?P<word>\\[A-Za-z]+)",
        r"(?P<strong>(?<![\w*])\*\*(?=\S)(?P<strong_body>[^*\n]+?)(?<=\S)\*\*(?![\w*]))",
        r"(?P<em>(?<![\w*])\*(?=\S)(?P<em_body>[^*\n]+?)(?<=\S)\*(?![\w*]))",
        r"(?P<under>(?<![\w_])_(?=[^\s_])(?P<under_body>[^_\n]+?)(?<=[^\s_])_(?![\w_]))",
        # White space other than one plain space: single spaces are most of the text and are copied as they
        # are (the loop drops one that would follow a space).
        r"(?P<space>\s*[^\S ]\s*|  +)",
    ]) + ")"
)


@dataclass(frozen=True)
class CleanText:
    """Cleaned text plus ``source[i]``: the original offset of cleaned character ``i``."""

    text: str
    source: Sequence[int]
    original_length: int

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map the cleaned span ``[start, end)`` to the smallest original span covering it.

        >>> c = clean("a **LoRA** b")
        >>> c.text, c.original_span(2, 6)
        ('a LoRA b', (4, 8))
        """
        if start >= end:
            position = self.source[start] if start < len(self.source) else self.original_length
            return position, position
        return self.source[start], self.source[end - 1] + 1


def clean(original: str) -> CleanText:
    """Remove markup and line wraps from ``original``, keeping an offset map.

    >>> clean("Low-Rank\\nAdaptation ($\\\\textsc{LoRA}$) with 5\\\\% cost").text
    'Low-Rank Adaptation (LoRA) with 5% cost'
    >>> clean("TF--IDF").text
    'TF-IDF'
    >>> c = clean("QV-M$^2$ and DS$^{2}$Net, ${D}^{3}$ETOR, 5$\\\\times$")
    >>> c.text, c.original_span(0, 5), c.original_span(10, 16), c.original_span(18, 24)
    ('QV-M2 and DS2Net, D3ETOR, 5×', (0, 8), (13, 24), (26, 39))
    >>> clean('Nystr\\\\"om, Erd{\\\\H{o}}s and Pe\\\\v{c}').text
    'Nyström, Erdős and Peč'
    >>> clean("{GSR4B}: {S}entinel maps, 5$^{2}$").text
    'GSR4B: Sentinel maps, 52'
    >>> clean("R^3-Bench, D^{2}LoRA and PASCAL-${5}^{i}$, not O(n^2) or R^2").text
    'R3-Bench, D2LoRA and PASCAL-5i, not O(n^2) or R^2'
    """
    if not _MARKUP.search(original):   # most abstracts: single line wraps only, one character each
        return CleanText(original.replace("\n", " "), range(len(original)), len(original))
    out: list[str] = []
    source: list[int] = []

    def emit(text: str, origin: int, one_to_one: bool) -> None:
        if text:
            out.append(text)
            source.extend(range(origin, origin + len(text)) if one_to_one else [origin] * len(text))

    position = 0
    for match in _TOKEN.finditer(original):
        emit(original[position:match.start()], position, True)
        kind = match.lastgroup
        start = match.start()
        if kind == "command":
            body_start = original.index("{", start) + 1
            # a line wrap inside is a space: "\textbf{Self-Aware\nSafety}"
            emit(re.sub(r"[\r\n]", " ", match.group(2)), body_start, True)
        elif kind == "accent":
            mark, letter = match.group("mark") or match.group("word_mark"), match["letter"] or match["word_letter"]
            emit(unicodedata.normalize("NFC", letter + _ACCENTS[mark]), start, False)
        elif kind == "symbol":
            symbol = _SYMBOLS[match.group("symbol")]
            if symbol != " " or (out and not out[-1].endswith(" ")):   # TeX's space beside a space is one space
                emit(symbol, start, False)
        elif kind == "script":   # the first character maps to the opening "$", the others to the closing one
            lead = match["script_lead"] or match["script_index"]
            body = re.sub(r"[\^_{}]", "", match["script_body"] or lead)
            if body:
                emit(body[0], start if lead else match.end() - 1, False)
                emit(body[1:], match.end() - 1, False)
        elif kind == "caret":
            digit = match["caret_body"] or match["caret_last"]
            emit(digit, original.index(digit, start), False)
        elif kind == "brace":
            emit(match["brace_body"], start + 1, True)
        elif kind == "dash":
            emit("-", start, False)
        elif kind == "word":
            emit(match.group()[1:], start + 1, True)
        elif kind in ("strong", "em", "under"):
            body = match.group(kind + "_body")
            emit(body, original.index(body, start), True)
        elif kind == "space":
            if out and not out[-1].endswith(" "):
                emit(" ", start, False)
        position = match.end()
        if original.startswith(" ", position) and (not out or out[-1].endswith(" ")):
            position += 1
    emit(original[position:], position, True)
    text = "".join(out)
    lead = len(text) - len(text.lstrip(" "))
    text = text.strip(" ")
    return CleanText(text, tuple(source[lead:lead + len(text)]), len(original))


def without_urls(cleaned: CleanText) -> CleanText:
    """``cleaned`` with each web address blanked out, keeping every offset: nothing in an address is a mention
    ("github.com/Supercomputing-System-AI-Lab/..." names no supercomputer).

    >>> without_urls(clean("Code: https://github.com/x/GPU-Net. Page: llava-gpu.github.io/demo, and more")).text.split()
    ['Code:', '.', 'Page:', ',', 'and', 'more']
    """
    if "/" not in cleaned.text and "www." not in cleaned.text:
        return cleaned
    text = _URL.sub(lambda url: " " * len(url.group()), cleaned.text)
    return CleanText(text, cleaned.source, cleaned.original_length)
