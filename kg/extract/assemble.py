"""Turn one processed Doc into mentions: pick spans, resolve them to concepts, give each a role."""
from __future__ import annotations

import os
import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache

from spacy.tokens import Doc

from ..cleanup import CleanText
from ..identity import mint_concept_iri, variant_iri
from ..types import Concept, Extraction, Mention, Paper
from ..vocab import Vocabulary, common_words, established_terms, label_key, not_entities
from .abbreviations import NAMING_VERBS, Abbreviation, counted_short_form
from .candidates import Candidate, select
from .contributions import (CREDITED_TO_OTHERS, DIMENSION, called_own, closed_by_kind, is_modifier, is_report_title,
                            names_a_technique, presents_known, proposed_spans, title_means, title_name, title_pair,
                            title_phrase)
from .cues import (COINED, DASHED_ARTICLE, GLUED_SENTENCE_OPENER, MODEL_MAKERS, NAME_VERSION, NOT_SENTENCE_END,
                   called_a_method, classify_in_text, context_class, name_class, role_in_context)
from .hardware import (accelerators_named_short, at_the_edge, deployment_device_words, folded_into_class,
                       hardware_candidates, on_device_alone, products_named_short, with_hardware_modifiers,
                       with_isas_inside, with_model_numbers, without_limbs)
from .model_names import (COUNTED_NOUNS, REASONING_EFFORTS, SIZE_ALONE, SPACED_VARIANT, SPACED_VERSION,
                          variants_of)
from .own_parts import (background_end, enumerated_own, introduced_phrases, named_after_own, own_name_extensions,
                        own_prefixes, own_techniques, part_of_own)
from .shapes import (METHOD_TAIL, SENTENCE_START, SHARED_TASK, collection_names, event_names, holds_a_model,
                     known_name_qualified, shape_names, technique_names, with_kind_noun)

_DIGIT_HYPHEN = re.compile(r"-(?=\d)")   # "GPT-4V" written "GPT4V"
_HEAD_AFTER = re.compile(r"\)\s+([a-z]+)\b")
# A subset or version of a known dataset: "TCGA-PRAD", "ImageNet-R", "DriveLM-nuScenes", "the KITTI Road
# dataset" (when the vocabulary lacks it).
_DATASET_VARIANT = re.compile(rf"(?:[- ](?:19|20)\d\d)?(?: [Cc]hallenge)?{SHARED_TASK}|"   # "SemEval-2025 Task 5"
                              r"-(?:[A-Z][A-Za-z0-9]*|\d+[A-Za-z]*|(?:ar|zh|ja|ko|de|fr|es|it|pt|ru|hi|tr|vi|id|th)|"
                              r"(?:train|val|valid|test|dev))"   # a split: "DIV2K-val"
                              rf"(?![\w\-])|{SPACED_VERSION}(?![\w\-]|\.\d)|"   # "COPA-ar", "UltraChat v2", not "V100"
                              r" [A-Z][A-Za-z0-9]*(?= (?:dataset|benchmark|subset|split)s?\b)|"   # "KITTI Road dataset"
                              r" (?:\d{1,2}|[1-9]\.\d)(?=\s*(?:[,;:)]|\.(?!\d)|\b(?:and|or)\b))(?!,\s*\d)|"   # "Terminal-Bench 2",
                              # "VerilogEval 2.0" (not a decimal score: "ImageNet 82.4"; an integer one reads as a version)
                              r" \d+(?:\.\d+)?[KM]"   # "Conceptual Captions 3M and", not "COCO 118K training images"
                              r"(?=\s*(?:[,;:)]|\.(?!\d)|\b(?:and|or|dataset|subset|split)s?\b))")
_DECIMAL_MILLIONS = re.compile(r"-\d+\.\d+M$")
_MILLIONS = re.compile(r"-\d+(?:\.\d+)?M$")
_DEPLOYED_ON = re.compile(r"\b(?:deploy\w*|run(?:s|ning)?|execut\w*|inference|implement\w*)\b[^.;]{0,50}?\b(?:on|onto|to|"
                          r"for)\s+(?:[\w-]+\s+){0,3}$", re.I)
_APPOSITION_AFTER = re.compile(r",\s+(?:an?|the)\s")   # "VGR, a novel MLLM"
_TASK_HEAD = re.compile(r"\b(?:task|problem|challenge)s?\b", re.I)
# A definition named a task right after it: "the Embodied Smartphone Operation (ESO) task", "(ZSAD) as a new problem"
_TASK_AFTER = re.compile(r"\s*(?:task|problem)s?\b|\s+as\s+an?\s+(?:[\w-]+\s+){0,2}(?:task|problem)\b", re.I)
# One medium turned into another names a task ("video-to-video (V2V) lip synchronization", "Motion-to-Text (M2T)"),
# unless the paper proposes it by that name ("We propose Sketch-to-Scene (S2S)") or a kind or a part's noun says
# what it is ("an audio-to-motion (A2M) diffusion module", "Audio-to-Motion (A2M), a diffusion model"); "end-to-end"
# and other fields' X-to-Y are no entities.
_MEDIUM = (r"text|image|video|speech|audio|motion|event|layout|sketch|music|3D|mesh|voice|sound|caption|depth|pose|"
           r"scene|code|gesture")
_MODALITY_PAIR = re.compile(rf"(?:(?:{_MEDIUM})-to-){{1,2}}(?:{_MEDIUM})s?", re.I)
_KIND_AFTER_MEDIA = re.compile(r"\)?\s*(?:,\s+(?:a|an)\s+)?(?:[\w-]+\s+){0,2}(?:modules?|models?|networks?|blocks?|"
                               r"branch(?:es)?|heads?|encoders?|decoders?|generators?|adapters?|layers?|components?|"
                               r"frameworks?|methods?|approach(?:es)?|pipelines?|systems?|agents?)\b", re.I)
_INTRODUCING = re.compile(rf"\b(?:{NAMING_VERBS})\w*\s+$", re.I)
# "we propose a new zero-latency fused low-rank adapter (zFLoRA) that ...": a name, not a term (nor "in developing
# low-income countries (LICs)", "newly developed deep brain stimulation (DBS)")
_PROPOSED_BEFORE = re.compile(r"(?:\b(?:we|paper|work|study|and|to)\s+(?:(?:\w+ly|further|also|then|first)\s+)?"
                              r"(?:propose|present|introduce|develop|design)[sd]?|\b(?:a|an|our)\s+(?:novel|new))\s+"
                              r"(?:(?:a|an|the|our|new|novel|\w+-\w+)\s+)*"
                              r"(?:(?:(?!(?:tasks?|problems?|settings?|challenges?)\s)[\w-]+\s+){1,3}?"
                              r"(?:named|called|termed|dubbed)\s+)?$", re.I)   # "... structure named", not "task named"
# A proposing verb with at most an article between it and a name, and a kind noun after it: "we propose the CMTA
# framework" (not "we present GFI measurements", "we propose our GFI controller")
_PROPOSING_VERB_BEFORE = re.compile(r"\b(?:propose[sd]?|present(?:s|ed)?|introduce[sd]?|develop(?:s|ed)?|"
                                    r"design(?:s|ed)?)\s+(?:(?:the|our)\s+)?$", re.I)
_KIND_NOUN_RIGHT_AFTER = re.compile(r"\s+(?:framework|method|approach|model|system|pipeline|architecture|algorithm|"
                                    r"network|module|benchmark|dataset|technique|strategy|scheme)s?\b", re.I)
# Another term defined right after it: "full-reference (FR) and no-reference (NR) models"
_ANOTHER_TERM = re.compile(r",?\s+(?:and|or)\s+(?!(?:a|an|the)\s)[\w\-]+(?:\s+[\w\-]+){0,3}\s+\(")
_DASHED_ARTICLE = re.compile(DASHED_ARTICLE)   # a dash, then an article: "MATrack-a multiscale system"
# A proposed name's version after a space belongs to it: "PolyHope V2, a ... dataset", "SafeBench v1.5."
_OTHER_VERSION = re.compile(rf"{NAME_VERSION}(?![\w\-]|\.\d)")   # an earlier release of the paper's own: "Paris 1.0"
_SPACED_VERSION_AFTER = re.compile(rf"{NAME_VERSION}(?=\s*[,;:)]|\.(?!\d)|$)")   # not a list's "2)"
_INTEGER_VERSION = re.compile(r" [1-9]\d?(?=\s*(?:[,;:)]|\.(?!\d)|$)|\s+(?:and|or)\b)")
_REASONING_EFFORT = re.compile(rf"-(?:{REASONING_EFFORTS})(?![\w\-])")
_HYPHEN_VERSION = re.compile(r"-v\d+(?:\.\d+)*(?![\w\-]|\.\d)")   # "Mobile-Agent-v2", not "Llava-v1" of "Llava-v1.6-x"
_MAKER_BEFORE = re.compile(rf"(?<![\w\-])(?:{MODEL_MAKERS}) $")
_NETWORK_NAME = re.compile(r"(?:Net|NeXt|CNN|[Ff]ormer)$")   # an architecture, which a dimension can qualify
_DIMENSION_BEFORE = re.compile(rf"(?<![\w\-]){DIMENSION}[ -](?:(?:Residual|Attention|Sparse|Dense|Deformable|Dilated|"
                               r"Recurrent|Separable|Convolutional|Volumetric|Swin) )?$")
_METHOD_VARIANT = re.compile(r"-(?:Turbo|Plus|Pro|Lite|Max|Fast|XL|[Vv]\d+(?:\.\d+)?)(?![\w\-+])")
_DATASET_PREFIX = re.compile(r"(?<![\w\-])[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*-$")   # "DriveLM-" nuScenes
_WORD_PREFIX = re.compile(r"(?<![\w\-])[A-Z][a-z]{3,}-$")   # "Anomaly-" ShapeNet, before a name-shaped dataset
# A language's version of a known dataset: "Arabic HellaSwag", "Chinese SQuAD".
_LANGUAGE_PREFIX = re.compile(r"(?<![\w\-])(?:Arabic|Chinese|Japanese|Korean|German|French|Spanish|Italian|Portuguese|"
                              r"Russian|Hindi|Turkish|Vietnamese|Indonesian|Thai|Persian|Hebrew|Greek|Polish|Dutch|"
                              r"Swahili|Bengali|Urdu|Ukrainian|Czech) $")
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")
# A kind word closing a generic category's label: "NAS methods" names NAS.
_KIND_WORD = re.compile(r"\s+(?:methods?|algorithms?|techniques?)$")
_ACRONYM = re.compile(r"[A-Z][A-Z\d\-]*")   # "SIFT", "SPADE": a method's short name another paper may share
# A name of two words or more for a part of a system: "Adaptive Patch Selector", "multi-scale dilated residual
# module", "Semantic-Aware Motion Codebook".
_PART_NAME = re.compile(r"\s(?:modules?|blocks?|units?|mechanisms?|layers?|heads?|branch(?:es)?|codebooks?|fusion|"
                        r"(?:en|de)coders?|adapt[eo]rs?|selectors?|couplers?|extractors?|compressors?|integrators?|"
                        r"generators?|classifiers?|retrievers?|mixers?|interactors?|calibrators?|refiners?|fusers?|"
                        r"modulators?|estimators?|predictors?|aggregators?|routers?|schedulers?|controllers?|"
                        r"projectors?|injectors?|enhancers?|verifiers?|planners?|managers?|matchers?|detectors?)$",
                        re.I)


# What narrows a named model after a space: a size ("Wan 2.1" + " 1.3B"), variant words ("Parler TTS" + " Mini",
# "PortBERT" + " large" where the phrase ends or another name follows, not "BERT small and fast"), a version ("Clay"
# + " v1.5", "Segment Anything Model" + " version 2"; not "V100"), or a runtime's size tag ("Qwen 2.5:14b"; not
# "GPT-4:1M tokens").
_SPACED_SIZE = re.compile(rf" A?\d+(?:\.\d+)?[BM](?![\w\-%]|\.\d)(?!\s+(?:[a-z]+-)?(?:{COUNTED_NOUNS})\b)|"
                          rf"(?: {SPACED_VARIANT})+(?![\w\-])|"
                          r" (?:base|large|small|tiny|big|mini|medium|huge|xl)"
                          r"(?=\s*(?:[,;.)]|models?\b|variants?\b|(?:and|or)\s+[A-Z]|$))|"
                          r" (?:[vV]|version )\d{1,2}(?:\.\d+)*(?![\w\-]|\.\d)|:\d+(?:\.\d+)?[bmB](?![\w\-]|\.\d)")
_CUTOFF = re.compile(r"@(?:\d+(?:\.\d+)?%?|[kKN])(?!\w|\.\d)")
_WORDS = re.compile(r"[a-z]+")
_CAPITALISED_WORD = re.compile(r"(?<![\w\-])[A-Z]\w*(?![\w\-+/.])")
_CAPITALISED_BESIDE = re.compile(r"[A-Z][\w\-]*\s+$|\s+[A-Z]")
_DEFINED_AFTER = re.compile(r"(?:\s+[a-z][\w\-]*){1,5}\s*\(")   # "UAV aerial video dataset (UAV-Test)"
_FUNCTION_WORDS = frozenset({"a", "an", "the", "of", "for", "and", "or", "in", "on", "to", "with", "by", "at"})
_TECHNIQUE_WORD = re.compile(r"(?:Hierarchical|Adaptive|Progressive|Dynamic|Joint|Unified|Iterative|Recursive|"
                             r"Contrastive|Generative|Neural|Deep|Multi\w*|Cross\w*|Self\w*)$")
# "we investigate Channel-wise Knowledge Distillation (CWD)": a defined technique the paper studies or uses
_STUDIED_BEFORE = re.compile(r"\bwe\s+(?:\w+ly\s+)?(?:investigate|study|examine|analy[sz]e|evaluate|explore|revisit|"
                             r"compare|benchmark|apply|adopt|use|employ|leverage|utili[sz]e|follow)\b[^.;]*$", re.I)
# ... unless it names a new part of the paper's system: "we leverage a Gestalt Feature Attention (GFA) block" (not "the
# X (ABBR) module", "a X (ABBR) module from SGENet")
_PART_OPENS_BEFORE = re.compile(r"\b(?:a|an)\s+(?:[a-z][\w-]*\s+){0,2}$")
_PART_WORD_AFTER = re.compile(r"(?:\s*\([^()]{1,20}\))?\s+(?:module|block|mechanism|component)s?\b"
                              r"(?!\s+(?:from|of|by|in|introduced|proposed|developed)\b)")
# What the abstract says a defined name is, when it is no entity: "... (MS) is a chronic autoimmune disease" (not
# "(NER) is a fundamental task in Natural Language Processing")
_NOT_AN_ENTITY_AFTER = re.compile(r"\s*(?:is|are)\s+(?:a|an|the)\s+(?:(?!(?:in|of|for|on|to|with)\s)[\w-]+\s+){0,4}?"
                                  r"(?:diseases?|disorders?|"
                                  r"syndromes?|illness(?:es)?|infections?|cancers?|tumou?rs?|languages?|"
                                  r"countr(?:y|ies)|compan(?:y|ies)|games?|organi[sz]ations?|agenc(?:y|ies)|"
                                  r"regulations?|laws?)\b(?![\s-]+(?:models?|processing|agents?|understanding|"
                                  r"modell?ing|generation|engines?)\b)")   # not "(ChatGPT) is a large language model"
_BEFORE_PREPOSITION = re.compile(r"\s+(?:for|of|with|in|on|via|by|from|to)\s+")
_PLACE = r"universit(?:y|ies)|hospitals?|departments?|ministr(?:y|ies)|cent(?:er|re)s?|institutes?"
# A place people work in, by the last word before any preposition: "Tel Aviv University", "Department of Pathology",
# "Huawei Translation Service Center"; no contribution, unless a title names it, a naming verb introduces it, or a
# kind noun or an apposition says what it is ("JD Oxygen AI Item Center (Oxygen AIIC), an industrial-scale platform").
_WORKPLACE = rf"{_PLACE}|laborator(?:y|ies)"
# A body of people: a workplace but a laboratory, which may be a paper's system ("Portable Biomechanics Laboratory
# (PBL)"), a council, or a national society or laboratory ("American Diabetes Association", "European Society of
# Breast Imaging", "Oak Ridge National Laboratory"; not "Recursive Association").
_BODY = (rf"{_PLACE}|institut|"
         r"councils?|agenc(?:y|ies)|organi[sz]ations?|committees?|commissions?|administrations?|bureaus?|corporations?|"
         r"academ(?:y|ies)|(?<![\w-])(?-i:American|European|British|Canadian|Australian|Chinese|Indian|Japanese|"
         r"Korean|German|French|National|International|World)(?:\s[\w-]+)*\s(?:associations?|societ(?:y|ies)|"
         r"laborator(?:y|ies))")   # not "Open-World Agent Society"
# What a long form is when its last word is one of these: a condition, a body part, a signal, a body or an operating
# system, no entity ("Cocoa Swollen Shoot Virus Disease (CSSVD)", "Acquired Brain Injury (ABI)", "anterior cruciate
# ligament (ACL)", "Peripheral Physiological Signals (PPS)").
_NON_ENTITY_HEAD = re.compile(r"(?:^|[\s-])(?:diseases?|disorders?|syndromes?|retinopathy|calcifications?|virus(?:es)?|"
                              r"infections?|cancers?|tumou?rs?|injur(?:y|ies)|leuka?emia|(?:osteo)?arthritis|"
                              r"nephropathy|o?edema|deficienc(?:y|ies)|impairments?|ligaments?|hypotension|"
                              r"hypertension|sclerosis|dementia|"
                              rf"signals?|{_BODY}|Operating Systems?|"
                              r"Satellite Systems?|(?:social|sensor|wireless|communication|power|distribution|road|"
                              r"transportation|traffic|computer|vehicular|cellular|optical|regulatory|metabolic|"
                              r"citation|neuronal|telecommunication) networks?)$", re.I)   # not a neural network
_WORKPLACE_HEAD = re.compile(rf"(?:^|[\s-])(?:{_WORKPLACE})$", re.I)
_BODY_HEAD = re.compile(rf"(?:^|[\s-])(?:{_BODY})$", re.I)
_DATA_NOUN = r"data ?sets?|databases?|corpus|corpora|benchmarks?|cohorts?"
# A body's name or its short form, then a data noun: "(NIH) Chest X-ray datasets", "(NIKL) L2 corpus"
_DATA_AFTER = re.compile(rf"\)?\s*(?:[\w-]+\s+){{0,3}}?(?:{_DATA_NOUN})\b", re.I)
# One dataset named, not a kind of them: "the MIMIC Chest X-ray (MIMIC-CXR) dataset" (not "VQA datasets").
_NAMED_DATA_AFTER = re.compile(r"\)?\s*(?:dataset|data set|database|corpus|cohort)(?![\w-])", re.I)
_SAYS_WHAT_IT_IS = re.compile(r"(?:,|\s+is)\s+(?:a|an|our|the)\s")   # "Command A, a powerful ...", "X is a ..."
# What a name after a workplace's is: "the German Hospital dataset (DeKH)", "X (Y), an industrial-scale platform"
_KIND_AFTER = re.compile(rf"(?:\s*\([^()]{{1,40}}\))?(?:{_SAYS_WHAT_IT_IS.pattern}|\s+(?:{_DATA_NOUN}|frameworks?|"
                         r"platforms?|systems?|models?|simulators?|environments?|suites?)\b)", re.I)
_TRAILING_NUMBER = re.compile(r"\d+$")
# More numbers of a numbered dataset: "CIFAR-10/100", "NTU RGB+D 60 and 120", "AIME 2024, 2025 and 2026".
_SIBLING_NUMBERS = re.compile(r"(?:/\d+)+(?![\w/])|(?:,\s*\d{2,4})*,?\s+(?:and|or|&)\s+\d{2,4}(?!\w|\.\d|%|/|-)"
                              r"(?!\s+(?!(?:and|or|data ?sets?|benchmarks?|splits?|subsets?|versions?)\b)[a-z])")   # not "and 5 seeds"
# The modifiers a coordination gives a later term's head: "progressive and [consistency distillation]", "image,
# video and [audio generation]"
_ELIDED_BEFORE = re.compile(r"(?<![\w\-])(?P<modifiers>[a-z][\w\-]*(?:,[^\S\n]+[a-z][\w\-]*)*),?[^\S\n]+(?:and|or)"
                            r"[^\S\n]+$")   # within one line: a title's last word modifies nothing in the abstract
_SIBLING_LETTERS = re.compile(r"(?:/(?:\+|[a-z]))+(?![\w+/])")   # "RefCOCO/+/g"
_CONTEXT = 100  # characters of left context that role cues look at


# after a full stop and space, at a line break, or where a missing space glued two sentences: "cities.This study",
# "datasets.Extensive experiments" (not "nn.Module", "Node.Js")
_SENTENCE_BREAK = re.compile(r"(?:(?<=[.!?])[\"')\]]*[^\S\n]+|[^\S\n]*\n\s*)(?=\S)|"
                             rf"(?<=[a-z]{{3}}\.)(?={GLUED_SENTENCE_OPENER})")


_LONGEST_SENTENCE = 3000


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences: a break after ., ! or ? and white space, or at a line break (the
    title's end), or between a full stop and the capitalised word glued to it; not after "e.g.", "et al.", "Fig."
    or an initial. Each span runs to the next sentence. A run longer than ``_LONGEST_SENTENCE`` characters is no
    sentence a paper writes (the longest of 74,728 arXiv abstracts has 1,752): it is cut at a space before that
    length, so that a test that reads a name's whole sentence reads at most that much, however many names a
    hostile text strings together without a full stop ("the X1Net the X2Net ...").

    >>> t = "We use LoRA, e.g. on GPUs. It works (see Fig. 2). Done!\\nNext"
    >>> [t[s:e] for s, e in sentence_spans(t)]
    ['We use LoRA, e.g. on GPUs. ', 'It works (see Fig. 2). ', 'Done!\\n', 'Next']
    >>> t = "It helps cities.This study evaluates it."
    >>> [t[s:e] for s, e in sentence_spans(t)]
    ['It helps cities.', 'This study evaluates it.']
    >>> [(s, e) for s, e in sentence_spans("word " * 1500)]
    [(0, 3000), (3000, 6000), (6000, 7500)]
    """
    boundaries = [0]
    for match in _SENTENCE_BREAK.finditer(text):
        if "\n" in match.group() or not NOT_SENTENCE_END.search(text, max(0, match.start() - 8), match.start()):
            boundaries.append(match.end())
    spans = []
    for start, end in zip(boundaries, boundaries[1:] + [len(text)]):
        while end - start > _LONGEST_SENTENCE:
            cut = text.rfind(" ", start + 1, start + _LONGEST_SENTENCE) + 1 or start + _LONGEST_SENTENCE
            spans.append((start, cut))
            start = cut
        spans.append((start, end))
    return spans


def occurrences(text: str, word: str, *, ignore_case: bool = False) -> list[tuple[int, int]]:
    """Spans where ``word`` stands in ``text`` as a whole word (not inside a longer word or hyphenation), its
    words ``ignore_case`` apart by any white space.

    >>> occurrences("TST, sub-TST and TSTs; TST.", "TST")
    [(0, 3), (23, 26)]
    >>> occurrences("Dual-Pool Routing: dual-pool  routing", "Dual-Pool Routing", ignore_case=True)
    [(0, 17), (19, 37)]
    >>> occurrences("MATrack-a multiscale system; MATrack-Net", "MATrack")   # a dash and an article
    [(0, 7)]
    """
    haystack, words = (text.lower(), word.lower().split()) if ignore_case else (text, [word])
    if len(haystack) != len(text):   # a letter whose lower case is longer ("İ"): a pattern instead
        pattern = r"\s+".join(map(re.escape, word.split()))
        return [m.span() for m in re.finditer(rf"(?<![\w\-]){pattern}(?![\w]|-(?!(?-i:an?)\s))", text, re.I)]
    found, position = [], haystack.find(words[0])
    while position >= 0:
        end = _rest_of(haystack, words, position + len(words[0]))
        before = text[position - 1] if position else " "
        after = text[end] if 0 <= end < len(text) else " "
        if end >= 0 and not (before.isalnum() or before in "-_") and not (
                after.isalnum() or after in "-_" and not _DASHED_ARTICLE.match(text, end)):
            found.append((position, end))
        position = haystack.find(words[0], position + 1)
    return found


def _rest_of(haystack: str, words: list[str], end: int) -> int:
    """Where ``words[1:]`` end in ``haystack`` when each follows white space from ``end`` on, else -1."""
    for word in words[1:]:
        gap = end
        while gap < len(haystack) and haystack[gap].isspace():
            gap += 1
        if gap == end or not haystack.startswith(word, gap):
            return -1
        end = gap + len(word)
    return end


@dataclass(frozen=True)
class FieldMap:
    """The pipeline's text (cleaned title, newline, cleaned abstract) and the way back to each field."""

    title: CleanText | None
    abstract: CleanText

    @property
    def offset(self) -> int:
        return len(self.title.text) + 1 if self.title else 0

    @property
    def text(self) -> str:
        return (self.title.text + "\n" if self.title else "") + self.abstract.text

    def to_original(self, start: int, end: int) -> tuple[str, int, int]:
        """``(field, start, end)`` in the verbatim title or abstract for a span of :attr:`text`."""
        if self.title and start < len(self.title.text):
            return ("title", *self.title.original_span(start, min(end, len(self.title.text))))
        return ("abstract", *self.abstract.original_span(start - self.offset, end - self.offset))


def assemble(doc: Doc, paper: Paper, field_map: FieldMap, vocabulary: Vocabulary) -> Extraction:
    """All mentions of one paper, with offsets into its verbatim title or abstract."""
    text = field_map.text
    sentences = sentence_spans(text)
    definitions: dict[str, Candidate] = {}
    candidates: list[Candidate] = []

    stop = not_entities()
    not_names = set(stop)
    terms: set[str] = set()   # short forms the abstract defines as plain terms
    plain_terms: set[str] = set()   # keys of lowercase terms' short forms, which a later proposal may still name:
    # "cross-modal temporal artifact (CMTA)" and "we propose the CMTA framework"
    # "Multiple Sclerosis (MS) is a chronic autoimmune disease": a definition the abstract says is no entity
    said_not = {a.short for a in doc._.abbreviations
                if _NOT_AN_ENTITY_AFTER.match(text, max(a.short_end, a.long_end) + 1)}
    said_otherwise: set[str] = set()   # short forms the abstract defines as no entity: "Paediatric brain tumours (PBTs)"
    for abbreviation in doc._.abbreviations:
        naming = _INTRODUCING.search(text, max(0, abbreviation.short_start - 30), abbreviation.short_start)
        introduced = abbreviation.short_start < abbreviation.long_start and naming
        # a long form's head is before its first preposition: "MARCUS (Multimodal Autonomous Reasoning and Chat
        # for Ultrasound and Signals)" is no signal, "Center for Disease Control" a body
        head = _BEFORE_PREPOSITION.split(abbreviation.long, 1)[0]
        long_start = abbreviation.long_start
        proposed_before = _PROPOSED_BEFORE.search(text, max(0, long_start - 80), long_start) and not (
            CREDITED_TO_OTHERS.search(text, max(0, long_start - 200), long_start))
        said = not introduced and (abbreviation.short in said_not or _NON_ENTITY_HEAD.search(head))
        if said and _BODY_HEAD.search(head):
            if vocabulary.lookup(abbreviation.short, "Dataset", exact=True):
                continue   # a dataset named after the bodies that made it keeps its name: "Karlsruhe Institute of
                # Technology and Toyota Technological Institute (KITTI)"
            # as does one a data noun follows ("National Institutes of Health (NIH) Chest X-ray dataset"), and a
            # system the paper proposes is one: "We propose a Virtual Research Institute (VRI) of LLM agents"
            said = not (_DATA_AFTER.match(text, max(abbreviation.short_end, abbreviation.long_end)) or proposed_before)
        elif said and abbreviation.short not in said_not and proposed_before:
            said = False   # a name the paper proposes, not a condition: "We propose Sparse Rank Deficiency (SRD)"
        stopped = label_key(abbreviation.long) in stop
        # a short form that is no entity (keys fold case) names a thing the vocabulary knows by the long form, or a
        # paper's own new one, where a title or a naming verb defines it: "Gaussian Processes (GPs)", "we propose
        # Reasoning-Oriented Imitation (ROI)"; not "we propose a novel out-of-domain (OOD) detection algorithm"
        named_here = (abbreviation.long_start < field_map.offset or introduced or proposed_before) and not (
            stopped or abbreviation.long.islower())
        short_stopped = label_key(abbreviation.short) in stop and not (
            named_here or vocabulary.lookup(abbreviation.long))
        if stopped or short_stopped or said:
            not_names.add(label_key(abbreviation.short))   # nor is its short form a name shape
            # nor a known name's, in either number: "Paediatric brain tumours (PBTs)", "end-to-end (E2E)" (not the
            # E2E dataset, though "question-answer (QA)" is still question answering; nor where the vocabulary
            # knows the long form: "Robot Operating System (ROS)")
            if (said or stopped and not _known_in_the_same_sense(vocabulary, abbreviation)) and not vocabulary.lookup(
                    abbreviation.long):
                said_otherwise |= {abbreviation.short, abbreviation.short.removesuffix("s")}
                not_names |= {label_key(short) for short in said_otherwise}
            continue
        # a long form closed by a field is a kind of it, no name, nor is its short form unless named before it
        # ("DRWKV (Detailed Receptance Weighted Key Value)"); but a dataset's or the paper's own is a name: "the
        # Multi-shell Diffusion MRI (MDM) dataset", "we propose Dynamic Facial Coding System (DFCS)"
        if _ends_in_a_field(abbreviation.long, stop) and not (
                _NAMED_DATA_AFTER.match(text, max(abbreviation.short_end, abbreviation.long_end))
                or proposed_before):
            if abbreviation.short_start > abbreviation.long_start:
                not_names.add(label_key(abbreviation.short))
            continue
        if abbreviation.long.isalpha() and abbreviation.long[1:].islower():
            not_names.add(label_key(abbreviation.short))
            continue   # one plain word, "autoregressive (AR)", "Electroencephalography (EEG)": a term, not a name
        if abbreviation.short in definitions:
            first = definitions[abbreviation.short]
            candidates.append(replace(first, start=abbreviation.long_start, end=abbreviation.long_end))
            continue
        completed = _completed_by_head(vocabulary, abbreviation.long, text, abbreviation.short_end)
        # a device named so is the device the short form names, not its field: "Mixed Reality (MR) headsets"
        devices = [iri for iri in completed if vocabulary.concepts[iri].cls == "Hardware"]
        long_iri = _vocabulary_choice(vocabulary, devices or vocabulary.lookup(abbreviation.long) or completed, text)
        short_iris = _known_as_written(vocabulary, abbreviation.short)   # "SID" is not SiD
        if short_iris and text.startswith((",", " ("), abbreviation.short_end) and not long_iri and not naming:
            continue   # "We fine-tune MedSAM, a Medical Segment Anything Model" or "GloVe (Global Vectors for Word
            # Representation)" describes a known name; "We present VTG, a Versatile Transition video Generation
            # framework" names a new one
        # a plural short form is its singular's concept where the long form spells it: "Low-Rank Adapters
        # (LoRAs)", not "Multimodal language models (MLMs)"
        singular = not short_iris and abbreviation.short.endswith("s") and _known_as_written(
            vocabulary, abbreviation.short[:-1])
        if not long_iri and (short_iris or singular):   # "Low Rank Adapters (LoRA)" for "Low-Rank Adaptation (LoRA)"
            long_iri = _spelled_label(vocabulary, short_iris or singular, abbreviation.long)
        if long_iri:
            concept = vocabulary.concepts[long_iri]
            cls, iri, name, generic = concept.cls, long_iri, concept.pref_label, concept.generic
        elif short_iris and (not _is_new_definition(abbreviation.long) and (   # not "agent identity evals (AIE)"
                _shares_a_word(vocabulary, short_iris, abbreviation.long)   # for the AI Engine, unless the vocabulary
                or not _spelled_out(vocabulary, short_iris))   # has no long form to compare ("REPA")
                or counted_short_form(abbreviation.short) and (
                vocabulary.concepts[short_iris[0]].cls == "Dataset")):   # "Berkeley Deep Drive Dataset (BDD100K)"
            iri = _vocabulary_choice(vocabulary, short_iris, text)
            concept = vocabulary.concepts[iri]
            cls, name, generic = concept.cls, concept.pref_label, concept.generic
        else:
            # the definition "long (SHORT)", then each later use of SHORT, until one's context gives the class
            defined_at = max(abbreviation.long_end, abbreviation.short_end)   # a title's "SHORT: Long ..." too
            spans = [(min(abbreviation.long_start, abbreviation.short_start), defined_at + 1),
                     *((s, e) for s, e in occurrences(text, abbreviation.short) if s > defined_at)]
            lowercase = abbreviation.long.lower() == abbreviation.long
            # or capitalised only as a sentence's first word: "Ulcerative colitis (UC) is ..."
            opening = not lowercase and abbreviation.long[1:].lower() == abbreviation.long[1:] and bool(
                SENTENCE_START.search(text, max(0, abbreviation.long_start - 3), abbreviation.long_start))
            cls = "Metric" if _closed_by_metric(vocabulary, abbreviation.long) else classify_in_text(
                abbreviation.long, text, spans[:1] if lowercase else spans, default="", abstract_start=field_map.offset)
            if _MODALITY_PAIR.fullmatch(abbreviation.long) and not (
                    proposed_before or _KIND_AFTER_MEDIA.match(text, defined_at)):
                cls = "Task"
            if cls == "Task" and proposed_before:   # what the paper proposes does the task, "we propose Context-Aware
                # Boundary Localization (CABL)", unless its apposition says what it is: "..., a new task setting"
                after = text[abbreviation.short_end + 1:abbreviation.short_end + 80]
                cls = "Task" if _TASK_AFTER.match(after) else (after.startswith(",") and context_class("", after)
                                                               ) or "Method"
            # "wind turbine (WT)": a term; not "we propose a new fused low-rank adapter (FLoRA)"
            if not cls and (lowercase or opening) and not (
                    proposed_before and not _ANOTHER_TERM.match(text, abbreviation.short_end + 1)):
                not_names.add(label_key(abbreviation.short))
                plain_terms.add(label_key(abbreviation.short))
                if not _shares_a_word(vocabulary, short_iris, abbreviation.long):
                    terms.add(abbreviation.short)   # "IS" after "information-seeking (IS)" is no Inception Score
                continue
            if abbreviation.long_start > abbreviation.short_start:   # a name spelled out after it: its apposition's
                # head's class ("ACLNet, an Affinity Contrastive Learning Network"), or a title's name's shape's,
                # and no task ("SDEval: Safety Dynamic Evaluation", "MV-CoRe: Multimodal Visual Conceptual Reasoning")
                shape = name_class(abbreviation.short)
                after = text[abbreviation.short_end:abbreviation.long_end + 20]
                if text.startswith(")", abbreviation.long_end):   # "PARROT (Polyglottal ...), a dataset of ..."
                    after = text[abbreviation.long_end + 1:abbreviation.long_end + 80]
                apposed = after.startswith(",") and context_class("", after)
                if not apposed and defined_at < field_map.offset and name_class(abbreviation.long) in (None, "Task"):
                    # a title's "VGR: Visual Grounded Reasoning" and the abstract's "we introduce VGR, a novel MLLM"
                    apposed, after = _later_apposition(text, abbreviation.short, field_map.offset)
                if apposed == "Task" and not _TASK_HEAD.search(after):   # "a ... segmentation framework based on"
                    apposed = "Method"
                cls = apposed or (shape if shape in ("Model", "Dataset") else "Method" if cls == "Task" else cls)
            cls = cls or "Method"
            name, iri, generic = abbreviation.long, mint_concept_iri(cls, abbreviation.long), False
        long_candidate = Candidate(abbreviation.long_start, abbreviation.long_end, cls, iri, name,
                                   "abbreviation-long-form", generic=generic)
        candidates.append(long_candidate)
        definitions[abbreviation.short] = long_candidate

    starts, lengths = doc.to_array("IDX"), doc.to_array("LENGTH")
    matched = [(int(starts[span.start]), int(starts[span.end - 1] + lengths[span.end - 1]), span)
               for key in ("vocabulary_cased", "vocabulary_uncased") for span in doc.spans.get(key, ())]
    # every concept a span's words name, whichever class: "SAM" is a method and a model
    named: dict[tuple[int, int], set[str]] = {}
    for start, end, span in matched:
        named.setdefault((start, end), set()).update(vocabulary.lookup(text[start:end], span.label_) or [span.id_])
    for start, end, span in matched:
        surface = text[start:end]
        if (surface in definitions or surface in terms or surface in said_otherwise
                or surface.endswith("s") and surface[:-1] in definitions):   # "DPs" after "(DP)": the definition's
            continue
        iri = _vocabulary_choice(vocabulary, sorted(named[(start, end)]), text, surface)
        concept = vocabulary.concepts[iri]
        kind = _KIND_WORD.search(surface) if concept.generic else None
        parent = kind and vocabulary.lookup(surface[:kind.start()], "Method")
        if parent:   # "NAS methods", "federated learning algorithms": the method, not the category of its kind
            end, iri = start + kind.start(), _vocabulary_choice(vocabulary, parent, text)
            concept = vocabulary.concepts[iri]
        candidates.append(Candidate(start, end, concept.cls, iri, concept.pref_label, "vocabulary",
                                    generic=concept.generic))
        if concept.cls == "Dataset" and not concept.generic:
            after = _DATASET_VARIANT.match(text, end)
            before = _DATASET_PREFIX.search(text, max(0, start - 30), start) or _LANGUAGE_PREFIX.search(
                text, max(0, start - 30), start) or (
                _INNER_CAPITAL.search(surface) and _WORD_PREFIX.search(text, max(0, start - 30), start))
            begin, finish = before.start() if before else start, after.end() if after else end
            if (begin, finish) != (start, end) and not METHOD_TAIL.search(text[begin:finish]):   # "Sotopia-RL"
                name = text[begin:finish]
                candidates.append(Candidate(begin, finish, "Dataset", mint_concept_iri("Dataset", name), name,
                                            "dataset-variant", family=iri))
        elif concept.cls == "Model" and not concept.generic:
            maker = _MAKER_BEFORE.search(text, max(0, start - 20), start)   # "Meta Llama", "OpenAI Whisper"
            dimension = _NETWORK_NAME.search(surface) and _DIMENSION_BEFORE.search(   # "3D Residual U-Net"
                text, max(0, start - 30), start)
            # a variant of its own: "o3-mini-high", "GPT-5-low", "Mobile-Agent-v2", or a version ending a list item:
            # "Open Sora 2.", "Grok 3 and ..." (not "Mamba 2 times faster")
            variant = (_REASONING_EFFORT.match(text, end) or _HYPHEN_VERSION.match(text, end)
                       or not surface[-1].isdigit() and _INTEGER_VERSION.match(text, end))
            if variant:
                name = text[start:variant.end()]
                known = vocabulary.lookup(name, "Model", exact=True)   # "Stable Diffusion 3" is a concept already
                variant_iri = known[0] if known else mint_concept_iri("Model", name)
                candidates.append(Candidate(start, variant.end(), "Model", variant_iri,
                                            vocabulary.concepts[variant_iri].pref_label if known else name,
                                            "model-grammar", family=None if known else iri))
            if maker:
                candidates.append(Candidate(maker.start(), end, "Model", iri, concept.pref_label, "vocabulary"))
            elif dimension:
                name = text[dimension.start():end]
                candidates.append(Candidate(dimension.start(), end, "Model", mint_concept_iri("Model", name), name,
                                            "model-grammar", family=iri))
        elif concept.cls == "Method" and not concept.generic:
            after = _METHOD_VARIANT.match(text, end)   # "PPO-Lite", "LoRA-v2"
            if after:
                name = text[start:after.end()]
                candidates.append(Candidate(start, after.end(), "Method", mint_concept_iri("Method", name), name,
                                            "method-variant", family=iri))

    # a new name counting millions with a decimal counts samples: "Unicorn-1.2M", "SynSQL-2.5M" are data (not
    # "UltraLite-0.5M, a tiny segmentation network"); so does any count of millions a dataset word names at one
    # of its places: "NuPlanQA-1M, a large-scale dataset", "the UnicEdit-10M dataset"
    contexts: dict[str, set[str | None]] = defaultdict(set)
    for model in doc._.model_names:
        for name in model.names:
            if _MILLIONS.search(name):
                before = _SENTENCE_BREAK.split(text[max(0, model.start - 60):model.start])[-1]
                contexts[name].add(context_class(before, text[model.end:model.end + 60]))
    for model in doc._.model_names:
        for name in model.names:
            known = vocabulary.lookup(name, "Model")
            family = None if known else _family(vocabulary, name)
            counted = not (known or family) and contexts.get(name)
            cls = "Dataset" if counted and not counted & {"Model", "Method"} and (
                "Dataset" in counted or _DECIMAL_MILLIONS.search(name)) else "Model"
            iri = known[0] if known else mint_concept_iri(cls, name)
            candidates.append(Candidate(model.start, model.end, cls, iri, name, "model-grammar", family))

    for collection in collection_names(text, field_map.offset):
        words = collection.name.split()
        # "the MRI-only ADNI dataset" or "the Pashto Common Voice corpus" hold a known dataset: no new one
        # ("KITTI Object Detection Benchmark" may be). With a lowercase "dataset" ("shared task") the name is the
        # run before it.
        run = words[:-2] if words[-2:] == ["shared", "task"] else words[:-1]
        lowercase = words[-1] in ("dataset", "benchmark", "corpus", "challenge", "task")   # not "MSLD v2.0"
        if not (vocabulary.lookup(collection.name) or vocabulary.lookup(" ".join(run)) or lowercase and any(
                vocabulary.lookup(" ".join(words[i:j]), "Dataset", exact=True)
                for i in range(len(run)) for j in range(i + 1, len(run) + 1))):
            spans = occurrences(text, collection.name)
            alone = [(start, end) for start, end in occurrences(text, " ".join(run))   # and the name alone elsewhere:
                     if not any(s <= start < e for s, e in spans)]   # "the Synapse and AMOS datasets ... on Synapse"
            # the name without its capitalised kind word where the abstract writes it so too: "the SupplyGraph
            # Dataset ... SupplyGraph", not "Waymo Open Dataset"
            name = " ".join(run) if lowercase or alone and len(run) == 1 and COINED.search(run[0]) and words[-1] in (
                "Dataset", "Corpus") else collection.name   # a benchmark may be more than its data: "ReGraP Benchmark"
            iri = mint_concept_iri("Dataset", name)
            spans += alone if name != collection.name else []
            candidates += [Candidate(start, end, "Dataset", iri, name, "name-shape") for start, end in spans]

    for name in event_names(text, field_map.offset):   # "DS@GT at eRisk 2025: ...", "in two eRisk 2025 challenges"
        base = name.rsplit(None, 1)[0].rstrip("-")   # one the vocabulary knows stays its concept: "ArchEHR-QA"
        if not (vocabulary.lookup(name) or vocabulary.lookup(base) or label_key(base) in stop):
            iri = mint_concept_iri("Dataset", name)
            candidates += [Candidate(start, end, "Dataset", iri, name, "name-shape")
                           for start, end in occurrences(text, name)]

    # the device a list's head makes of a word outranks its other reading: "the Perlmutter, Aurora, and Frontier
    # supercomputers" (not the Aurora weather model)
    hardware = hardware_candidates(text, candidates, vocabulary)
    spans = {(c.start, c.end) for c in hardware}
    candidates = [c for c in candidates if (c.start, c.end) not in spans] + hardware

    coined: set[str] = set()
    coined_long: set[str] = set()   # defined abbreviations whose long form is a coined technique's shape
    defined_long = {text[c.start:c.end]: c for c in definitions.values()}   # an abbreviation's rules have those
    for _, _, name in technique_names(text, field_map.offset):
        if name in defined_long:
            coined_long.add(defined_long[name].iri)   # "Deep Channel-wise Attention (DCA)"
        if (label_key(name) in stop or vocabulary.lookup(name) or name in defined_long
                or known_name_qualified(name, vocabulary.lookup) or _qualifies_a_task(name, vocabulary)
                or all(word.isupper() and vocabulary.lookup(word) for word in name.split())):   # "LLM DPO framework"
            continue
        spans = occurrences(text, name)
        cls = classify_in_text(name, text, spans, contribution=True, abstract_start=field_map.offset)
        cls = "Method" if cls == "Task" else cls   # a coined name: "Semantic-Guided Viewport Alignment"
        iri = mint_concept_iri(cls, name)
        candidates += [Candidate(start, end, cls, iri, name, "name-shape") for start, end in spans]
        coined.add(iri)

    # a technique the abstract defines is as new as a coined name: "Our decoder adds Gated Fusion (GF)"
    defined = {d.iri for d in definitions.values()
                   if d.cls in ("Method", "Model") and d.iri not in vocabulary.concepts and d.start >= field_map.offset
                   and not is_modifier(text, d.end) and not _used_as_it_is(text, d.start, d.end)}
    coined |= coined_long & defined
    for short, definition in definitions.items():   # and its plural, or its singular: "CRS data" after "(CRSs)"
        singular = short[:-1] if len(short) > 3 and short.endswith("s") and short[-2].isupper() and sum(
            ch.isupper() for ch in short) > 1 else None   # "dLLM" of "dLLMs"
        for start, end in (*occurrences(text, short), *occurrences(text, short + "s"),
                           *(occurrences(text, singular) if singular else ())):
            candidates.append(replace(definition, start=start, end=end, rule="abbreviation-short-form"))

    chosen = select(candidates, text)
    proposed = _proposed(text, sentences, chosen, field_map, vocabulary, not_names, plain_terms)
    chosen = select(chosen + proposed[1], text)
    variants = _proposed_variants(chosen, text, set(proposed[0]))
    proposed[0].extend(dict.fromkeys(c.iri for c in variants if c.iri not in proposed[0]))
    chosen = select(chosen + variants, text)
    opening_end = background_end(text, sentences, field_map.offset)
    # a defined part is as new as a coined name: "The core Dual-Domain Feature Coupler (DDFC) decomposes ..."
    parts = {d.iri for d in definitions.values() if d.iri in defined and _PART_NAME.search(d.name)}
    established = {d.iri for d in definitions.values() if label_key(d.name) in established_terms()}
    proposed[0].extend(own_techniques(chosen, (coined | defined) - set(proposed[0]), coined | parts, text, sentences,
                                      (field_map.offset, opening_end), set(proposed[0]), established))
    introduced = introduced_phrases(text, sentences, chosen, set(proposed[0]), vocabulary)
    proposed[0].extend(dict.fromkeys(c.iri for c in introduced))
    chosen = select(chosen + introduced, text)
    shapes = _shape_candidates(text, sentences, chosen, not_names, vocabulary, field_map.offset)
    own = {text[c.start:c.end]: c.cls for c in chosen if c.iri in proposed[0]}   # the paper's own names, classed
    own_names = own_prefixes(own)
    own_parts = own_name_extensions(text, own, {(c.start, c.end): c.cls for c in chosen + shapes})
    shapes += [Candidate(start, end, cls, mint_concept_iri(cls, name), name, "name-shape")
               for name, cls in own_parts.items() for start, end in occurrences(text, name)]
    firsts = {c.iri: c for c in sorted(shapes, key=lambda c: -c.start)}   # each name's first occurrence

    @cache
    def first_is_own(iri: str) -> bool:   # asked once a name, not once a place: each asks of a whole sentence
        first = firsts[iri]
        return (named_after_own(text, sentences, first, own_names) or enumerated_own(
            text, sentences, first, opening_end) or part_of_own(text, sentences, first, opening_end))

    proposed[0].extend(dict.fromkeys(c.iri for c in shapes if c.iri not in vocabulary.concepts
                                     and c.iri not in proposed[0] and (called_own(text, c.start, c.end)
                                                                       or first_is_own(c.iri))))
    # and a definition named after it: "Classifier-guided FRP (CFRP)" of the paper's FRP
    proposed[0].extend(dict.fromkeys(d.iri for d in definitions.values() if d.iri not in vocabulary.concepts
                                     and d.iri not in proposed[0] and named_after_own(text, sentences, d, own_names)))
    chosen = select(chosen + shapes, text)
    chosen = select(chosen + _new_model_variants(chosen, text, vocabulary), text)
    chosen = _with_narrowing_suffixes(chosen, text, vocabulary)
    # a variant of the paper's own model is its own: "BanglaBERT-Large", "PortBERT large" of PortBERT, and
    # "Fanar-27B" named after the stem of Fanar 2.0
    proposed[0].extend(dict.fromkeys(c.iri for c in chosen if c.rule == "model-grammar" and c.iri not in proposed[0]
                                     and (c.family in proposed[0] or named_after_own(text, sentences, c, own_names))))
    chosen = _with_kind_nouns(chosen, text, coined)
    chosen = with_hardware_modifiers(with_model_numbers(products_named_short(chosen, text, vocabulary), text), text)
    chosen = with_isas_inside(folded_into_class(accelerators_named_short(chosen, text, vocabulary), vocabulary),
                              text, vocabulary)
    chosen = at_the_edge(on_device_alone(without_limbs(chosen, text), text, vocabulary), text, vocabulary)
    chosen = deployment_device_words(sorted(
        chosen + _slash_siblings(chosen, text, vocabulary) + _elided_siblings(chosen, text, vocabulary),
        key=lambda c: (c.start, c.end)), text)
    chosen = _long_forms_again(chosen, definitions.values(), text, vocabulary)
    renamed = {**_apposed_long_names(chosen, text, vocabulary, set(proposed[0])),
               **_own_variants_called_methods(chosen, text, vocabulary, set(proposed[0]), field_map.offset)}
    chosen, respelled = _variants_spelled_one_way(_families_named(_renamed(chosen, renamed), vocabulary), vocabulary)
    proposed_iris = list(dict.fromkeys(respelled.get(iri, iri) for iri in (
        renamed[iri].iri if iri in renamed else iri for iri in proposed[0])
        if respelled.get(iri) not in vocabulary.concepts))   # "Our best model, gemma3:27b" uses Gemma 3 27B
    read_at = {(m.start, m.end): m.family_span for m in doc._.model_names if m.family_span}
    mentions = _with_roles(text, sentences, chosen, set(proposed_iris), field_map, paper, opening_end, read_at)
    return Extraction(paper, tuple(mentions), tuple(sorted(set(proposed_iris))))


# The rules that name a known family's variant or a line's product: "Llama3.1-8B", "CIFAR-10-C", "Xeon E5-2680".
_VARIANT_RULES = frozenset({"model-grammar", "dataset-variant", "method-variant", "hardware-product"})


def _variants_spelled_one_way(chosen: list[Candidate], vocabulary: Vocabulary
                              ) -> tuple[list[Candidate], dict[str, str]]:
    """Each new variant of a known family or line under the IRI it goes by however its name joins words and numbers,
    or the vocabulary's concept that goes by the same ("Qwen2.5:32B" is Qwen2.5-32B, under the vocabulary's own
    family), and the IRIs that changed. A coined name and its variants keep their spelling's IRI: two papers'
    "A2Bench" and "A2 Bench" are two benchmarks, "F3Net-L" and "F3-Net-L" two models."""
    respelled = {}
    for candidate in chosen:
        if (candidate.rule in _VARIANT_RULES and candidate.iri not in vocabulary.concepts
                and (candidate.family in vocabulary.concepts or candidate.rule == "hardware-product")):
            iri = variant_iri(candidate.iri)
            respelled[candidate.iri] = vocabulary.variant_iris.get(iri, iri)
    if not respelled:
        return chosen, respelled
    result = []
    for c in chosen:
        iri = respelled.get(c.iri, c.iri)
        known = vocabulary.concepts.get(iri) if iri != c.iri else None
        result.append(replace(c, iri=iri, name=known.pref_label if known else c.name,
                              family=None if known else respelled.get(c.family, c.family)))
    return result, respelled


def _qualifies_a_task(name: str, vocabulary: Vocabulary) -> bool:
    """A capitalised run of plain words before a known task of two words or more names that task, no coined
    technique: "Deformable Medical Image Registration"; a technique's words before it ("Uncertainty-Aware",
    "Hierarchical Adaptive") coin one."""
    words = name.split()
    for i in range(1, len(words) - 1):
        if vocabulary.lookup(" ".join(words[i:]), "Task"):
            return not any("-" in word or _TECHNIQUE_WORD.match(word) for word in words[:i])
    return False


def _known_in_the_same_sense(vocabulary: Vocabulary, abbreviation: Abbreviation) -> bool:
    """Whether a concept the vocabulary knows by the short form opens with the long form's first word, as question
    answering does "question-answer (QA)" (the E2E dataset does not "end-to-end (E2E)")."""
    first = re.split(r"[\s\-]", abbreviation.long, maxsplit=1)[0].casefold()
    return any(vocabulary.concepts[iri].pref_label.casefold().startswith(first)
               for iri in vocabulary.lookup(abbreviation.short) or ())


def _ends_in_a_field(long_form: str, stop: frozenset[str]) -> bool:
    """A long form whose head, before any preposition, is closed by a stop-listed phrase of two words or more is a
    kind of it, no entity either: "cardiac magnetic resonance imaging", "quantum machine learning" (not "Trainable
    Architecture for Enhancing LLM Performance in Low-Resource Languages")."""
    words = _BEFORE_PREPOSITION.split(long_form, 1)[0].split()
    return any(label_key(" ".join(words[i:])) in stop for i in range(1, len(words) - 1))


def _slash_siblings(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """The datasets a slash or a list of numbers adds to a numbered one, or slashed letters to a known one, on
    the same span: "CIFAR-10/100" is CIFAR-10 and CIFAR-100, "AIME24/25" AIME24 and AIME25, "NTU RGB+D 60 and 120"
    NTU RGB+D 60 and 120, "RefCOCO/+/g" RefCOCO, RefCOCO+ and RefCOCOg."""
    siblings = []
    for candidate in chosen:
        if candidate.cls != "Dataset":
            continue
        number = _TRAILING_NUMBER.search(text, candidate.start, candidate.end)
        more = (number and _SIBLING_NUMBERS.match(text, candidate.end)
                or not number and candidate.iri in vocabulary.concepts and _SIBLING_LETTERS.match(text, candidate.end))
        if not more:
            continue
        base = text[candidate.start:number.start() if number else candidate.end]
        for suffix in re.findall(r"\d+", more.group()) if number else more.group()[1:].split("/"):
            name = base + suffix
            iri = _vocabulary_choice(vocabulary, vocabulary.lookup(name, "Dataset"), text) or mint_concept_iri(
                "Dataset", name)
            known = vocabulary.concepts.get(iri)
            if iri != candidate.iri and all(iri != s.iri or s.start != candidate.start for s in siblings):
                siblings.append(replace(candidate, end=more.end(), iri=iri, rule="dataset-variant", family=None,
                                        name=known.pref_label if known else name))
    return siblings


def _elided_siblings(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """The known terms a coordination writes without their shared head: "progressive and consistency
    distillation" names progressive distillation too, "embedded and edge devices" embedded devices, each on its
    modifier's word, when the vocabulary knows the modifier with the head as another concept of the same class
    (not the same one: "cloud, edge and local servers" are all edge servers) and no other mention holds the word;
    not a task's or a metric's ("image and video generation": the guidelines' annotators leave those whole).

    >>> from kg.vocab import load_vocabulary
    >>> v = load_vocabulary()
    >>> t = "such as progressive and consistency distillation"
    >>> start = t.index("consistency")
    >>> [(t[c.start:c.end], c.name) for c in _elided_siblings([Candidate(start, len(t), "Method", v.lookup(
    ...     "consistency distillation")[0], "consistency distillation", "vocabulary")], t, v)]
    [('progressive', 'progressive distillation')]
    """
    siblings = []
    for candidate in chosen:
        known = vocabulary.concepts.get(candidate.iri)
        head = text[candidate.start:candidate.end].split(maxsplit=1)
        joint = _ELIDED_BEFORE.search(text, max(0, candidate.start - 80), candidate.start)
        if not known or known.generic or known.cls in ("Task", "Metric") or len(head) < 2 or not joint:
            continue
        for modifier in re.finditer(r"[a-z][\w\-]*(?<!-)", joint.group("modifiers")):   # "edge-" in "edge- and"
            start = joint.start("modifiers") + modifier.start()
            end = start + len(modifier.group())
            name = f"{modifier.group()} {' '.join(head[1].split())}"
            iris = vocabulary.lookup(name, candidate.cls)
            concept = vocabulary.concepts.get(iris[0]) if iris else None
            # not a word another mention holds: "kernel k-means and spectral clustering" names no k-means clustering
            if concept and concept.iri != candidate.iri and not concept.generic and not any(
                    other.start < end and start < other.end for other in chosen):
                siblings.append(replace(candidate, start=start, end=end, iri=concept.iri, name=concept.pref_label,
                                        rule="elided-head", family=None))
    return siblings


def _with_narrowing_suffixes(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """A metric with its cutoff glued on is that metric at the cutoff ("mAP@30", "Recall@10", "mAP@0.50"); a
    named model with its size, variant words or version after a space, or a runtime's size tag, is that variant
    ("Wan 2.1 1.3B", "Parler TTS Mini", "PortBERT large", "Clay v1.5", "Qwen 2.5:14b"); each narrower than the
    name before it, and none reaching over another mention ("LLaMA V100")."""
    result = []
    starts = {c.start for c in chosen}
    for candidate in chosen:
        suffix = (candidate.cls == "Metric" and _CUTOFF.match(text, candidate.end)
                  or candidate.cls == "Model" and not candidate.generic and _SPACED_SIZE.match(text, candidate.end))
        if suffix and not any(candidate.end < start < suffix.end() for start in starts):
            name = text[candidate.start:suffix.end()]
            known = vocabulary.lookup(name, candidate.cls)
            rule = "model-grammar" if candidate.cls == "Model" and not known else candidate.rule
            candidate = replace(candidate, end=suffix.end(), iri=known[0] if known else mint_concept_iri(
                candidate.cls, name), name=name, family=None if known else candidate.iri, generic=False, rule=rule)
        result.append(candidate)
    return result


def _with_kind_nouns(chosen: list[Candidate], text: str, coined: set[str]) -> list[Candidate]:
    """Coined names' mentions widened over the kind noun after them ("a Multi-Kernel Selection mechanism"),
    where no other mention starts in it ("a Context Block layer normalization")."""
    starts = {c.start for c in chosen}
    result = []
    for candidate in chosen:
        end = with_kind_noun(text, candidate.end) if candidate.iri in coined else candidate.end
        if end != candidate.end and not any(candidate.end < start < end for start in starts):
            candidate = replace(candidate, end=end)
        result.append(candidate)
    return result


def _spelled_label(vocabulary: Vocabulary, iris: list[str], long_form: str) -> str | None:
    """The concept of the short form whose label the long form spells another way: the two share at least
    four fifths of the shorter one's letters as a prefix ("Low Rank Adapters" and "Low-Rank Adaptation")."""
    key = label_key(long_form)
    for iri in iris:
        for label in vocabulary.labels(iri):
            other = label_key(label)
            if len(other) > 6 and len(os.path.commonprefix((key, other))) >= 0.8 * min(len(key), len(other)):
                return iri
    return None


def _completed_by_head(vocabulary: Vocabulary, long_form: str, text: str, short_end: int) -> list[str]:
    """Concepts named by a long form plus the word after its parenthesis: "Zeroth-order (ZO) optimization"."""
    head = _HEAD_AFTER.match(text, short_end)
    return vocabulary.lookup(f"{long_form} {head.group(1)}") if head else []


def _shares_a_word(vocabulary: Vocabulary, iris: list[str], long_form: str) -> bool:
    """Whether a label of one of the concepts shares a content word with the long form: "sparse general
    matrix-matrix multiplication" spells SpGEMM, "information-seeking" is no Inception Score, "margin of error" no
    mixture of experts."""
    words = set(_WORDS.findall(long_form.lower())) - _FUNCTION_WORDS
    return any(words & set(_WORDS.findall(label.lower())) for iri in iris for label in vocabulary.labels(iri))


def _spelled_out(vocabulary: Vocabulary, iris: list[str]) -> bool:
    """Whether one of the concepts has a label of several words, against which a long form can be checked."""
    return any(" " in label for iri in iris for label in vocabulary.labels(iri))


def _later_apposition(text: str, short: str, start: int) -> tuple[str | None, str]:
    """The class an apposition gives ``short`` where the paper introduces it from ``start`` on, and the words after.

    >>> _later_apposition("VGR: Visual Grounded Reasoning\\nWe introduce VGR, a novel reasoning MLLM.", "VGR", 30)
    ('Model', ', a novel reasoning MLLM.')
    >>> _later_apposition("VGR: Visual Grounded Reasoning\\nTo train VGR, a dataset is curated.", "VGR", 30)
    (None, '')
    """
    for s, e in occurrences(text, short):
        if s >= start and _APPOSITION_AFTER.match(text, e) and _PROPOSED_BEFORE.search(text, max(start, s - 80), s):
            after = text[e:e + 80]
            return context_class("", after), after
    return None, ""


def _closed_by_metric(vocabulary: Vocabulary, long_form: str) -> bool:
    """A long form of two words or more whose last word is a known metric is one: "mean F1 (mF1)"."""
    words = long_form.split()
    return len(words) > 1 and any(words[-1] in vocabulary.labels(iri)
                                  for iri in vocabulary.lookup(words[-1], "Metric", exact=True))


def _is_new_definition(long_form: str) -> bool:
    """A long form that names something the vocabulary does not know (it has capitals or hyphens)."""
    return any(c.isupper() for c in long_form[1:]) or "-" in long_form


def _vocabulary_choice(vocabulary: Vocabulary, iris: list[str], text: str, surface: str = "") -> str | None:
    """Pick one concept for an ambiguous label: the only one that has the ``surface`` as written ("ViTs" is the
    Vision Transformer, not ViT-S), else the one with another label in the text, else the one whose preferred
    label's words the text shares most ("SAM" in a paper on segmentation is the Segment Anything Model), else the
    first."""
    if len(iris) <= 1:
        return iris[0] if iris else None
    written = [iri for iri in iris if surface in vocabulary.labels(iri)]
    if len(written) == 1:
        return written[0]
    lowered = text.casefold()
    for iri in iris:
        concept = vocabulary.concepts[iri]
        if any(len(label) > 4 and label.casefold() in lowered for label in (concept.pref_label, *concept.alt_labels)):
            return iri
    stems = {word[:5] for word in _WORDS.findall(lowered) if len(word) > 3}
    return sorted(iris, key=lambda i: (-len(stems & {w[:5] for w in _WORDS.findall(vocabulary.concepts[i].pref_label.casefold())
                                                     if len(w) > 3}), vocabulary.concepts[i].generic, i))[0]


def _family(vocabulary: Vocabulary, name: str) -> str | None:
    """The vocabulary concept of the longest proper prefix of a model name (LLaMA-3-8B -> LLaMA 3,
    YOLOv8s -> YOLOv8), else of its leading word (YOLOv13 -> YOLO)."""
    cuts = [m.start() for m in re.finditer(r"[-/_ ]|(?<=\d)[a-z]{1,2}$", name)]
    for cut in reversed(cuts):
        found = vocabulary.lookup(name[:cut], "Model")
        if found:
            return found[0]
    head = re.match(r"[A-Za-z]+?(?=v?\d|[^A-Za-z]|$)", name)
    found = vocabulary.lookup(head.group(), "Model") if head else []
    return found[0] if found else None


def _new_model_variants(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """Size and variant names of a model the vocabulary does not know: "BanglaBERT-Large" where the paper
    names BanglaBERT."""
    names = {text[c.start:c.end]: c.iri for c in chosen if c.cls == "Model" and c.iri not in vocabulary.concepts
             and not SIZE_ALONE.fullmatch(text, c.start, c.end)}   # "270M" in "Gemma 3 (270M, 1B)"
    taken = {(c.start, c.end) for c in chosen}
    return [Candidate(start, end, "Model", mint_concept_iri("Model", text[start:end]), text[start:end],
                      "model-grammar", family)
            for name, family in names.items() for start, end in variants_of(text, name) if (start, end) not in taken]


def _long_forms_again(chosen: list[Candidate], definitions: Iterable[Candidate], text: str,
                      vocabulary: Vocabulary) -> list[Candidate]:
    """``chosen`` with a new name's long form found again where no other name overlaps it but names inside it, in
    the title too: "Medical Imaging with Federated Template and Task Learning" (not "Task Learning" there). Not a
    task's long form, which a title names as what the paper is about, nor a lowercase one."""
    again = [replace(definition, start=start, end=end)
             for definition in definitions
             if definition.cls in ("Method", "Model", "Dataset") and definition.iri not in vocabulary.concepts
             and " " in definition.name and definition.name.lower() != definition.name
             for start, end in occurrences(text, text[definition.start:definition.end], ignore_case=True)
             if start != definition.start]
    kept: list[Candidate] = []
    for a in sorted(again, key=lambda a: a.start - a.end):   # longest first; none across the title's end
        if "\n" not in text[a.start:a.end] and not any(c.start < a.end and a.start < c.end and not (
                a.start <= c.start and c.end <= a.end and (c.start, c.end) != (a.start, a.end))
                for c in (*chosen, *kept)):
            kept.append(a)
    again = kept
    inside = [c for c in chosen if c.cls != "Hardware" and any(a.start <= c.start and c.end <= a.end for a in again)]
    return sorted([c for c in chosen if c not in inside] + again, key=lambda c: (c.start, c.end))


def _proposed_variants(chosen: list[Candidate], text: str, proposed: set[str]) -> list[Candidate]:
    """Model variants of a proposed name, proposed too: "HINT-14B" in a paper that proposes HINT (which the
    model grammar found) or "FastSHADE-XL" in one that proposes FastSHADE (a family only this paper knows)."""
    names = {text[c.start:c.end]: c.iri for c in chosen if c.iri in proposed}
    variants = [c for c in chosen if c.rule == "model-grammar" and c.iri not in proposed
                and any(text.startswith(name + "-", c.start) for name in names)]
    families = {text[c.start:c.end]: c.iri for c in chosen if c.iri in proposed and c.cls in ("Model", "Method")}
    named = {(c.start, c.end) for c in chosen if c.rule == "model-grammar" or c.iri in proposed}   # "iLSU-T: ..."
    for name, family in families.items():   # "MedBench-Lite" is a part of a dataset, not a model
        for start, end in variants_of(text, name):
            if (start, end) not in named:
                variant = text[start:end]
                variants.append(Candidate(start, end, "Model", mint_concept_iri("Model", variant), variant,
                                          "model-grammar", family))
    return variants


def _lone_words(text: str, words: set[str]) -> list[tuple[int, int]]:
    """Spans of the capitalised ``words`` (label keys) that no capitalised word stands beside, in a phrase that a
    bracketed name closes: the "UAV" of "a new UAV aerial video dataset (UAV-Test)", not of "UAV Handoff", nor the
    "CT" of "SNOMED CT", nor the "SAR" of "a SAR dataset using ALOS-2 imagery".

    >>> t = "a new UAV aerial dataset (UAV-A), the UAV Handoff (UH), SNOMED CT codes (SC), a SAR set using ALOS-2 (A)"
    >>> [t[s:e] for s, e in _lone_words(t, {"uav", "ct", "sar"})]
    ['UAV']
    """
    return [word.span() for word in _CAPITALISED_WORD.finditer(text) if label_key(word.group()) in words
            and not _CAPITALISED_BESIDE.search(text, max(0, word.start() - 40), word.start())
            and not _CAPITALISED_BESIDE.match(text, word.end()) and _DEFINED_AFTER.match(text, word.end())]


def _proposed(text: str, sentences: list[tuple[int, int]], chosen: list[Candidate], field_map: FieldMap,
              vocabulary: Vocabulary, not_names: set[str],
              plain_terms: set[str]) -> tuple[list[str], list[Candidate]]:
    """IRIs the paper proposes, and new candidates for proposed names no other rule found: none of ``not_names``,
    but a plain term's short form (of ``plain_terms``) that the title names, or a proposing verb before it and a
    kind noun after it ("cross-modal temporal artifact (CMTA)", then "we propose the CMTA framework")."""
    by_span = {(c.start, c.end): c for c in chosen}
    known = [span for span, c in by_span.items() if not c.generic]
    excluded = [span for span, c in by_span.items() if c.generic] + _lone_words(text, not_names - plain_terms)
    abstract_sentences = [s for s in sentences if s[0] >= field_map.offset]
    new = [span for span, c in by_span.items() if c.iri not in vocabulary.concepts and span[0] >= field_map.offset]
    # the title's "X: ..." name, or else its leading phrase when the abstract names it again
    named_in_title = field_map.title and title_name(field_map.title.text, text[field_map.offset:],
                                                    known=lambda name: _known_release(vocabulary, name, text),
                                                    common=lambda word: word in common_words() or bool(
                                                        vocabulary.lookup(word, exact=True)))
    own = [text[named_in_title[0]:named_in_title[1]]] if named_in_title else []
    spans = [(start, end + len(version.group())) if (version := _SPACED_VERSION_AFTER.match(text, end))
             else (start, end) for start, end in proposed_spans(
                 text, abstract_sentences, known, excluded, new=new, own=own,
                 in_vocabulary=[span for span, c in by_span.items() if c.iri in vocabulary.concepts
                                or c.family in vocabulary.concepts])]
    rules = {span: "contribution" for span in spans}
    long_forms = {(c.start, c.end) for c in chosen if c.rule == "abbreviation-long-form"}
    phrase = None if named_in_title or not field_map.title else _title_phrase_as_name(text, field_map, vocabulary,
                                                                                       long_forms)
    # or a definition the title gives: "Adaptive Linguistic Prompting (ALP) Enhances Phishing Detection"
    defined = [(c.start, c.end) for c in chosen if c.rule == "abbreviation-long-form" and c.end < field_map.offset
               and c.iri not in vocabulary.concepts and text.startswith("(", c.end + 1)   # not the abstract's repeated
               ] if field_map.title and not (named_in_title or phrase) else []
    sole = not (spans or named_in_title or phrase)   # the abstract names no contribution of its own
    means = [span for span in title_means(field_map.title.text, sole, text[field_map.offset:]) if _new_in_title(
        field_map.title.text[span[0]:span[1]], vocabulary)] if field_map.title else []
    pair = title_pair(field_map.title.text) if field_map.title else []
    for span in filter(None, (named_in_title, phrase, *defined, *means, *pair)):
        spans.append(span)
        rules[span] = "contribution-title"
    named = {label_key(c.name): c for c in chosen}

    def model_class(part: str) -> str | None:   # a named model, not a class of them ("VLA", "SNN")
        known = [vocabulary.concepts[iri] for iri in vocabulary.lookup(part, "Model", exact=True)]
        return "Model" if any(not concept.generic for concept in known) else None

    iris: list[str] = []
    extra: list[Candidate] = []
    minted: dict[str, tuple[str, str, str]] = {}
    # each proposed name's places and where it came first, by its text, case rule, class, concept and label
    expanded: dict[tuple[str, bool, str, str, str], tuple[list[tuple[int, int]], int]] = {}
    for start, end in sorted(spans, key=lambda span: rules[span] != "contribution-title"):   # the title's first
        existing = by_span.get((start, end)) or next(
            (c for c in chosen if c.start <= start and end <= c.end), None)
        if existing:
            # a known concept is not this paper's contribution, unless the paper says it is its own
            # (a release of its kind: "We introduce SmolVLM, a series of ... models", "Qwen3 Technical Report"; a
            # method's "Self Forcing: ...", not a short acronym another paper may share, "SIFT: ...")
            release = vocabulary.concepts.get(existing.iri)
            if not release or (release.cls in ("Model", "Dataset") or release.cls == "Method" and not release.generic
                               and not _ACRONYM.fullmatch(text, start, end)) and presents_known(
                    text, start, end, release.cls, in_title=rules[(start, end)] == "contribution-title"):
                iris.append(existing.iri)
            continue
        name = text[start:end]
        key = label_key(name)
        if key in not_names and not (key in plain_terms and (rules[(start, end)] == "contribution-title" or (
                _PROPOSING_VERB_BEFORE.search(text, max(0, start - 40), start)
                and _KIND_NOUN_RIGHT_AFTER.match(text, end)))):
            continue
        plural = name.endswith("s")   # "MILPs" is MILP; "GRPO-S", "RaGS" and "GEMMAS" are names of their own
        same = None if key in minted else named.get(key) or named.get(key[:-1] if plural else None)
        known_iris = None if key in minted or same or key in plain_terms else (   # a term's short form is the term's
            vocabulary.lookup(name, exact=True) or plural and vocabulary.lookup(name[:-1], exact=True))
        if known_iris and name.isalpha() and name.istitle():   # one plain word is only itself: "Arce" is no "ARC-E"
            known_iris = [iri for iri in known_iris if _spells_plain_word(vocabulary.concepts[iri], name)]
        if key in minted:   # another spelling of a name the title gives: "VFMRecon" for "VFM-Recon"
            cls, iri, name = minted[key]
        elif same:  # the title names what the abstract defines: "Trajectory-Consistent Calibration (TCC)",
            # also in the plural ("Self-Supervised Event Representations" for "... Representation (SSER)")
            cls, iri = same.cls, same.iri
        elif known_iris:
            concept = vocabulary.concepts[known_iris[0]]
            cls, iri = concept.cls, concept.iri
        elif rules[(start, end)] == "contribution" and _names_a_workplace(name, text, start, end):
            continue   # "data from Great Ormond Street Hospital", "We thank the Department of Pathology"
        else:
            report = rules[(start, end)] == "contribution-title" and is_report_title(field_map.title.text)
            places = occurrences(text, name)
            if rules[(start, end)] == "contribution-title" and _PLAIN_CAPITALISED.fullmatch(name) and all(
                    s < field_map.offset for s, _ in places):   # a title's plain word the abstract writes in other
                # capitals ("Unimedvl: ..." and "UniMedVL, the first medical unified multimodal model") takes its
                # class and spelling from the abstract
                places = occurrences(text, name, ignore_case=True)
                name = next((text[s:e] for s, e in places if s >= field_map.offset and not text[s:e].islower()), name)
            cls = classify_in_text(name, text, places, contribution=(start, end) != phrase,
                                   default="Model" if report else "Method",   # a technical report's is a model
                                   abstract_start=field_map.offset)
            # "SDD-YOLO: A ... Framework" is a YOLO model, "SAM-MI, a mask-injected framework" a method
            if not name_class(name) and holds_a_model(name, model_class) and not called_a_method(
                    text, places, field_map.offset):
                cls = "Model"
            if cls in ("Task", "Metric") and (start, end) == phrase:
                continue  # "Passive Dementia Screening via ...": a title names the task, not a contribution
            iri = mint_concept_iri(cls, name)
        minted[key] = cls, iri, name
        iris.append(iri)
        # the abstract may write a title's name in another case ("Content-Aware Texturing", "veomni"), but not
        # one capitalised word ("Pointer" is no "pointer")
        ignore_case = rules[(start, end)] == "contribution-title" and (
            name != text[start:end] or not _PLAIN_CAPITALISED.fullmatch(name))
        expansion = text[start:end], ignore_case, cls, iri, name
        if expansion not in expanded:
            expanded[expansion] = occurrences(text, text[start:end], ignore_case=ignore_case), start
            unmade = expanded[expansion][0]
        else:   # a name proposed again, in every place: its repeats are made, but at its own place and the first's
            every, first = expanded[expansion]
            unmade = [place for place in every if place[0] in (start, first)]
        for found_start, found_end in unmade:
            rule = rules[(start, end)] if found_start == start else "contribution-repeat"
            extra.append(Candidate(found_start, found_end, cls, iri, name, rule))
        version = _SPACED_VERSION_AFTER.search(name)
        if version:   # "DC-AE 1.5 ... beats the earlier DC-AE": the name without its version is the earlier one,
            stem = name[:version.start()]   # with its own version if it has one: "builds upon Paris 1.0"
            versioned = occurrences(text, name)
            places = [(s, e) for s, e in occurrences(text, stem) if not any(a <= s < b for a, b in versioned)]
            earlier = classify_in_text(stem, text, places, default=cls,
                                       abstract_start=field_map.offset) if places else cls
            for s, e in places:
                other = _OTHER_VERSION.match(text, e)
                e = other.end() if other else e
                extra.append(Candidate(s, e, earlier, mint_concept_iri(earlier, text[s:e]), text[s:e], "name-shape"))
    return iris, extra


def _used_as_it_is(text: str, start: int, end: int) -> bool:
    """Whether the paper studies or uses the technique defined at ``text[start:end]`` as it is ("we adopt
    Channel-wise Knowledge Distillation (CWD)"), not as a new part of its own ("we leverage a Gestalt Feature
    Attention (GFA) block")."""
    return bool(_STUDIED_BEFORE.search(text, max(0, start - 80), start)) and not (
        _PART_WORD_AFTER.match(text, end) and _PART_OPENS_BEFORE.search(text, max(0, start - 40), start))


_PLAIN_CAPITALISED = re.compile(r"[A-Z][a-z]+")   # "Pointer", "Unimedvl": one word, capitalised as a title writes it


def _spells_plain_word(concept: Concept, word: str) -> bool:
    """Whether one of the concept's own labels is ``word``, capitalised or not: "Gloria" is no GLoRIA, "Gems" no
    GEM (whose plural is "GEMs"), "Arce" no ARC-E."""
    return any(label.casefold() == word.casefold() and (label.islower() or label.istitle())
               for label in (concept.pref_label, *concept.alt_labels))


def _names_a_workplace(name: str, text: str, start: int, end: int) -> bool:
    """Whether a name whose last word before any preposition is a workplace's ("Tel Aviv University", "Department of
    Pathology") names one: no naming verb before it ("We propose Agent Laboratory", "a simulacrum of hospital called
    Agent Hospital") and no kind noun or apposition after it says it is a system or a dataset."""
    return bool(_WORKPLACE_HEAD.search(_BEFORE_PREPOSITION.split(name, 1)[0])) and not (
        _INTRODUCING.search(text, max(0, start - 40), start) or _KIND_AFTER.match(text, end))


def _known_release(vocabulary: Vocabulary, name: str, text: str) -> bool:
    """Whether the vocabulary knows a title's ``name``, as written, as a named model or dataset, and the abstract
    describes it in an apposition or says what it is, as a paper presents its own release ("Command A: An
    Enterprise-Ready Large Language Model" and "Command A, a powerful large language model" or "Command A is a
    ..."; not "Decision Transformer: Revisiting Return Conditioning")."""
    return any(_SAYS_WHAT_IT_IS.match(text, end) for _, end in occurrences(text, name)) and any(
        not vocabulary.concepts[iri].generic and vocabulary.concepts[iri].cls in ("Model", "Dataset")
        and name in vocabulary.labels(iri) for iri in vocabulary.lookup(name, exact=True))


def _title_phrase_as_name(text: str, field_map: FieldMap, vocabulary: Vocabulary,
                          long_forms: set[tuple[int, int]]) -> tuple[int, int] | None:
    """The title's leading phrase as a contribution, when the abstract names it again or a technique's gerund
    closes it ("Content-Aware Texturing for ..."), and the vocabulary knows neither it nor its last words
    ("Deep Reinforcement Learning for ..." is a known paradigm, not a name); one closed by a kind noun only when
    the abstract abbreviates it, one of the ``long_forms`` ("Deep Learning Models for ..." says what the work is)."""
    span = title_phrase(field_map.title.text)
    if span is None:
        return None
    name = field_map.title.text[span[0]:span[1]]
    again = occurrences(text[field_map.offset:], name, ignore_case=True)
    abbreviated = any((field_map.offset + start, field_map.offset + end) in long_forms for start, end in again)
    if (not _new_in_title(name, vocabulary) or not (names_a_technique(name) or again)
            or closed_by_kind(name) and not abbreviated):
        return None
    return span


def _new_in_title(name: str, vocabulary: Vocabulary) -> bool:
    """A title's phrase is a new name when neither the vocabulary nor the list of non-entities knows it or its
    last words ("Knowledge-Informed Deep Learning" is a kind of deep learning)."""
    words = name.split()
    stop = not_entities()
    return not any(vocabulary.lookup(suffix) or label_key(suffix) in stop
                   for suffix in (" ".join(words[i:]) for i in range(len(words) - 1)))


def _known_as_written(vocabulary: Vocabulary, name: str) -> list[str]:
    """Concepts with ``name`` for a label, in any case ("Laion2B" for LAION-2B) but a short one's, which only
    a hyphen before a digit may tell apart ("GPT4V" is GPT-4V; "STAR" is not STaR, "SAV" not SA-V)."""
    iris = vocabulary.lookup(name, exact=True)
    if len(name) > 5:
        return iris
    written = _DIGIT_HYPHEN.sub("", name)
    return [iri for iri in iris if any(_DIGIT_HYPHEN.sub("", label) == written for label in vocabulary.labels(iri))]


def _shape_candidates(text: str, sentences: list[tuple[int, int]], chosen: list[Candidate],
                      stop: set[str], vocabulary: Vocabulary, abstract_start: int) -> list[Candidate]:
    """Name-shaped words with a class cue, plus their other occurrences in the paper; none whose key is in
    ``stop``. A name the vocabulary knows where the tokens hid it from the rulers ("CIFAR-10" in
    "CIFAR-10/100") is its concept."""
    found = []
    known: dict[str, list[str]] = {}   # asked by shape_names for a class, then here for the concept

    def known_concepts(name: str) -> list[str]:
        if name not in known:
            known[name] = _known_as_written(vocabulary, name)
        return known[name]

    def known_class(name: str) -> str | None:
        iris = known_concepts(name)
        return vocabulary.concepts[iris[0]].cls if iris else None

    seen: set[tuple[str, str]] = set()   # a name found at each of its n places adds its n places once, not n times
    for shape in shape_names(text, sentences, {(c.start, c.end): c.cls for c in chosen}, known_class, abstract_start,
                             {(c.start, c.end) for c in chosen if c.generic}):
        if label_key(shape.name) in stop or (shape.name, shape.cls) in seen:
            continue
        seen.add((shape.name, shape.cls))
        iris = [iri for iri in known_concepts(shape.name) if vocabulary.concepts[iri].cls == shape.cls]
        concept = vocabulary.concepts[iris[0]] if iris else None
        iri, name = (concept.iri, concept.pref_label) if concept else (mint_concept_iri(shape.cls, shape.name),
                                                                       shape.name)
        for start, end in occurrences(text, shape.name):
            found.append(Candidate(start, end, shape.cls, iri, name, "name-shape",
                                   generic=bool(concept and concept.generic)))
    return found


def _families_named(chosen: list[Candidate], vocabulary: Vocabulary) -> list[Candidate]:
    """Without a family no vocabulary concept and no other mention names: "PolyHope V2" was a variant of the
    proposed "PolyHope", but the longer variant took every place that name had, so the graph could not say
    what the family is."""
    named = {c.iri for c in chosen}
    return [replace(c, family=None) if c.family and c.family not in named and c.family not in vocabulary.concepts
            else c for c in chosen]


# "PG-Occ, an innovative Progressive Gaussian Transformer Framework": the words an apposition spells a coined name with
_APPOSITION_LEAD = re.compile(r",\s+an?\s+(?:(?:novel|new|innovative|unified|simple|efficient|lightweight|"
                              r"general|effective|scalable|robust|versatile|powerful|plug-and-play|training-free|"
                              r"end-to-end)\s+)*(?=[A-Z])")


def _renamed(chosen: list[Candidate], renamed: dict[str, Candidate]) -> list[Candidate]:
    """``chosen`` with each mention of a concept ``renamed`` maps given its target's IRI, class, name and family,
    and every family link moved to its family's new IRI."""
    def family(c: Candidate) -> str | None:
        return renamed[c.family].iri if c.family in renamed else c.family

    if not renamed:
        return chosen
    return [replace(c, iri=target.iri, cls=target.cls, name=target.name, family=family(target))
            if (target := renamed.get(c.iri)) else replace(c, family=family(c)) for c in chosen]


def _apposed_long_names(chosen: list[Candidate], text: str, vocabulary: Vocabulary,
                        proposed: set[str]) -> dict[str, Candidate]:
    """A new Title Case name an apposition gives a new coined name is that name spelled out, one concept: "PG-Occ, an
    innovative Progressive Gaussian Transformer Framework", "SwinRRDB, a Swin Transformer-based Residual-in-Residual
    Dense Block". Maps both names' IRIs to the one concept, named by the coined name, of the class the apposition's
    head gives ("a ... framework": a method), else the long name's own. A rival's name lends the paper none of its
    own: "outperforms GeoFormer, a Geometric Graph Transformer" stays apart where only the long name was proposed."""
    by_start = {c.start: c for c in chosen}
    abbreviated = {c.iri for c in chosen if c.rule == "abbreviation-short-form"}   # a long form with its own acronym
    same: dict[str, Candidate] = {}
    for coined in chosen:
        lead = _APPOSITION_LEAD.match(text, coined.end)
        long = lead and by_start.get(lead.end())
        words = text[long.start:long.end].split() if long else []
        words = words[:-1] if words and words[-1].islower() else words   # its kind noun: "... Distillation framework"
        if (long and coined.iri not in vocabulary.concepts and long.iri not in vocabulary.concepts
                and long.iri not in abbreviated and long.iri != coined.iri and COINED.search(coined.name)
                and " " not in coined.name and len(words) >= 2 and all(w[:1].isupper() for w in words)
                and (long.cls == coined.cls or {long.cls, coined.cls} <= {"Method", "Model"})
                and (coined.iri in proposed or long.iri not in proposed)):
            # one concept, of the class the apposition's head gives, else the spelled-out name's
            cls = context_class("", text[coined.end:long.end + 40]) or long.cls
            target = replace(coined, iri=mint_concept_iri(cls, coined.name), cls=cls,
                             family=coined.family if cls == coined.cls else None)   # no model family for a method
            same.setdefault(long.iri, target)
            same.setdefault(coined.iri, target)
    return same


def _own_variants_called_methods(chosen: list[Candidate], text: str, vocabulary: Vocabulary, proposed: set[str],
                                 abstract_start: int) -> dict[str, Candidate]:
    """The paper's own model-shaped name an apposition calls a method is one: "VLM-R1, a dedicated framework",
    "Hunyuan-GameCraft, a novel framework for ..." (the model grammar read them as models of known families).
    Maps each such IRI to the method's."""
    return {c.iri: replace(c, iri=mint_concept_iri("Method", c.name), cls="Method", family=None) for c in chosen
            if c.rule == "model-grammar" and c.iri in proposed and c.iri not in vocabulary.concepts
            and called_a_method(text, occurrences(text, c.name), abstract_start)}


def _with_roles(text: str, sentences: list[tuple[int, int]], chosen: list[Candidate], proposed: set[str],
                field_map: FieldMap, paper: Paper, opening_end: int,
                read_at: dict[tuple[int, int], tuple[int, int]]) -> list[Mention]:
    """Mentions with offsets into the verbatim fields and their roles; the abstract's background opening
    ends at ``opening_end`` (``_opening_end``); a mention's role is read at ``read_at``'s span for it, if any."""
    mentions = []
    ordered = sorted(chosen, key=lambda c: c.start)
    starts = [c.start for c in ordered]
    for candidate in chosen:
        sentence = next((s for s in sentences if s[0] <= candidate.start < s[1]), (0, len(text)))
        if candidate.iri in proposed:
            role = "proposed"
        elif field_map.offset <= candidate.start < opening_end and candidate.cls == "Hardware" and proposed and (
                _DEPLOYED_ON.search(text, max(sentence[0], candidate.start - 80), candidate.start)):
            role = "used"   # the opening's deployment target is the paper's: "deployment on edge devices is hindered"
        elif field_map.offset <= candidate.start < opening_end and candidate.cls != "Task":
            role = "mentioned"   # the abstract's opening sentences set the scene (a task there is the paper's)
        else:   # a size written alone reads its role where its family is written: "using Qwen3 (0.6B, 4B)"
            at, until = read_at.get((candidate.start, candidate.end), (candidate.start, candidate.end))
            begin = max(sentence[0], at - _CONTEXT)
            left = _masked(text, begin, at, ordered[bisect_left(starts, begin):])
            right = text[until:sentence[1]]
            role = role_in_context(left, right, candidate.cls, text[sentence[0]:sentence[1]])
        field, start, end = field_map.to_original(candidate.start, candidate.end)
        _, sentence_start, sentence_end = field_map.to_original(*_trim(text, sentence))
        source = paper.title if field == "title" else paper.abstract
        mentions.append(Mention(field, start, end, source[start:end], candidate.cls, candidate.name, candidate.iri, role,
                                candidate.rule, (sentence_start, sentence_end), candidate.family))
    return mentions


def _trim(text: str, span: tuple[int, int]) -> tuple[int, int]:
    start, end = span
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _masked(text: str, begin: int, end: int, chosen: list[Candidate]) -> str:
    """``text[begin:end]`` with every chosen mention in it replaced by ``ENT`` (``chosen`` in text order)."""
    pieces, position = [], begin
    for candidate in chosen:
        if candidate.start >= end:
            break
        if candidate.start >= begin and candidate.end <= end and candidate.start >= position:
            pieces.append(text[position:candidate.start])
            pieces.append("ENT")
            position = candidate.end
    pieces.append(text[position:end])
    return "".join(pieces)
