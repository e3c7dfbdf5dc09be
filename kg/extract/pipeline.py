"""The spaCy pipeline: kg's tokenizer (``kg.extract.tokenizer``), a cased vocabulary phrase ruler and a case-blind
one that reads joining hyphens as spaces (``kg.extract.hyphen_folding``), abbreviation
and model-name components (sentences are split on the text, ``kg.extract.assemble.sentence_spans``)."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from ..cleanup import clean, without_urls
from ..types import Extraction, Paper
from ..vocab import Vocabulary
from .abbreviations import apposed_definitions, bracketed_long_forms, find_abbreviations, title_definition
from .assemble import FieldMap, assemble
from .hyphen_folding import FoldedMatcher
from .model_names import find_model_names
from .tokenizer import AbstractTokenizer

# A model label that is a family of three letters or more and a version: "GLM-4", "KOSMOS-2" (not "SD-1.5").
_VERSIONED_LABEL = re.compile(r"([A-Z](?=[A-Za-z]*[A-Z])[A-Za-z]{2,})-v?\d+(?:\.\d+)?")


def _register() -> None:
    """Register kg's components and Doc extensions once, when a pipeline is first built."""
    if not Doc.has_extension("abbreviations"):
        Doc.set_extension("abbreviations", default=None)
        Doc.set_extension("model_names", default=None)
    if not Language.has_factory("kg_abbreviations"):
        Language.component("kg_abbreviations", func=_abbreviation_component)
        Language.factory("kg_model_names", default_config={"families": []}, func=_model_name_factory)
        Language.factory("kg_folded_vocabulary", default_config={"spans_key": "vocabulary_uncased"},
                         func=lambda nlp, name, spans_key: FoldedMatcher(nlp.vocab, spans_key))


def doc_text(doc: Doc) -> str:
    """``doc.text``, computed once per Doc (spaCy rebuilds it from the tokens at every access)."""
    text = doc.user_data.get("kg.text")
    if text is None:
        text = doc.user_data["kg.text"] = doc.text
    return text


def _abbreviation_component(doc: Doc) -> Doc:
    text = doc_text(doc)
    # a title is the text's own first line (the cleaned abstract has none): "DART: Dual Adaptive ..." defines DART
    in_title = title_definition(text[:text.index("\n")]) if "\n" in text else None
    doc._.abbreviations = tuple(sorted((*([in_title] if in_title else []), *find_abbreviations(text),
                                        *apposed_definitions(text), *bracketed_long_forms(text)),
                                       key=lambda a: min(a.short_start, a.long_start)))
    return doc


def _model_name_factory(nlp: Language, name: str, families: list[str]):
    known = frozenset(families)

    def component(doc: Doc) -> Doc:
        doc._.model_names = tuple(find_model_names(doc_text(doc), known))
        return doc

    return component


def model_families(vocabulary: Vocabulary) -> list[str]:
    """Case-folded one-word labels of Model concepts, and the family of two or more versioned labels ("GLM" of
    "GLM-4" and "GLM-4.5") that is no label itself: the families the model-name grammar knows, so "GLM-4.7-Flash"
    is a model though "GLM" alone (a generalized linear model too) is none."""
    labels = {label for concept in vocabulary.concepts.values() if concept.cls == "Model"
              for label in (concept.pref_label, *concept.alt_labels) if " " not in label}
    versions = Counter(match[1].casefold() for label in {label.casefold(): label for label in labels}.values()
                       if (match := _VERSIONED_LABEL.fullmatch(label)))
    return sorted({label.casefold() for label in labels} | {family for family, count in versions.items()
                                                            if count >= 2 and not vocabulary.lookup(family)})


def build_nlp(vocabulary: Vocabulary) -> Language:
    """``spacy.blank("en")`` with kg's components; vocabulary patterns carry concept IRIs as span ids."""
    _register()
    nlp = spacy.blank("en")
    nlp.tokenizer = AbstractTokenizer(nlp.vocab)
    patterns = list(vocabulary.patterns())
    ruler = nlp.add_pipe("span_ruler", name="vocabulary_cased",
                         config={"spans_key": "vocabulary_cased", "phrase_matcher_attr": "ORTH", "validate": False})
    ruler.add_patterns([{"label": p.cls, "pattern": p.text, "id": p.iri} for p in patterns if p.case_sensitive])
    nlp.add_pipe("kg_folded_vocabulary").add_patterns(
        (p.text, p.cls, p.iri) for p in patterns if not p.case_sensitive)
    nlp.add_pipe("kg_abbreviations")
    nlp.add_pipe("kg_model_names", config={"families": model_families(vocabulary)})
    return nlp


class Extractor:
    """Streams papers through the pipeline and assembles their mentions."""

    def __init__(self, vocabulary: Vocabulary, *, batch_size: int = 64) -> None:
        self.vocabulary = vocabulary
        self.nlp = build_nlp(vocabulary)
        self.batch_size = batch_size

    def extract(self, papers: Iterable[Paper]) -> Iterator[Extraction]:
        """Yield one :class:`Extraction` per paper, in input order."""
        def docs() -> Iterator[tuple[Doc, tuple[Paper, FieldMap]]]:
            for paper in papers:
                field_map = field_texts(paper)
                text = field_map.text
                doc = self.nlp.make_doc(text)
                doc.user_data["kg.text"] = text
                yield doc, (paper, field_map)

        for doc, (paper, field_map) in self.nlp.pipe(docs(), as_tuples=True, batch_size=self.batch_size):
            yield assemble(doc, paper, field_map, self.vocabulary)


def field_texts(paper: Paper) -> FieldMap:
    """The cleaned text the pipeline reads, web addresses blanked: the title (if any) on its own line, then the
    abstract."""
    title = without_urls(clean(paper.title)) if paper.title else None
    abstract = without_urls(clean(paper.abstract))
    return FieldMap(title, abstract)
