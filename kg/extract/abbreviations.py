"""Abbreviation definitions, "Low-Rank Adaptation (LoRA)", by the Schwartz & Hearst (2003) algorithm.

"A simple algorithm for identifying abbreviation definitions in biomedical text", PSB 2003. Pure functions
on strings; offsets are into the string given.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_PAREN = re.compile(r"\(([^()]{1,16})\)")
# A short form is at most 12 characters, or 16 where it keeps a word of its long form whole ("PoseFuse3D-KI").
_SHORT_FORM_LENGTH, _LONG_SHORT_FORM_LENGTH = 12, 16
_ROMAN = re.compile(r"^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)$", re.I)
_WORD = re.compile(r"\S+")
# A count closing a short form: "BDD100K", "FBP5500".
_COUNTED = re.compile(r"(?<=[A-Z]{2})(?:\d{2,}[KkM]?|\d+[KkM])$")
_COLLECTION_END = re.compile(r"(?i)(?:dataset|benchmark|corpus|database)s?$")
# A letter and a count: the letter stands for that many words ("V2LM", "S2WTM"), or the count is literal ("GPT4").
_REPEATED = re.compile(r"([A-Za-z])([2-4])(?!\d)")
# ... or a count read as a word between two letters: "V2V" for "Video-to-Voxel", "E4E" for "Encoder for Editing"
_COUNT_AS_WORD = re.compile(r"(?<=[A-Za-z])[24](?=[A-Za-z])")
_WORD_START = re.compile(r"(?<![^\s\-])\w")
_TITLE_SHORT = re.compile(r"\s*(?P<short>[A-Za-z][\w\-]{1,11}):\s+")
_SENTENCE_OR_LINE_END = re.compile(r"[.;!?](?=\s)|\n")
# A name, then its long form in brackets: "ZACH-ViT (Zero-token Adaptive Compact Hierarchical Vision Transformer)".
# The bracket first (found fast), then the name before it.
_BRACKETED_LONG = re.compile(r" \((?P<long>[A-Za-z][A-Za-z'\-]*(?: [A-Za-z][A-Za-z'\-]*){1,9})\)")
_SHORT_BEFORE_BRACKET = re.compile(r"(?<![\w\-^$])[A-Za-z][\w\-]{1,11}$")
_COINED_SHORT = re.compile(r"[a-z0-9\-]")
NAMING_VERBS = r"propos|present|introduc|develop|design|call|nam|term|dubb?"
# A naming word right before the name, articles and modifiers between: "we present the novel X (...)".
_NAMING_BEFORE = re.compile(rf"\b(?:(?:{NAMING_VERBS}|releas|buil|construct|creat|curat)\w*|our|novel|new)"
                            r"\s+(?:(?:a|an|the|our|new|novel|\w+-\w+)\s+)*$", re.I)
# "X (...), a dataset of", "X (...), which", "X (...) is proposed", "the X (...) framework", "X (...)-based"
_NAMED_AFTER_BRACKET = re.compile(r",\s+(?:a|an|which)\s|\s+(?:is|are|was|were)\s+(?:proposed|introduced|presented|"
                                  r"designed|developed)\b|\s+(?:framework|method|model|approach|algorithm|system|"
                                  r"toolkit|benchmark|dataset|architecture|network)s?\b|-based\b")
# A long form that joins a name to a description ("FIBAR and a neural network-based approach (FireNet)") or opens
# with a participle before an article ("compared with an identical model trained on cardiac MRI data (CMR-DL)")
# spells a clause, not a name; not "Mixture of Experts with a shared expert (MoE-SE)", "Lost in the Middle (LiM)".
_CLAUSE_LONG_FORM = re.compile(r"[A-Z][\w\-]*\s(?:and|or)\s+(?:a|an|the)\s+[a-z]|"
                               r"^[a-z]+ed\s[^()]*?\s(?:a|an|the)\s+[a-z]")
# A verb after a lowercase word or before an article ends the clause a long form may reach back into:
# "multi-step reasoning remains robust (MUSR)" defines nothing, nor does "MODEM is the Morton-Order
# 2D-Selective-Scan Module (MOS2D)" lend MODEM's letters; "What You See is What You Get (WYSIWYG)" and "Less is
# More (LIM)" keep theirs.
_VERBS = r"(?:is|are|was|were|remains?|becomes?|has|have|had)"
_VERB_BEFORE_LONG_FORM = re.compile(rf"(?<![\w\-])[a-z][\w\-]*\s+{_VERBS}\s+(?:(?:a|an|the)\s+)?|"
                                    rf"\s{_VERBS}\s+(?:a|an|the)\s+")
_CONJUNCTION = re.compile(r"(?:and|or)\s")
_PAIRED_BEFORE = re.compile(r"(?<![\w\-])([A-Z][\w\-]*)\s+$")
_TITLE_WORD_BEFORE = re.compile(r"(?<![\w\-])(?!(?:The|A|An|Our|This|These|Its)\s)[A-Z][a-z][\w\-]*\s+$")
_APPOSED_SHORT = re.compile(r"(?<![\w\-])(?P<short>[A-Z][\w\-]{1,11}),\s+(?:an?|the)\s+(?=[A-Z])")


@dataclass(frozen=True)
class Abbreviation:
    """A short form and its long form, each as ``[start, end)`` offsets."""

    short: str
    short_start: int
    long: str
    long_start: int

    @property
    def short_end(self) -> int:
        return self.short_start + len(self.short)

    @property
    def long_end(self) -> int:
        return self.long_start + len(self.long)


def is_short_form(candidate: str) -> bool:
    """Whether a parenthesised string can be an abbreviation.

    >>> [is_short_form(x) for x in ("LoRA", "TST", "RVV", "ii", "e.g.", "2.5x", "see Fig")]
    [True, True, True, False, False, False, False]
    """
    if not 2 <= len(candidate) <= _LONG_SHORT_FORM_LENGTH or " " in candidate.strip() or _ROMAN.match(candidate):
        return False
    if not candidate[0].isalnum() or not any(c.isupper() for c in candidate):
        return False
    if sum(c.isalpha() for c in candidate) < 2 or candidate.endswith("."):
        return False
    return True


def _keeps_a_word(short: str, long_form: str) -> bool:
    """Whether a long short form keeps its long form's first or last word whole and spells the other words, as
    "PoseFuse3D-KI" does "PoseFuse3D Keyframe Interpolator" and "ICGS-Quantizer" "Image-Conditioned Gaussian Splat
    Quantizer": the letters of so long a name would otherwise match a clause ("M3-Bench-robot" after "M3-Bench
    comprises 100 videos captured from a robot's perspective")."""
    words = long_form.split()
    if len(words) < 2:
        return False
    if short.lower().startswith(words[0].lower() + "-"):
        rest, others = short[len(words[0]) + 1:], " ".join(words[1:])
    elif short.lower().endswith(words[-1].lower()):
        rest, others = short[:-len(words[-1])].rstrip("-"), " ".join(words[:-1])
    else:
        return False
    return bool(rest) and best_long_form(rest, others) == 0


def counted_short_form(short: str) -> bool:
    """Whether a short form closes with a count, as datasets' do ("BDD100K", "FBP5500"): so specific a name
    that a known dataset written so is the one the definition means.

    >>> counted_short_form("BDD100K"), counted_short_form("GF"), counted_short_form("GPT4")
    (True, False, False)
    """
    return bool(_COUNTED.search(short))


def best_long_form(short: str, words: str) -> int | None:
    """Start index in ``words`` of the shortest suffix that defines ``short`` (Schwartz & Hearst).

    >>> text = "we present Token-Superposition Training"
    >>> text[best_long_form("TST", text):]
    'Token-Superposition Training'
    """
    short_chars = [c.lower() for c in short if c.isalnum()]
    s = len(short_chars) - 1
    position = len(words) - 1
    while s >= 0:
        char = short_chars[s]
        while position >= 0 and (words[position].lower() != char or
                                 (s == 0 and position > 0 and words[position - 1].isalnum())):
            position -= 1
        if position < 0:
            return None
        position -= 1
        s -= 1
    start = position + 1
    if start > 0 and words[start - 1].isalnum():
        return None
    return start


def _initials_with_counts(short: str, words: str) -> int | None:
    """Start index in ``words`` of a long form whose words' initials spell ``short`` with each counted letter
    repeated ("V2LMs": Vehicle Vision Language Models), word for word; "P2P" for "Peer-to-Peer" reads the
    count as "to" (``_count_read_as_word``) and spells no initials."""
    letters = _REPEATED.sub(lambda m: m[1] * int(m[2]), short).removesuffix("s")
    if not letters.isalpha():
        return None
    tokens = list(re.finditer(r"[^\s\-]+", words))[-len(letters):]
    if len(tokens) == len(letters) and all(t.group()[0].lower() == c.lower() for t, c in zip(tokens, letters)):
        return tokens[0].start()
    return None


def _count_read_as_word(short: str, words: str) -> int | None:
    """Start index in ``words`` of a long form that spells ``short`` with its one count read as the word it sounds
    like, written whole between the parts ("Video-to-Voxel" for V2V, "Sim-to-Real" for Sim2Real, "Encoder for
    Editing" for E4E): each part spells the words on its side of the joint (``_spelled_at_end``).

    >>> cases = (("V2V", "we introduce Video-to-Voxel"), ("Sim2Real", "the Sim-to-Real"),
    ...          ("MM2B", "our Multi-choice Mask-to-Box"), ("I2V", "we used it to serve video"),
    ...          ("D2T", "data into tokens"))
    >>> [_count_read_as_word(short, words) for short, words in cases]
    [13, 4, 4, None, None]
    """
    counts = list(_COUNT_AS_WORD.finditer(short))
    if len(counts) != 1:
        return None
    joints = list(re.finditer(rf"[\s\-]{'to' if counts[0][0] == '2' else 'for'}[\s\-]", words, re.I))
    if not joints or _spelled_at_end(short[counts[0].end():], words[joints[-1].end():], whole=True) != 0:
        return None
    return _spelled_at_end(short[:counts[0].start()], words[:joints[-1].start()])


def _spelled_at_end(part: str, words: str, whole: bool = False) -> int | None:
    """Start index of the words closing ``words`` that ``part`` spells: it opens the last word ("Sim", "Real"), its
    letters are the initials of the last words in order, a lowercase word skipped between ("MM": "Multi-choice
    Mask"), or it spells them as a short form does, a letter or more from each ("IDiff": "Image Diffusion");
    ``whole``: the words begin at index 0."""
    start = _initials_at_end(part, words)
    if start is None:
        start = best_long_form(part, words)
        if start is not None and len(re.split(r"[\s\-]+", words[start:].strip())) > len(part):
            start = None
    return start if not whole or start == 0 else None


def _initials_at_end(part: str, words: str) -> int | None:
    """Start index of the last word when ``part`` opens it, else of the last words whose initials spell it."""
    last = re.search(r"[^\s\-]+$", words)
    if last is None:
        return None
    if len(part) > 1 and last.group().lower().startswith(part.lower()):
        return last.start()
    starts = [m.start() for m in _WORD_START.finditer(words)]
    position = len(starts)
    for char in reversed(part.lower()):
        position -= 1
        while position >= 0 and words[starts[position]].lower() != char and words[starts[position]].islower():
            position -= 1
        if position < 0 or words[starts[position]].lower() != char:
            return None
    return starts[position]


def title_definition(title: str) -> Abbreviation | None:
    """A title's name spelled out right after its colon, the capitals of the words after it its own:
    "DART: Dual Adaptive Refinement Transfer for ...", "MIND: Multi-rationale INtegrated Discriminative ...".

    >>> a = title_definition("CLUE: Controllable Latent space of Unprompted Embeddings for Diversity")
    >>> a.short, a.long, a.long_start
    ('CLUE', 'Controllable Latent space of Unprompted Embeddings', 6)
    >>> [title_definition(t) for t in ("MMSI-Bench: A Benchmark for Multi-Image Spatial Intelligence",
    ...                                 "PrefPalette: Personalized Preference Modeling")]
    [None, None]
    """
    match = _TITLE_SHORT.match(title)
    return _spelled_after(title, match.start("short"), match["short"], match.end()) if match else None


def _spelled_after(text: str, short_start: int, short: str, start: int) -> Abbreviation | None:
    """``short`` defined by the words from ``start`` on whose capitals are its own, if it is an acronym (not a
    coined word: "PrefPalette: Personalized Preference ..." spells nothing)."""
    capitals = [c for c in short if c.isupper()]
    if not is_short_form(short) or len(capitals) < 2 or 2 * len(capitals) < sum(c.isalpha() for c in short):
        return None
    stop = _SENTENCE_OR_LINE_END.search(text, start)   # "CS, a Classifier. Surprisingly, ..." spells nothing
    words = list(_WORD.finditer(text, start, stop.start() if stop else len(text)))
    for count in range(2, min(len(words), len(capitals) + 4) + 1):
        long_form = text[start:words[count - 1].end()].rstrip(",;:.?!")
        if short.lower() in long_form.lower():
            return None   # "SFT, the SFT-tuned variant" is no definition
        found = [c for c in long_form if c.isupper()]
        if found == capitals:
            return Abbreviation(short, short_start, long_form, start)
        if len(found) > len(capitals):
            return None
    return None


def apposed_definitions(text: str) -> list[Abbreviation]:
    """Names spelled out in the apposition after them: "we introduce ACLNet, an Affinity Contrastive Learning
    Network that ...".

    >>> t = "We introduce ACLNet, an Affinity Contrastive Learning Network."
    >>> [(a.short, a.long) for a in apposed_definitions(t)]
    [('ACLNet', 'Affinity Contrastive Learning Network')]
    """
    return [a for match in _APPOSED_SHORT.finditer(text)
            if (a := _spelled_after(text, match.start("short"), match["short"], match.end()))]


def bracketed_long_forms(text: str) -> list[Abbreviation]:
    """Names followed by their long form in brackets, the long form's words spelling the name from its first
    word on: "ZACH-ViT (Zero-token Adaptive Compact Hierarchical Vision Transformer)".

    >>> t = "We introduce ATLAS (Adversarial Temporal LiDAR Attack Suite), using BERT (Devlin and others)."
    >>> [(a.short, a.long) for a in bracketed_long_forms(t)]
    [('ATLAS', 'Adversarial Temporal LiDAR Attack Suite')]
    >>> bracketed_long_forms("Patients in the UK (United Kingdom) and the ROI (Region of Interest) crops.")
    []
    """
    found = []
    for match in _BRACKETED_LONG.finditer(text):
        name = _SHORT_BEFORE_BRACKET.search(text, max(0, match.start() - 12), match.start())
        short, long_form = name and name.group(), match["long"]
        if not (short and is_short_form(short) and sum(c.isupper() for c in short) >= 2
                and best_long_form(short, long_form) == 0 and short.lower() not in long_form.lower()):
            continue
        # a name, not a gloss of a common acronym ("the UK (United Kingdom)", "ROI (Region of Interest)"): a coined
        # shape, a naming word right before it, or an apposition, a kind noun, "is proposed" or "-based" after it
        if (_COINED_SHORT.search(short.removesuffix("s"))
                or _NAMING_BEFORE.search(text, max(0, name.start() - 80), name.start())
                or _NAMED_AFTER_BRACKET.match(text, match.end())):
            found.append(Abbreviation(short, name.start(), long_form, match.start("long")))
    return found


def find_abbreviations(text: str) -> list[Abbreviation]:
    """Every "long form (SHORT)" definition in ``text``, in order.

    >>> [(a.long, a.short) for a in find_abbreviations("We use Low-Rank Adaptation (LoRA) and GQA.")]
    [('Low-Rank Adaptation', 'LoRA')]
    >>> [(a.long, a.short) for a in find_abbreviations("We introduce Vehicle Vision Language Models (V2LMs).")]
    [('Vehicle Vision Language Models', 'V2LMs')]
    >>> [(a.long, a.short) for a in find_abbreviations("we introduce Video-to-Voxel (V2V), an approach")]
    [('Video-to-Voxel', 'V2V')]
    >>> [(a.long, a.short) for a in find_abbreviations("the Berkeley Deep Drive Dataset (BDD100K) and")]
    [('Berkeley Deep Drive Dataset', 'BDD100K')]
    >>> [(a.long, a.short) for a in find_abbreviations("we develop the Adversarial Adaptation Framework (AAF) here")]
    [('Adversarial Adaptation Framework', 'AAF')]
    >>> [(a.long, a.short) for a in find_abbreviations("between FIBAR and a neural network-based approach (FireNet)."
    ...                                                 " Lost in the Middle (LiM) and Mixture of Experts with a"
    ...                                                 " shared expert (MoE-SE) persist.")]
    [('Lost in the Middle', 'LiM'), ('Mixture of Experts with a shared expert', 'MoE-SE')]
    >>> find_abbreviations("A model trained on MRI data was compared with an identical model trained on cardiac MRI"
    ...                    " data (CMR-DL).")
    []
    >>> find_abbreviations("and multi-step reasoning remains robust (MUSR).")
    []
    >>> [(a.long, a.short) for a in find_abbreviations("as in Less is More (LIM) and What You See is What You Get "
    ...                                                 "(WYSIWYG).")]
    [('Less is More', 'LIM'), ('What You See is What You Get', 'WYSIWYG')]
    >>> [(a.long, a.short) for a in find_abbreviations("we introduce the Arranged and Organized Extraction Benchmark "
    ...                                                 "(AOE) and Acceptance and Commitment Therapy (ACT).")]
    [('Arranged and Organized Extraction Benchmark', 'AOE'), ('Acceptance and Commitment Therapy', 'ACT')]
    >>> [(a.long, a.short) for a in find_abbreviations("a Beam or Greedy Search (BGS) and then "
    ...                                                 "Sentiment Analysis and Aspect Extraction (AAE)")][0]
    ('Beam or Greedy Search', 'BGS')
    >>> any("Sentiment" in a.long for a in find_abbreviations("then Sentiment Analysis and Aspect Extraction (AAE)"))
    False
    >>> [(a.long, a.short) for a in find_abbreviations("The Automated and Scalable Pipeline (ASP) and SEC Accounting "
    ...                                                 "and Auditing Enforcement Releases (AAERs).")]
    [('Automated and Scalable Pipeline', 'ASP'), ('Accounting and Auditing Enforcement Releases', 'AAERs')]
    """
    found: list[Abbreviation] = []
    for match in _PAREN.finditer(text):
        short = match.group(1).strip()
        if not is_short_form(short):
            continue
        before = text[:match.start()].rstrip()
        # "\n" ends a title, a bracket an earlier definition: "Curricula 2013 (CS2013) and 2023 (CS2023)"
        clause_start = max(before.rfind(mark) for mark in (". ", "; ", ": ", "(", ")", ", ", "\n")) + 1
        verbs = list(_VERB_BEFORE_LONG_FORM.finditer(before, clause_start))
        if verbs:
            clause_start = verbs[-1].end()
        window_words = list(_WORD.finditer(before[clause_start:]))
        limit = min(len(short) + 5, len(short) * 2)
        window_words = window_words[-limit:]
        if not window_words:
            continue
        offset = clause_start + window_words[0].start()
        candidate = before[offset:]
        # a count closing a dataset's short form spells no word: "Berkeley Deep Drive Dataset (BDD100K)"
        spelled = _COUNTED.sub("", short) if _COLLECTION_END.search(candidate) else short
        start = best_long_form(spelled, candidate)
        if start is None and _REPEATED.search(short):   # "V2LMs": Vehicle Vision Language Models
            offset = clause_start
            candidate = before[offset:]
            start = _initials_with_counts(short, candidate)
            if start is None:   # "Video-to-Voxel (V2V)"
                start = _count_read_as_word(short, candidate)
        if start is None:
            continue
        # words whose initials spell it win: "Adversarial Adaptation Framework (AAF)", not its last two words,
        # where a letter inside one spells an "A"
        initials = _initials_with_counts(spelled, candidate)
        if initials is not None and initials < start:
            start = initials
        # a conjunction opens no name: "Arranged and Organized Extraction Benchmark (AOE)", not "and Organized ...";
        # nor does the last word of another ("Sentiment Analysis and Aspect Extraction (AAE)")
        paired = _PAIRED_BEFORE.search(candidate, 0, start) if _CONJUNCTION.match(candidate, start) else None
        if paired and paired[1][0].lower() == spelled[0].lower() and not _TITLE_WORD_BEFORE.search(
                before, clause_start, offset + paired.start(1)):
            start = paired.start(1)
        while start > 1 and candidate[start - 1] == "-" and candidate[start - 2].isalnum():
            start = len(candidate[:start - 1].rstrip()) - len(re.split(r"[\s(]", candidate[:start - 1])[-1])
        long_form = candidate[start:].strip(" ,;:-")
        if (not long_form or len(long_form) <= len(short) or long_form.lower() == short.lower()
                or _CLAUSE_LONG_FORM.search(long_form) or len(short) > _SHORT_FORM_LENGTH and not _keeps_a_word(
                    short, long_form)):
            continue
        long_start = offset + candidate.index(long_form, start)
        short_start = match.start(1) + match.group(1).index(short)
        found.append(Abbreviation(short, short_start, long_form, long_start))
    return found
