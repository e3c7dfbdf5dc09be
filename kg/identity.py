"""IRIs: stable names for papers, venues, concepts found in text, mentions and sentences."""
from __future__ import annotations

import hashlib
import re

from .namespaces import BASE, CONCEPT, PAPER, VENUE

CLASS_SEGMENTS = {"Method": "method", "Model": "model", "Dataset": "dataset", "Hardware": "hardware",
                  "Task": "task", "Metric": "metric"}


def slugify(label: str) -> str:
    """Lowercase ASCII slug for the concepts extraction mints. A plus or a star names a variant, so it is spelled
    out: "ESAM++" is not ESAM, nor "DFT*" DFT (the vocabulary build gives such labels explicit slugs).

    >>> slugify("Token-Superposition Training"), slugify("ViT-B/16"), slugify("Qwen2.5-7B")
    ('token-superposition-training', 'vit-b-16', 'qwen2-5-7b')
    >>> slugify("ESAM++"), slugify("DFT*")
    ('esam-plus-plus', 'dft-star')
    """
    spelled = label.casefold().replace("+", " plus ").replace("*", " star ")
    slug = re.sub(r"[^a-z0-9]+", "-", spelled).strip("-")
    if slug:
        return slug
    return "u" + hashlib.sha256(label.encode("utf-8")).hexdigest()[:12]


def mint_concept_iri(cls: str, name: str) -> str:
    """The IRI of a concept named in text: same class and slug, same IRI, across all papers."""
    return f"{CONCEPT}{CLASS_SEGMENTS[cls]}/{slugify(name)}"


# Where a variant's words meet its numbers, which writers join or separate at will ("Llama-3" and "Llama3",
# "Qwen2.5-VL" and "Qwen2.5VL"): its IRI separates a word from a number, keeps a lone letter with its number
# ("8b", "v3", "gpt-4o", "gemma-4-e4b", "8x8b") and two numbers apart ("Qwen2.5-1.5B" is not 15B).
_NUMBER_JOIN = re.compile(r"(?<=[a-z])-(?=[0-9])|(?<=[0-9])-(?=[a-z])")
_NUMBER_BOUNDARY = re.compile(r"(?<=[a-z]{2})(?=[0-9])|(?<=[0-9])(?=[a-z]{2}|[a-wyz][0-9])")


def variant_iri(iri: str) -> str:
    """The IRI a family's variant or a line's product goes by, however its name joins its words and numbers. A
    coined name keeps the IRI of its own spelling ("A2Bench" is not "A2 Bench", nor "A^3" "A3").

    >>> {variant_iri(mint_concept_iri("Model", n)) for n in ("Llama-3.1-8B", "Llama3.1-8B", "LLaMA 3.1 8B")}
    {'https://w3id.org/mlkg/concept/model/llama-3-1-8b'}
    >>> names = ("Qwen2.5VL-7B", "GPT4-o", "Qwen2.5-15B", "Gemma 4 E4B")
    >>> [variant_iri(mint_concept_iri("Model", name))[36:] for name in names]
    ['qwen-2-5-vl-7b', 'gpt-4o', 'qwen-2-5-15b', 'gemma-4-e4b']
    """
    head, _, slug = iri.rpartition("/")
    return f"{head}/{_NUMBER_BOUNDARY.sub('-', _NUMBER_JOIN.sub('', slug))}"


def paper_iri(key: str) -> str:
    return f"{PAPER}{key}"


def venue_iri(name: str) -> str:
    return f"{VENUE}{slugify(name)}"


def mention_iri(key: str, field: str, start: int, end: int, concept: str) -> str:
    """One mention node per paper, field, offsets and concept (a brace list yields several concepts)."""
    digest = hashlib.sha256(concept.encode("utf-8")).hexdigest()[:8]
    return f"{PAPER}{key}/{field}/{start}-{end}/{digest}"


def sentence_iri(key: str, field: str, start: int, end: int) -> str:
    return f"{PAPER}{key}/{field}/sentence/{start}-{end}"


def rule_iri(rule: str, version: str) -> str:
    """The extraction rule that found a mention, in one version of kg."""
    return f"{BASE}rule/{version}/{rule}"
