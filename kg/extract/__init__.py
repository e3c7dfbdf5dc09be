"""Entity extraction: a spaCy pipeline (blank English, no downloaded model) plus rule families.

``build_nlp`` is the only place a spaCy pipeline is assembled; ``Extractor`` streams papers through it.
"""
from __future__ import annotations

from .pipeline import Extractor, build_nlp

__all__ = ["Extractor", "build_nlp"]
