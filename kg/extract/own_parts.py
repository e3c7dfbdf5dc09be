"""Techniques the paper speaks of as its own: coined and defined names it introduces, and the lowercase phrases
its proposed names introduce; where an abstract's background opening ends.

Pure functions on the pipeline's text and its candidate mentions.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Set as AbstractSet

from ..identity import mint_concept_iri
from ..vocab import Vocabulary
from .candidates import Candidate
from .contributions import (CREDITED_TO_OTHERS, ENUMERATION_MARKER, PART_COUNT, PART_NOUNS, names_right_after,
                            opens_an_item, own_phrases)
from .cues import COMPARISON_WORDS, MODIFIER_SUFFIXES, name_class
from .model_names import variants_of

_LOWERCASE_TAIL = re.compile(r"\s+[a-z]+$")   # a name's kind noun: "Training mode FRP algorithm"
_SIZE_OR_VERSION = re.compile(r"[- ][vV]?\d+(?:\.\d+)*[KkMmBb]?$")   # "OmniVideo-100K", "Fanar 2.0"
_VERSION = re.compile(r"[vV]?\d+(?:\.\d+)*")
_GLUED_WORD = re.compile(r"[A-Z][a-z]{2,}")   # a word glued to an own name: "CortexBench" of Cortex
# Up to four parts hyphened onto an own name, the first capitalised, which name a part or variant of it: "-SKD" of
# FADA, "-LSPG" of HRF, "-Qwen3.5-9B" of 4DTrack; not a modifier ("-Based", "-Aware"), a participle ("-Stabilized")
# nor a number ("DIM-4.6B-Edit", a size; "ChemHAS-01E4").
_EXTENSION_PART = r"[A-Za-z0-9]*(?:\.\d+[A-Za-z0-9]*)*"
_EXTENSION = re.compile(rf"-(?!(?i:based|{MODIFIER_SUFFIXES})(?![\w\-])|[A-Z][a-z]+ed(?!\w))[A-Z]{_EXTENSION_PART}"
                        rf"(?:-[A-Z0-9]{_EXTENSION_PART}){{0,3}}(?![\w\-+]|\.\d)")
_NAME_SHAPED = re.compile(r"[A-Z0-9]")   # past its first letter: "FADA", "AdaVid", "4DTrack"; not "Hamilton"
_RIVAL_BEFORE = re.compile(rf"\b(?:{COMPARISON_WORDS}|against|compared\s+(?:to|with))\s+(?:the\s+)?(?:[\w-]+\s+){{0,2}}$",
                           re.I)
# Words that make what follows them the rival of what comes before: "TrashDet-MBNet jointly dominates the
# baseline", "DPAL-ViT achieves generalizability similar to existing large models".
_BEATS = re.compile(rf"\b(?:{COMPARISON_WORDS}|(?:dominat|outpac|rival|match)\w*|improv\w* (?:on|over|upon)|"
                    r"(?:similar|comparable|superior) to|on par with|compared (?:to|with))\b", re.I)
# Another item joined to an own technique in its sentence: "... a Cross-Expert Calibration mechanism to reduce
# bias, along with a Predictive Token Rectification".
_ALONG_WITH = re.compile(r"[^.;:]{0,80}?(?:\balong with|\bas well as|\btogether with|\balongside|,? and|,? plus)\s+"
                         r"(?:(?:a|an|the)\s+)?(?:[a-z][\w\-]*\s+){0,2}")
_ALONG_WITH_REACH = 200   # what _ALONG_WITH spans at most in any real text, so own names farther back are not tried
_PARTS_COUNTED = re.compile(rf"\b{PART_COUNT}\s+(?:[\w-]+\s+){{0,3}}?(?:{PART_NOUNS})\b", re.I)
_COUNT_OF_PARTS = (rf"{PART_COUNT}\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:{PART_NOUNS})\s*[,:]\s*"
                   rf"(?:{ENUMERATION_MARKER}\s*)?")   # "two key components, ", "three modules: (i) "
_OWN_WORK = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study|article)|[Hh]ere)\b")
_OTHERS_WORK = re.compile(r"\b(?:existing|previous|prior(?!\s+to\b)|conventional|traditional|baselines?|compar\w*|"
                          r"et al|such as|e\.g\.|popular|widely|recent|standard|"
                          r"commonly|typically|often|earlier|previously|(?:was|were) used)\b", re.I)
_STUDY_TITLE = re.compile(r"(?:Revisiting|Rethinking|On|Is|Are|Do|Does|Can|Understanding|Analy[sz]ing|Evaluating|"
                          r"Benchmarking|Exploring|Investigating|When|Why|How|What)\b")
_MAKING_VERB = re.compile(r"\b(?:(?:propos|introduc|present|develop|design|contribut|curat|build|construct|creat|"
                          r"expand|extend|releas|offer|devis)\w*|built|add(?:s|ed|ing)?\b)", re.I)   # not "address"
_ENUMERATED = re.compile(rf"{ENUMERATION_MARKER}\s*(?:an?\s+|the\s+)?$")   # "(2) ", "2) the "
_STEP_BEFORE = re.compile(r"(?:First|Second|Third|Then|Next|Finally|Lastly|Additionally|Moreover|Furthermore),?\s+"
                          r"(?:an?\s+|the\s+)?")
_SUBJECT_LEAD = re.compile(r"(?:[^,;]{0,120},\s+)?(?:(?:The|Our|This|Specifically|Moreover|Furthermore|Finally|"
                           r"Additionally),?\s+)*")   # "To handle fuzzy bounds, IA-RAG further introduces ..."


def _verb_then_object(verbs: str, *, modifiers: str = r"(?:novel|new)\s+") -> re.Pattern[str]:
    """A subject's verb and the article before its object: "(IA-RAG) further introduces a novel ", past a count
    of parts if there is one ("It has two key components, "; an alternative of ``verbs`` may require it)."""
    return re.compile(rf"\s*(?:\([^()]{{1,20}}\)\s*)?,?\s*(?:also\s+|further\s+|then\s+|first\s+)?(?:{verbs})\s+"
                      rf"(?:{_COUNT_OF_PARTS})?(?:an?\s+|the\s+)?(?:{modifiers})?")


# The verbs that make what follows them new: "X introduces a clip-level alignment loss"; with those that make it
# a part of X ("X integrates knowledge distillation"), what X brings in.
_CREATING_VERBS = "introduces|proposes|presents|designs|develops|devises"
_CREATES = _verb_then_object(_CREATING_VERBS)
# The verbs that say what a subject is made of: "X comprises ...", "It consists of ...".
_HOLDING_VERBS = r"integrates|incorporates|features|comprises|consists\s+of|contains|includes"
# What a proposed name is made of, past a count of its parts and a modifier or two: "It has two key components,
# learnable modulation (LM) and ...", "It consists of a mixture-of-granularity (MoG) attention", "ATK-SPA introduces
# a learnable Gated Dynamic Top-K Operator"; not others' work ("includes recently introduced Optimized Table
# Structure Language (OTSL)").
_OBJECT_MODIFIERS = (r"(?:(?!(?:of|for|with|to|in|on|at|by|from|and|or|that|which|the|an?|existing|standard|"
                     r"pre-?trained|off-the-shelf|popular|conventional|classical|traditional|established|well-known|"
                     r"known|introduced|recent|prior|previous|earlier|original|baseline|typical|common|[a-z]+ly)\b)"
                     r"[a-z][\w-]*\s+){1,2}")
_INTRODUCES = _verb_then_object(rf"{_CREATING_VERBS}|{_HOLDING_VERBS}|has(?=\s+{PART_COUNT})",
                                modifiers=_OBJECT_MODIFIERS)
# ... and a part it uses, named as one, where the name is no term of the field (the caller's check): "ATK-SPA uses a
# learnable Gated Dynamic Top-K Operator (GDTKO)", "DETA++ utilizes an Intra-class Region Swapping (IntraSwap)
# strategy"; not what it only uses ("leverages Spatio-temporal Scene Graphs (SSGs)", "uses Submodular Mutual
# Information (SMI) to ...", "uses the NeMo Forced Aligner (NFA)").
_USES = _verb_then_object(r"uses|employs|leverages|adopts|utili[sz]es|applies|exploits", modifiers=_OBJECT_MODIFIERS)
_USED_PART = (r"(?:modules?|mechanisms?|strateg(?:y|ies)|algorithms?|pipelines?|loss(?:es)?|operators?|streams?|"
              r"blocks?|layers?|(?:en|de)coders?|transformers?|engines?|networks?|heads?|units?|schemes?)")
_USED_PART_END = re.compile(rf"\s{_USED_PART}$", re.I)
_USED_PART_AFTER = re.compile(rf"\s*(?:\([^()]{{1,20}}\)\s*)?(?:[a-z][\w-]*\s+)?{_USED_PART}\b", re.I)
# The paper's own method as a sentence's subject, and what it is made of: "The proposed method contains a ...".
_OWN_SUBJECT = re.compile(r"(?:[^,;]{0,120},\s+)?(?:[Tt]he proposed|[Oo]ur(?: proposed)?)\s+(?:(?!(?:baseline|previous|prior|"
                          r"existing|reference)\b)[a-z-]+\s+)?(?:method|framework|model|approach|network|architecture|"
                          r"system|pipeline)")
_HOLDS = _verb_then_object(f"{_CREATING_VERBS}|{_HOLDING_VERBS}")
_JOINING_WORD = re.compile(r"\b(?:into|of|for|to|with|in|on|by|from|and|or)\b")
_MENTION_CLAUSE_END = re.compile(r"[,;]|\.\s")   # where the clause of a mention ends, for what speaks of others there
_PRONOUN = re.compile(r"[Ii]t\b")   # "Besides, it introduces Long- and Short-Term ... (LS-TCL)"
_BUILT_OF = re.compile(r"\b(?:uses?|using|equipped with|consists? of|consisting of|compris\w+|composed of|"
                       r"includ\w+|contain\w*|featur\w+|built on|powered by)\b")   # not "evaluate it with X"
_NOVEL_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?(?:is|are)\s+(?:a|an)\s+(?:novel|new)\b")


def own_techniques(chosen: list[Candidate], techniques: set[str], coined: set[str], text: str,
                   sentences: list[tuple[int, int]], bounds: tuple[int, int], proposed: set[str],
                   established: AbstractSet[str] = frozenset()) -> list[str]:
    """New technique names (``coined`` shapes, defined abbreviations) the paper speaks of as its own: first
    named, after the opening, in a sentence with "we", "our" or "this paper" ("Our architecture adds a Context
    Block ..."), as an item of an enumeration ("(2) Cycle-Reverse Regularization ..."), after a step word
    ("Finally, X ..."), as "X is a novel ...", or as what a ``proposed`` name introduces ("IA-RAG further
    introduces a Sub-graph Time Tightening mechanism") or uses as a part named so ("ATK-SPA uses a learnable Gated
    Dynamic Top-K Operator (GDTKO)"). A coined name is the paper's own, too, wherever its
    sentence does not speak of others' work ("existing", "compared", "such as"): "At the local level,
    Role-Aware Prompt Evolution refines agent behaviors"; a defined abbreviation ("Basic Formal Ontology
    (BFO)") needs a cue, unless it names a part of a system and the caller counts it as coined ("The core
    Dual-Domain Feature Coupler (DDFC) decomposes ..."). A term of the field many abstracts define (one of
    ``established``: "We model agents with Theory of Mind (ToM)") needs a cue stronger than a sentence about the
    paper or a coined shape: an enumeration, a step word, "is a novel", what a proposed name introduces."""
    own: list[Candidate] = []
    # a paper that names its contribution and speaks of itself ("We study rendering" names nothing)
    abstract_start, opening_end = bounds
    speaks_of_itself = bool(proposed) and any(_OWN_WORK.search(text, *s) for s in sentences if s[0] >= opening_end)
    firsts = {}
    # a coined name in the title is the paper's own, unless the title studies it ("Revisiting Dual-Prompt ...")
    title_counts = bool(_STUDY_TITLE.match(text))
    for c in sorted(chosen, key=lambda c: c.start):   # in the order the abstract names them
        if c.iri in techniques and (c.start >= abstract_start or c.iri not in coined or title_counts):
            firsts.setdefault(c.iri, c)
    for first in firsts.values():
        sentence = _sentence_of(sentences, first.start)
        if sentence and sentence[0] >= opening_end and (
                first.iri not in established and _OWN_WORK.search(text, *sentence)
                and not CREDITED_TO_OTHERS.search(text, sentence[0], first.start)   # "X et al. proposed ... called Y"
                or _enumerated_at(text, sentence[0], first.start)
                or _NOVEL_AFTER.match(text, first.end) or _STEP_BEFORE.fullmatch(text, sentence[0], first.start)
                or _introduced_by(first, sentence, sentences, chosen, proposed, text,
                                  used_part_counts=first.iri not in established)
                or any(first.start - _ALONG_WITH_REACH <= o.end <= first.start
                       and _ALONG_WITH.fullmatch(text, o.end, first.start) for o in own)
                or _heads_a_listed_part(first, sentence, sentences, text)
                or (first.iri in coined - established and speaks_of_itself
                    and not _of_others(sentence, sentences, text))):
            own.append(first)
    return [c.iri for c in own]


def _enumerated_at(text: str, sentence_start: int, start: int) -> bool:
    """Whether an enumeration's marker opens an item right before ``start``: "(2) Cycle-Reverse ...", "2) the X"."""
    marker = _ENUMERATED.search(text, max(sentence_start, start - 12), start)
    return bool(marker and opens_an_item(text, sentence_start, marker.start()))


def enumerated_own(text: str, sentences: list[tuple[int, int]], first: Candidate, opening_end: int) -> bool:
    """A new name first written as an item of an enumeration, after the opening, in a sentence where the paper
    makes something of its own: "We further expand coverage with (1) DSBio: ... and (2) DSPredict: ..." (not
    "We compare with (1) X" nor "We evaluate on (i) Y")."""
    sentence = _sentence_of(sentences, first.start)
    return bool(sentence and sentence[0] >= opening_end and _OWN_WORK.search(text, *sentence)
                and _MAKING_VERB.search(text, sentence[0], first.start) and not _of_others(sentence, sentences, text)
                and _enumerated_at(text, sentence[0], first.start))


def part_of_own(text: str, sentences: list[tuple[int, int]], first: Candidate, opening_end: int) -> bool:
    """A new model or method name first written, after the opening, where the paper makes something of its own
    and says what it is built of: "We introduce Generative Refocusing, a two-step process that uses DeblurNet
    ... and BokehNet ..."; not "We compare with X" nor "we evaluate on Y"."""
    sentence = _sentence_of(sentences, first.start)
    making = sentence and _MAKING_VERB.search(text, sentence[0], first.start)
    return bool(first.cls in ("Model", "Method") and making and sentence[0] >= opening_end
                and _OWN_WORK.search(text, sentence[0], first.start) and not _of_others(sentence, sentences, text)
                and _BUILT_OF.search(text, making.end(), first.start))


def own_prefixes(names: Iterable[str]) -> dict[str, bool]:
    """What the paper's own names lend to the names of its parts: "Unicorn-" of Unicorn, and of a name with a size
    or a version its stem too (marked True), "OmniVideo-" of OmniVideo-100K and "Fanar-" of Fanar 2.0.

    >>> own_prefixes(["Unicorn", "OmniVideo-100K", "Fanar 2.0"])
    {'Unicorn-': False, 'OmniVideo-100K-': False, 'OmniVideo-': True, 'Fanar 2.0-': False, 'Fanar-': True}
    """
    prefixes: dict[str, bool] = {}
    for name in names:
        prefixes[name + "-"] = False
        stem = _SIZE_OR_VERSION.sub("", name)
        if stem != name and len(stem) > 2:
            prefixes.setdefault(stem + "-", True)
    return prefixes


def own_name_extensions(text: str, own: dict[str, str], taken: dict[tuple[int, int], str]) -> dict[str, str]:
    """New names made of an ``own`` name (mapped to its class) with parts hyphened on, the first capitalised, mapped
    to their class: their shape's ("Echo-DM-Bench", a dataset), else a model where a ``taken`` model (spans mapped
    to classes) is one of the parts ("AdaVid-CLIP"), else the own name's ("FADA-SKD" of the paper's FADA, "HRF-G"
    and "HRF-LSPG" of its HRF). Own names of one word shaped as a name only ("Hamilton-Jacobi" is no part of a
    "Hamilton"); no name a taken span crosses or that holds one of another class ("FADA-A100" holds the GPU), nor
    one in a link's path ("github.com/x/FADA-Implementation").

    >>> t = "We propose HRF, applied as HRF-G and HRF-LSPG, HRF-CLIP and HRF-A100; HRF-based, HRF-Aided variants."
    >>> own_name_extensions(t, {"HRF": "Method"}, {(11, 14): "Method", (51, 55): "Model", (64, 68): "Hardware"})
    {'HRF-G': 'Method', 'HRF-LSPG': 'Method', 'HRF-CLIP': 'Model'}
    """
    names: dict[str, str] = {}
    spans = sorted(taken)   # what may overlap a name starts at most the longest span's length before it
    longest = max((e - s for s, e in spans), default=0)
    for name, own_class in own.items():
        if " " in name or len(name) < 3 or not _NAME_SHAPED.search(name, 1):   # not a two-letter name: "AI-..."
            continue
        for start, end in variants_of(text, name, _EXTENSION):
            near = spans[bisect_left(spans, (start - longest,)):bisect_left(spans, (end,))]
            inside = [taken[(s, e)] for s, e in near if start + len(name) < e]   # the classes of the parts' names
            crossed = any(s < start < e or s < end < e for s, e in near)
            if crossed or text[start - 1:start] in ("/", ".") or any(cls != "Model" for cls in inside):
                continue
            shape = name_class(text[start:end])
            names.setdefault(text[start:end], shape if shape not in (None, "Hardware") else
                             "Model" if inside else own_class)
    return names


def named_after_own(text: str, sentences: list[tuple[int, int]], first: Candidate, own_names: dict[str, bool]) -> bool:
    """A part the paper names after its own name (``own_prefixes``) is its own too, where its sentence is not about
    others' work: "MMS-DATA" and "MMS-FW" of MultimodalStudio (MMS), "Classifier-guided FRP" and "Split-proposal
    FRP" of its FRP, "Unicorn-471K-Instruction" of Unicorn, "Fanar-27B" of Fanar 2.0; not "MMS-based", "the earlier
    MMS-Net baseline", nor another version of a stem, "JobBERT-V2" beside JobBERT-V3."""
    name = text[first.start:first.end]
    sentence = _sentence_of(sentences, first.start)
    head = _LOWERCASE_TAIL.sub("", name)   # "Training mode FRP algorithm" ends in FRP (each own name ends in "-")

    def lends(own: str, stem: bool) -> bool:
        rest = name[len(own):] if name.startswith(own) else ""
        glued = name[len(own) - 1:] if not stem and name.startswith(own[:-1]) and own[-2].islower() else ""
        return (bool(rest) and (rest[0].isupper() or rest[0].isdigit()) and not (stem and _VERSION.fullmatch(rest))
                or bool(_GLUED_WORD.match(glued)))

    beats = _BEATS.search(text, first.end, sentence[1]) if sentence else None   # what it beats is others' work
    if not sentence or _of_others(sentence, sentences, text, beats and beats.start()) or _RIVAL_BEFORE.search(
            text, sentence[0], first.start):
        return False   # others' work, or a rival: "Fanar-27B beats Fanar-7B"
    return any(lends(own, stem) or head.endswith((" " + own[:-1], "-" + own[:-1])) for own, stem in own_names.items())


def _sentence_of(sentences: list[tuple[int, int]], position: int) -> tuple[int, int] | None:
    return next((s for s in sentences if s[0] <= position < s[1]), None)


def _of_others(sentence: tuple[int, int], sentences: list[tuple[int, int]], text: str,
               until: int | None = None) -> bool:
    """The sentence speaks of others' work ("existing", "compared", "such as"), or opens with "It" after one
    that does: "GraphRAG is a strong baseline. It introduces a Community Summarization Module (CSM)". With
    ``until``, only what the sentence says before there counts."""
    index = sentences.index(sentence)
    start = sentences[index - 1][0] if index and _PRONOUN.match(text, sentence[0]) else sentence[0]
    return bool(_OTHERS_WORK.search(text, start, min(sentence[1], until or sentence[1])))


def _heads_a_listed_part(mention: Candidate, sentence: tuple[int, int], sentences: list[tuple[int, int]],
                         text: str) -> bool:
    """The technique opens a sentence soon after one that counts the paper's parts: "... via three tightly
    integrated components. Hierarchical Progressive Knowledge Distillation employs ..."."""
    index = sentences.index(sentence)
    return bool(_STEP_BEFORE.fullmatch(text, sentence[0], mention.start) or text[sentence[0]:mention.start].strip()
                in ("", "The", "the")) and any(_PARTS_COUNTED.search(text, *sentences[i])
                                              for i in range(max(0, index - 3), index))


def introduced_phrases(text: str, sentences: list[tuple[int, int]], chosen: list[Candidate], proposed: set[str],
                       vocabulary: Vocabulary) -> list[Candidate]:
    """New lowercase techniques a proposed name introduces, or that the paper's own method is made of: "ClipTBP
    introduces a clip-level alignment loss", "Specifically, our method contains a temporal query encoder and a
    gated fusion module" (a known one, "a contrastive loss", the paper uses rather than proposes)."""
    found = []
    known = [(c.start, c.end) for c in chosen if c.rule == "vocabulary"]
    for sentence in sentences:
        named = next((c for c in chosen if sentence[0] <= c.start < sentence[1]), None)
        verb = named and named.iri in proposed and _SUBJECT_LEAD.fullmatch(text, sentence[0], named.start) and (
            _CREATES.match(text, named.end, sentence[1]))
        subject = None if verb else _OWN_SUBJECT.match(text, sentence[0], sentence[1])
        verb = verb or subject and _HOLDS.match(text, subject.end(), sentence[1])
        for span in own_phrases(text, verb.end(), sentence[1]) if verb else ():
            if not vocabulary.lookup(text[span[0]:span[1]]) and not _JOINING_WORD.search(
                    text, *span) and not any(span[0] <= c.start and c.end <= span[1] for c in chosen) and not (
                    names_right_after(text, span, sentence[1], known)):   # "a layout encoder ESSGNN"
                name = text[span[0]:span[1]]
                found.append(Candidate(*span, "Method", mint_concept_iri("Method", name), name, "contribution"))
    return found


def _introduced_by(mention: Candidate, sentence: tuple[int, int], sentences: list[tuple[int, int]],
                   chosen: list[Candidate], proposed: set[str], text: str, *, used_part_counts: bool = False) -> bool:
    """The sentence's subject is a proposed name, or "it" right after a sentence whose subject is one, and its
    verb introduces ``mention`` or says it is made of it ("IA-RAG further introduces a Sub-graph Time Tightening
    mechanism", "PhysioSync incorporates Cross-Modal Consistency Alignment (CM-CA)", "It has two key components,
    Learnable Modulation (LM) and ...") or, if ``used_part_counts``, uses it as a part named so ("ATK-SPA uses a
    learnable Gated Dynamic Top-K Operator (GDTKO)"), where nothing from the subject to the mention's clause end
    speaks of others' work ("FooNet contains the baseline Multi-Scale Fusion (MSF) blocks", "It includes MSF from Li
    et al.")."""
    def subject(span: tuple[int, int], before: int) -> Candidate | None:
        return next((c for c in chosen if span[0] <= c.start < before), None)

    named = subject(sentence, mention.start)
    if named and named.iri in proposed:
        starts = [(named.start, named.end)]
    else:
        index = sentences.index(sentence)
        previous = subject(sentences[index - 1], sentences[index - 1][1]) if index else None
        if not (previous and previous.iri in proposed):
            return False
        # "It has two key components, ..." or, after a lead, "Besides, it introduces ..."
        leads = (sentence[0], _SUBJECT_LEAD.match(text, sentence[0], mention.start).end())
        starts = [pronoun.span() for pronoun in (_PRONOUN.match(text, at) for at in leads) if pronoun]
    clause = _MENTION_CLAUSE_END.search(text, mention.end, sentence[1])
    used_part = used_part_counts and bool(_USED_PART_END.search(text, mention.start, mention.end)
                                          or _USED_PART_AFTER.match(text, mention.end))
    verbs = (_INTRODUCES, _USES) if used_part else (_INTRODUCES,)
    return any(_SUBJECT_LEAD.fullmatch(text, sentence[0], start)
               and any(verb.fullmatch(text, end, mention.start) for verb in verbs)
               and not _OTHERS_WORK.search(text, start, clause.start() if clause else sentence[1])
               for start, end in starts)


def background_end(text: str, sentences: list[tuple[int, int]], offset: int) -> int:
    """Where the abstract's background opening ends: at its first sentence that speaks of the paper itself
    ("we", "our", "this paper"), or at its start when the first sentence already does (or when none does)."""
    abstract = [s for s in sentences if s[0] >= offset]
    for start, end in abstract:
        if _OWN_WORK.search(text, start, end):
            return start
    return offset
