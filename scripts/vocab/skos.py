"""Write SKOS concept schemes as deterministic Turtle (shared by the vocabulary build scripts).

A concept is a dict: ``slug`` (str), ``pref`` (str), ``alts`` (iterable of str), ``broader`` (iterable of
slugs in the same file, or full IRIs), ``definition`` (str or None), ``exact`` (iterable of full IRIs),
``generic`` (bool).
"""
from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterable, Mapping

BASE = "https://w3id.org/mlkg/"
PREFIXES = """@prefix mlkg: <https://w3id.org/mlkg/ontology#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix wd: <http://www.wikidata.org/entity/> .
"""


def slugify(label: str) -> str:
    """Lowercase ASCII slug: ``slugify("NVIDIA A100") == "nvidia-a100"``."""
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")


def _literal(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    return f'"{escaped}"@en'


def _iri(ref: str, namespace: str) -> str:
    return f"<{ref}>" if ref.startswith("http") else f"<{namespace}{ref}>"


def write_scheme(path: str, *, kind: str, class_name: str, title: str, source: str,
                 license_iri: str, concepts: Iterable[Mapping]) -> int:
    """Write one scheme file atomically; ``kind`` is the IRI segment ("method"). Returns the concept count."""
    namespace = f"{BASE}concept/{kind}/"
    scheme = f"<{BASE}scheme/{kind}>"
    lines = [PREFIXES, f"{scheme} a skos:ConceptScheme ;", f"    skos:prefLabel {_literal(title)} ;",
             f"    dcterms:source {_literal(source)} ;", f"    dcterms:license <{license_iri}> .", ""]
    count = 0
    for concept in sorted(concepts, key=lambda c: c["slug"]):
        props = [f"skos:inScheme {scheme}", f"skos:prefLabel {_literal(concept['pref'])}"]
        alts = sorted(set(concept.get("alts", ())) - {concept["pref"]})
        if alts:
            props.append("skos:altLabel " + ", ".join(_literal(a) for a in alts))
        broader = sorted(set(concept.get("broader", ())))
        if broader:
            props.append("skos:broader " + ", ".join(_iri(b, namespace) for b in broader))
        if concept.get("definition"):
            props.append(f"skos:definition {_literal(concept['definition'])}")
        exact = sorted(set(concept.get("exact", ())))
        if exact:
            props.append("skos:exactMatch " + ", ".join(f"<{e}>" for e in exact))
        if concept.get("generic"):
            props.append("mlkg:generic true")
        body = " ;\n    ".join(props)
        lines.append(f"<{namespace}{concept['slug']}> a skos:Concept, mlkg:{class_name} ;\n    {body} .\n")
        count += 1
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)
    return count
