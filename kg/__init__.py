"""kg: the knowledge graph of ML research, built from paper abstracts."""
from __future__ import annotations

__version__ = "0.1.0"


def __getattr__(name: str):
    """``kg.query`` without importing pyoxigraph when ``kg`` itself is imported."""
    if name == "query":
        from .sparql import query

        return query
    raise AttributeError(f"module 'kg' has no attribute {name!r}")
