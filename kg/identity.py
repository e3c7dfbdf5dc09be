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
