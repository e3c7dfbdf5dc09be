"""Case-blind vocabulary matching that reads a hyphen (or an en dash) joining two words as a space, in the text and
in the labels alike: "answer-set programming" is the label "answer set programming", "total-variation
regularization" the label "total variation regularization", "state-space models" the label "state space model"
(plural form), "swin-transformer" the label "Swin Transformer".

A name in Title Case is matched in any case, as before hyphens were folded: so "the copy-paste problem" names the
method Copy-Paste, as "the copy paste problem" did. On 4,000 abstracts, keeping hyphenated lower-case text from
Title-Case names lost twelve right matches ("swin-transformer", "deepseek-r1", "Video-QA") for one wrong one."""
from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span
from spacy.vocab import Vocab

from .tokenizer import WORDS_KEY, split

_JOINING = ("-", "–")


def _kept_tokens(words: list[str], spaces: list[bool]) -> list[int]:
    """Indexes of the tokens that are not a hyphen or an en dash glued between two words' letters ("low-rank")."""
    return [i for i, word in enumerate(words)
            if not (word in _JOINING and 0 < i < len(words) - 1 and not spaces[i - 1] and not spaces[i]
                    and words[i - 1][-1].isalpha() and words[i + 1][0].isalpha())]


class FoldedMatcher:
    """A pipeline component: phrase matching on LOWER over the tokens with joining hyphens left out. Each match
    goes to ``doc.spans[spans_key]`` as a span of the original Doc, labelled with its pattern's class and with
    its concept IRI as span id."""

    def __init__(self, vocab: Vocab, spans_key: str) -> None:
        self.vocab = vocab
        self.spans_key = spans_key
        self.matcher = PhraseMatcher(vocab, attr="LOWER")
        self.keys: dict[int, tuple[str, str]] = {}

    def add_patterns(self, patterns: Iterable[tuple[str, str, str]]) -> None:
        """Add (text, class, IRI) patterns, one concept's at a time (a concept's labels follow each other in
        ``Vocabulary.patterns``), so only those are held as Docs."""
        for (cls, iri), group in groupby(patterns, key=lambda pattern: pattern[1:]):
            docs = []
            for text, _, _ in group:
                words, spaces = split(text)
                docs.append(Doc(self.vocab, words=[words[i] for i in _kept_tokens(words, spaces)]))
            key = f"{cls} {iri}"
            self.matcher.add(key, docs)
            self.keys[self.vocab.strings[key]] = (cls, iri)

    def __call__(self, doc: Doc) -> Doc:
        words, spaces = doc.user_data.get(WORDS_KEY) or ([token.text for token in doc],
                                                          [bool(token.whitespace_) for token in doc])
        kept = _kept_tokens(words, spaces)
        folded = doc if len(kept) == len(words) else Doc(self.vocab, words=[words[i] for i in kept])
        spans = []
        for key, start, end in self.matcher(folded):
            cls, iri = self.keys[key]
            spans.append(Span(doc, kept[start], kept[end - 1] + 1, label=cls, span_id=iri))
        doc.spans[self.spans_key] = spans
        return doc
