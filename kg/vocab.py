"""SKOS vocabularies: load concepts, index their labels, and turn them into matcher patterns.

No spaCy here: patterns are plain ``(text, class, iri, case_sensitive)`` tuples that the extractor feeds
to its phrase rulers.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from rdflib import Graph, Literal
from rdflib.namespace import RDF, SKOS

from . import resources
from .errors import VocabularyError
from .identity import variant_iri
from .namespaces import MLKG
from .types import ENTITY_CLASSES, Concept

_CLASS_IRIS = {MLKG[name]: name for name in ENTITY_CLASSES}
_PLURAL = re.compile(r"[a-zA-Z]{3}s$")   # "SoCs", "chips"; not "YOLOv8s" (small) or "bus"
_FOLD = re.compile(r"[\s\-_‐‑–—/.~]+")
# A name in capitals before the kind of thing it names: "MASSIVE dataset", "SEED datasets", "FAST detector"; written
# in lowercase, those are plain phrases ("massive datasets").
_CAPITALS_BEFORE_A_KIND = re.compile(r"(?<![\w\-])[A-Z]{4,}[ \-](?P<kind>datasets?|benchmarks?|corpus|corpora|"
                                     r"databases?|challenges?|detectors?|descriptors?|algorithms?|clustering|probes?)$")
# An American "-ize" ending of a word written in lowercase after its first letter, three letters or more before the
# ending ("optimization", "Regularizer"; not "resize", "downsized" nor "WavTokenizer"), and a single "l" before
# "-ing"/"-ed" in "modeling"/"(re)labeling": what British spelling writes otherwise.
_AMERICAN_IZE = re.compile(r"(?<![\w\-])(?!(?:re|down|up|over|under|cap|mid|full|king|bite|pint|super|pre|out)?siz)"
                           r"([A-Za-z][a-z]{2,})iz(e|es|ed|er|ers|ing|ation|ations)(?![\w])")
_BRITISH_MODELLING = re.compile(r"((?<![A-Za-z])[Mm]ode|[Ll]abe)l(ing|ed)\b")
_FOLD_CHARACTERS = str.maketrans("", "", "-_‐‑–—/.~")   # and white space (str.split); "~" is TeX's space


def label_key(label: str) -> str:
    """The key under which labels are compared: case, spaces, hyphens and dots folded.

    >>> label_key("Low-Rank  Adaptation") == label_key("low rank adaptation"), label_key("RTX~3090")
    (True, 'rtx3090')
    """
    return "".join(label.casefold().translate(_FOLD_CHARACTERS).split())


@lru_cache(maxsize=1)
def not_entities() -> frozenset[str]:
    """Label keys of terms that are never entities (``kg/ontology/not-entities.txt``)."""
    return _label_keys(resources.not_entities_file())


@lru_cache(maxsize=1)
def established_terms() -> frozenset[str]:
    """Label keys of long forms many abstracts define, terms of the field rather than one paper's coinage
    (``kg/ontology/established-terms.txt``, mined by ``scripts/vocab/mine_established_terms.py``)."""
    return _label_keys(resources.established_terms_file())


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Words of four letters or more that abstracts write in lower case: words of the language, not names
    (``kg/ontology/common-words.txt``, mined by ``scripts/vocab/mine_common_words.py``)."""
    return frozenset(_entries(resources.common_words_file()))


def _label_keys(path: Path) -> frozenset[str]:
    return frozenset(label_key(line) for line in _entries(path))


def _entries(path: Path) -> list[str]:
    """The lines of a shipped list, without blank lines and ``#`` comments."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def is_case_sensitive(label: str) -> bool:
    """Short labels, mixed-case single words and a name in capitals before its kind match case-sensitively
    (``GPU``, ``LoRA``, ``GPT-2``, ``MASSIVE dataset``).

    >>> [is_case_sensitive(x) for x in ("GPU", "LoRA", "Tensor Core", "edge devices", "GPT-2", "LLM-as-a-judge")]
    [True, True, False, False, True, False]
    >>> [is_case_sensitive(x) for x in ("MASSIVE dataset", "MASSIVE-dataset", "NVIDIA A100", "MNLI-mm", "RACE-high")]
    [True, True, False, False, False]
    >>> [is_case_sensitive(x) for x in ("A 150", "PC 459", "RTX 4090")]
    [True, True, False]
    """
    if len(label) <= 4 or _CAPITALS_BEFORE_A_KIND.search(label):   # "MASSIVE dataset", not "massive datasets"
        return True
    if not any(c.islower() for c in label) and all(len(run) <= 2 for run in re.findall(r"[A-Z]+", label)):
        return True   # capitals and numbers: "A 150", not "a 150 times reduction"
    if " " in label:
        return False
    # a hyphenated phrase with a lowercase word is written in any case: "LLM-as-a-judge", "LLM-as-a-Judge"
    return any(c.isupper() for c in label[1:]) and not re.search(r"-[a-z]{2,}(?:-|$)", label)


def spelling_variants(label: str) -> list[str]:
    """Hyphen and space variants of a label of two to four words (``low-rank adaptation`` and back).

    >>> spelling_variants("Low-Rank Adaptation")
    ['Low Rank Adaptation', 'Low-Rank-Adaptation']
    >>> spelling_variants("SQuAD v2")
    ['SQuAD-v2']
    """
    parts = re.split(r"[ -]", label)
    if not 2 <= len(parts) <= 4 or not all(parts):
        return []
    return sorted({" ".join(parts), "-".join(parts)} - {label})


def british_spelling(label: str) -> str | None:
    """A label in British spelling, when it differs ("Direct Preference Optimisation", "language modelling").

    >>> british_spelling("Direct Preference Optimization"), british_spelling("topic modeling"), british_spelling("size")
    ('Direct Preference Optimisation', 'topic modelling', None)
    >>> [british_spelling(x) for x in ("progressive resizing", "WavTokenizer", "relabeling", "Stylized-ImageNet")]
    [None, None, 'relabelling', 'Stylised-ImageNet']
    """
    british = _BRITISH_MODELLING.sub(r"\1ll\2", _AMERICAN_IZE.sub(r"\1is\2", label))
    return british if british != label else None


_PRODUCT_CODE = re.compile(r"(?<![\w\-])(?:[A-Z]+\d+|\d{3,})$")   # "H100", "RTX 4090": counted as devices are


def plural_forms(label: str) -> list[str]:
    """English plurals of a countable label's last word (``GPU`` -> ``GPUs``).

    >>> plural_forms("edge device"), plural_forms("GPU"), plural_forms("RISC-V"), plural_forms("H100")
    (['edge devices'], ['GPUs'], [], ['H100s'])
    """
    if not label or not (label[-1].isalpha() or _PRODUCT_CODE.search(label)) or label.endswith("s") or re.search(
            r"-[A-Z]$", label):
        return []
    if label.endswith(("x", "ch", "sh")):
        return [label + "es"]
    if label.endswith("y") and len(label) > 2 and label[-2] not in "aeiouAEIOU" and label[-2].islower():
        return [label[:-1] + "ies"]
    return [label + "s"]


@dataclass(frozen=True)
class Pattern:
    """One surface form for the phrase rulers."""

    text: str
    cls: str
    iri: str
    case_sensitive: bool


_ISA = "https://w3id.org/mlkg/concept/hardware/instruction-set-architecture"
_ACRONYM = re.compile(r"[A-Z][A-Za-z]{0,4}[A-Z]")   # "DETR", "ViT", "PINN"; not "GPT-4" nor "ResNet"
_CAMEL_WORD = re.compile(r"(?:[A-Z][a-z]{2,}){2,}")   # "DeepSeek", "LiveCodeBench"; not "ComplEx", "RePaint"


@dataclass
class Vocabulary:
    """Concepts by IRI plus a label index (``label_key`` -> IRIs)."""

    concepts: dict[str, Concept] = field(default_factory=dict)
    index: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, concept: Concept) -> None:
        """Add ``concept`` and index its labels, in British spelling too."""
        self.concepts[concept.iri] = concept
        for label in (concept.pref_label, *concept.alt_labels):
            self.index[label_key(label)].add(concept.iri)
            if british := british_spelling(label):
                self.index[label_key(british)].add(concept.iri)

    def lookup(self, label: str, cls: str | None = None, *, exact: bool = False) -> list[str]:
        """IRIs whose labels fold to ``label``'s key (or, failing that and unless ``exact``, its singular:
        "SoCs", "systems on chips"), optionally of one class, sorted."""
        key = label_key(label)
        if exact:
            iris = self.index.get(key, ())
        else:
            iris = (self.index.get(key) or (self.index.get(key[:-1]) if _PLURAL.search(key) else None)
                    or self.index.get(label_key(" ".join(w[:-1] if _PLURAL.search(w) else w
                                                         for w in _FOLD.split(label))), ()))
        return sorted(i for i in iris if cls is None or self.concepts[i].cls == cls)

    def ancestors(self, iri: str) -> list[str]:
        """All broader concepts of ``iri`` (transitively), nearest first, without repeats."""
        found: list[str] = []
        frontier = list(self.concepts[iri].broader) if iri in self.concepts else []
        while frontier:
            current = frontier.pop(0)
            if current in found or current == iri:
                continue
            found.append(current)
            if current in self.concepts:
                frontier.extend(self.concepts[current].broader)
        return found

    @cached_property
    def variant_iris(self) -> dict[str, str]:
        """Concepts by the IRI their name would go by as a variant (``identity.variant_iri``): a model the
        extraction names "Qwen2.5:32B" is the vocabulary's Qwen2.5-32B."""
        return {variant_iri(iri): iri for iri in sorted(self.concepts, reverse=True)}

    @cached_property
    def vendors(self) -> frozenset[str]:
        """First words shared by the preferred labels of five or more hardware products (NVIDIA, AMD, ...)."""
        firsts = Counter(c.pref_label.split()[0] for c in self.concepts.values()
                         if c.cls == "Hardware" and " " in c.pref_label)
        return frozenset(word for word, count in firsts.items() if count >= 5 and word[0].isupper())

    def _vendor(self, iri: str) -> str | None:
        """The vendor that opens the preferred label of a hardware concept or else of its nearest broader product
        line (not of an instruction set: a board under Arm is not made by Arm)."""
        for candidate in (iri, *self.ancestors(iri)):
            known = self.concepts.get(candidate)
            first = known.pref_label.split()[0] if known else ""
            if first in self.vendors and _ISA not in self.ancestors(candidate):
                return first
        return None

    def labels(self, iri: str) -> set[str]:
        """Every surface form of a concept: its labels, in British spelling too, their hyphen/space variants,
        plurals (of every hardware label, of other phrases ending in a common noun, a technique's written in Title
        Case too, a model's ending in an architecture's noun, and a model's or a technique's acronym) and, for
        hardware, vendor-prefixed forms ("NVIDIA RTX 4090" from "RTX 4090")."""
        concept = self.concepts[iri]
        labels = {concept.pref_label, *concept.alt_labels}
        labels |= {british for label in labels if (british := british_spelling(label))}
        labels |= {variant for label in labels for variant in spelling_variants(label)}
        if concept.cls == "Hardware":
            vendor = self._vendor(iri)
            if vendor:
                labels |= {f"{vendor} {label}" for label in labels if not label.startswith(vendor)}
            labels |= {plural for label in labels for plural in plural_forms(label)}
        else:  # "depthwise separable convolutions": plurals of phrases ending in a common noun, a technique's
            # written in Title Case too ("Gated Convolution": "gated convolutions")
            # a model's Title Case label only when it ends in an architecture's noun: "Detection Transformers",
            # not "Stable Diffusions"
            common = {"Dataset": r"[ -][a-z]+$",
                      "Model": r"[ -](?:[a-z]+|Transformer|Network|Model|Encoder|Decoder|Autoencoder)$"}.get(
                concept.cls, r"[ -][A-Z]?[a-z]+$")
            labels |= {plural for label in labels if re.search(common, label) for plural in plural_forms(label)}
            if concept.cls in ("Model", "Method"):   # an architecture's or a technique's acronym in the plural,
                # "real-time DETRs", "motion LoRAs", unless that is another name ("YOLOS" is no plural of YOLO)
                labels |= {label + "s" for label in labels if _ACRONYM.fullmatch(label)
                           and not self.index.get(label_key(label + "s"), set()) - {iri}}
        return labels

    def patterns(self) -> Iterator[Pattern]:
        """Every surface form of every concept as a matcher pattern, in a stable order; a long camel-case word
        also with one capital ("Deepseek" for DeepSeek, not "deepseek" in an address), and a name in capitals
        before its kind with the kind capitalised ("MASSIVE Dataset")."""
        for iri in sorted(self.concepts):
            concept = self.concepts[iri]
            labels = self.labels(iri)
            for label in sorted(labels):
                yield Pattern(label, concept.cls, iri, is_case_sensitive(label))
                if len(label) >= 8 and _CAMEL_WORD.fullmatch(label) and label.capitalize() not in labels:
                    yield Pattern(label.capitalize(), concept.cls, iri, True)
                if kind := _CAPITALS_BEFORE_A_KIND.search(label):
                    title = label[:kind.start("kind")] + kind["kind"].capitalize()
                    if title not in labels:
                        yield Pattern(title, concept.cls, iri, True)


def _concepts(graph: Graph, source: Path) -> Iterator[Concept]:
    for subject in sorted(set(graph.subjects(RDF.type, SKOS.Concept))):
        classes = [_CLASS_IRIS[c] for c in graph.objects(subject, RDF.type) if c in _CLASS_IRIS]
        prefs = [str(p) for p in graph.objects(subject, SKOS.prefLabel)]
        if len(classes) != 1 or len(prefs) != 1:
            raise VocabularyError(f"{source}: concept {subject} needs exactly one entity class and one "
                                  f"skos:prefLabel (has {len(classes)} and {len(prefs)})")
        alts = sorted({str(a) for a in graph.objects(subject, SKOS.altLabel)}
                      | {str(a) for a in graph.objects(subject, SKOS.hiddenLabel)})
        broader = tuple(sorted(str(b) for b in graph.objects(subject, SKOS.broader)))
        generic = graph.value(subject, MLKG.generic) == Literal(True)
        yield Concept(str(subject), classes[0], prefs[0], tuple(alts), broader, bool(generic))


def load_vocabulary(files: Iterable[Path] | None = None) -> Vocabulary:
    """Parse SKOS Turtle files (default: the bundled vocabularies) into a :class:`Vocabulary`.

    Raises:
        VocabularyError: a file is unreadable, not Turtle, or a concept lacks its class or label.
    """
    paths = tuple(files) if files is not None else tuple(resources.vocabulary_files())
    return _load(paths)


@lru_cache(maxsize=4)
def _load(paths: tuple[Path, ...]) -> Vocabulary:
    vocabulary = Vocabulary()
    for path in paths:
        try:
            graph = Graph().parse(path, format="turtle")
        except Exception as error:  # rdflib raises many parser exception types
            raise VocabularyError(f"{path}: not a readable Turtle vocabulary ({error})") from error
        for concept in _concepts(graph, path):
            vocabulary.add(concept)
    for concept in vocabulary.concepts.values():
        missing = [b for b in concept.broader if b not in vocabulary.concepts]
        if missing:
            raise VocabularyError(f"concept {concept.iri} has skos:broader {missing[0]}, which no vocabulary defines")
    return vocabulary


def vocabulary_graph(files: Iterable[Path] | None = None) -> Graph:
    """All bundled vocabulary files as one rdflib graph (for validation)."""
    graph = Graph()
    for path in (files if files is not None else resources.vocabulary_files()):
        graph.parse(path, format="turtle")
    return graph


