"""kg: the knowledge graph of ML research, built from paper abstracts."""
from __future__ import annotations

__version__ = "0.1.0"
