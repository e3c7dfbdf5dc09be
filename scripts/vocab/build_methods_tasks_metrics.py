#!/usr/bin/env python3
"""Build the METHOD, TASK and METRIC SKOS vocabularies of kg.

Inputs
  ../../../shared/vocab-sources/pwc_methods.json.gz  (Papers with Code methods, 2022 copy, CC-BY-SA 4.0)
  data/methods_categories.tsv     curated parent concepts of the method scheme (all mlkg:generic)
  data/methods_curated.tsv        curated methods (2020-2026 ML), and corrections/merges of PwC entries
  data/methods_pwc_collections.tsv  PwC collection -> parent concept (MODEL = named architecture, dropped)
  data/methods_exclude.txt        PwC entries dropped entirely (generic words, tasks, metrics, named models)
  data/methods_pwc_acronyms.txt   all-caps PwC acronyms that may stay as labels (all others are dropped)
  data/methods_ambiguous.txt      labels that two method concepts may share on purpose
  data/labels_blocklist.txt       labels never emitted (ordinary phrases produced by variant rules)
  data/tasks.tsv, data/metrics.tsv  curated task and metric concepts

Outputs
  kg/ontology/vocab/methods.ttl, tasks.ttl, metrics.ttl
  data/methods_pwc_dropped.tsv    (generated) every PwC entry or label that was left out, with the reason;
                                  written beside the vocabularies instead when --out names another folder

Usage: python scripts/vocab/build_methods_tasks_metrics.py [--pwc PATH] [--out DIR]
Deterministic: rerunning on the same inputs gives byte-identical files.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
import unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from skos import slugify, write_scheme  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DATA = os.path.join(HERE, "data")
DEFAULT_PWC = os.path.abspath(os.path.join(ROOT, "..", "shared", "vocab-sources", "pwc_methods.json.gz"))
if not os.path.exists(DEFAULT_PWC):
    DEFAULT_PWC = "/work/shared/vocab-sources/pwc_methods.json.gz"
DEFAULT_OUT = os.path.join(ROOT, "kg", "ontology", "vocab")

CC_BY_SA = "https://creativecommons.org/licenses/by-sa/4.0/"
CC0 = "https://creativecommons.org/publicdomain/zero/1.0/"
PWC_SOURCE = ("Papers with Code methods list (paperswithcode.com/methods, methods.json, 2022 copy), "
              "CC-BY-SA 4.0, attribution: Papers with Code; filtered and extended with curated 2020-2026 "
              "methods by the kg project (scripts/vocab/build_methods_tasks_metrics.py), some of them names that "
              "2025-2026 arXiv cs abstracts (CC0 metadata) use, each kept by review. "
              "Derived data is shared alike under CC-BY-SA 4.0.")
ACRONYM_RE = re.compile(r"[A-Z0-9][A-Z0-9\-+]*")


# ----------------------------------------------------------------------------------------------- helpers
def key(label: str) -> str:
    """Comparison key for label clashes: case-insensitive, ignoring spaces and hyphens."""
    return re.sub(r"[\s\-\u2010-\u2015]+", "", label.lower())


def read_lines(name: str) -> list[str]:
    with open(os.path.join(DATA, name), encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle]


def read_list(name: str) -> list[str]:
    out = []
    for line in read_lines(name):
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


def read_tsv(name: str) -> list[list[str]]:
    rows = []
    for number, line in enumerate(read_lines(name), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = [c.strip() for c in line.split("\t")]
        if not cells[0]:
            raise SystemExit(f"{name}:{number}: empty prefLabel")
        rows.append(cells + [""] * 6)
    return rows


def split(cell: str) -> list[str]:
    return [x.strip() for x in cell.split("|") if x.strip()]


def is_case_sensitive(label: str) -> bool:
    """CONVENTIONS.md: <= 4 chars, or an uppercase letter after the first character and no space."""
    return len(label) <= 4 or (" " not in label and any(ch.isupper() for ch in label[1:]))


def variants(label: str) -> set[str]:
    """Hyphen/space variant of multi-word labels ("Sharpness-Aware Minimization" -> "Sharpness Aware ...")."""
    out = set()
    if "-" in label:
        words = label.split(" ")
        changed = False
        new_words = []
        for word in words:
            parts = word.split("-")
            if len(parts) > 1 and all(p.isalpha() and len(p) >= 2 and not p.isupper() for p in parts):
                new_words.append(" ".join(parts))
                changed = True
            else:
                new_words.append(word)
        if changed:
            out.add(" ".join(new_words))
    return out


def make_slug(label: str) -> str:
    """skos.slugify after spelling out what it would lose: "LoRA+" -> lora-plus, "µP" -> mup, "Nyström" -> nystrom."""
    label = label.replace("µ", "mu").replace("μ", "mu").replace("+", " plus ").replace("#", " sharp ")
    label = unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode("ascii")
    return slugify(label)


def concept(pref, alts=(), broader=(), generic=False, exact=(), definition=None, origin="curated", rank=0):
    """A concept dict for skos.write_scheme. An altLabel written "-label" removes that label (also one that a
    merged PwC entry would bring in), e.g. "-Lookahead"."""
    alts = list(alts)
    return {"slug": make_slug(pref), "pref": pref, "alts": {a for a in alts if not a.startswith("-")},
            "remove": {key(a[1:]) for a in alts if a.startswith("-")}, "broader": set(broader),
            "generic": generic, "exact": set(exact), "definition": definition or None,
            "origin": origin, "rank": rank}


def resolve_clashes(concepts: list[dict], ambiguous: set[str], scheme: str, log: list) -> list[dict]:
    """One concept per label: curated/category concepts win over PwC ones, bigger PwC entries win over smaller.

    A clash between two curated concepts is an error (fix the data), unless the label is listed as ambiguous.
    A PwC concept whose prefLabel is taken is dropped as a duplicate.
    """
    order = sorted(concepts, key=lambda c: (c["origin"] == "pwc", c["rank"], c["slug"]))
    owner: dict[str, dict] = {}
    kept = []
    for c in order:
        pkey = key(c["pref"])
        if pkey in owner and pkey not in ambiguous:
            other = owner[pkey]
            if c["origin"] != "pwc":
                raise SystemExit(f"{scheme}: prefLabel clash {c['pref']!r} vs {other['pref']!r} ({other['slug']})")
            log.append((c["pref"], c.get("url", ""), f"duplicate of {other['slug']} (same label)"))
            continue
        for alt in sorted(c["alts"]):
            akey = key(alt)
            if akey in owner and owner[akey] is not c and akey not in ambiguous:
                other = owner[akey]
                if c["origin"] != "pwc" and other["origin"] != "pwc" and key(other["pref"]) != akey \
                        and alt not in variants(other["pref"]):
                    raise SystemExit(f"{scheme}: altLabel {alt!r} of {c['slug']} clashes with {other['slug']}")
                c["alts"].discard(alt)
                if c["origin"] != "pwc" and other["origin"] != "pwc":
                    print(f"note: {scheme}: {alt!r} kept on {other['slug']}, removed from {c['slug']}", file=sys.stderr)
                if c["origin"] == "pwc":
                    log.append((alt, c.get("url", ""), f"label removed from {c['slug']}: taken by {other['slug']}"))
        owner.setdefault(pkey, c)
        for alt in c["alts"]:
            owner.setdefault(key(alt), c)
        kept.append(c)
    return kept


def check_broader(concepts: list[dict], scheme: str) -> None:
    slugs = {c["slug"] for c in concepts}
    if len(slugs) != len(concepts):
        seen = defaultdict(int)
        for c in concepts:
            seen[c["slug"]] += 1
        raise SystemExit(f"{scheme}: duplicate slugs {[s for s, n in seen.items() if n > 1]}")
    for c in concepts:
        c["broader"].discard(c["slug"])
        missing = [b for b in c["broader"] if not b.startswith("http") and b not in slugs]
        if missing:
            raise SystemExit(f"{scheme}: {c['slug']} has unknown broader {missing}")


def finish(concepts: list[dict]) -> list[dict]:
    blocked = {label.lower() for label in read_list("labels_blocklist.txt")}
    for c in concepts:
        if c["pref"].lower() in blocked:
            raise SystemExit(f"blocked label used as prefLabel: {c['pref']!r}")
        for label in list(c["alts"]) + [c["pref"]]:
            c["alts"] |= variants(label)
        c["alts"] = {a for a in c["alts"]
                     if a != c["pref"] and key(a) not in c["remove"] and a.lower() not in blocked}
    return concepts


# ----------------------------------------------------------------------------------------------- methods
def clean_pwc_label(label: str | None) -> str | None:
    if not label or label == "None":
        return None
    label = re.sub(r"\s+", " ", label).strip().rstrip(".").strip()
    label = re.sub(r"\s*\([^()]*\)$", "", label).strip()   # trailing "(TPE)", "(Autotuned Temperature)"
    label = re.sub(r"\s+\+$", "+", label)
    if not label or ":" in label or len(label) > 60 or label.count(" ") > 6 or label.count("(") != label.count(")"):
        return None
    return label


def build_methods(pwc_path: str, log: list) -> list[dict]:
    concepts: list[dict] = []
    for row in read_tsv("methods_categories.tsv"):
        concepts.append(concept(row[0], split(row[1]), split(row[2]), True, definition=row[3], origin="category"))
    curated_by_pwc: dict[str, dict] = {}
    for row in read_tsv("methods_curated.tsv"):
        flags = set(split(row[3].replace(",", "|")))
        c = concept(row[0], split(row[1]), split(row[2]), "generic" in flags, origin="curated")
        concepts.append(c)
        for ref in split(row[4]):
            if ref.lower() in curated_by_pwc:
                raise SystemExit(f"methods_curated.tsv: PwC entry {ref!r} merged twice")
            curated_by_pwc[ref.lower()] = c

    collection_target = {}
    for line in read_lines("methods_pwc_collections.tsv"):
        if line.startswith("#") or not line.strip():
            continue
        name, _, target = line.partition("\t")
        collection_target[name.strip()] = target.strip()
    exclude = {x.lower() for x in read_list("methods_exclude.txt")}
    acronyms = set(read_list("methods_pwc_acronyms.txt"))

    with gzip.open(pwc_path, "rt", encoding="utf-8") as handle:
        pwc = json.load(handle)
    pwc.sort(key=lambda m: (-(m.get("num_papers") or 0), m["url"]))
    used_refs = set()
    for rank, m in enumerate(pwc):
        url = m["url"]
        slug_pwc = url.rstrip("/").rsplit("/", 1)[1]
        ids = {m["name"].lower(), slug_pwc.lower(), (m.get("full_name") or "").lower()}
        cols = [c["collection"] for c in (m.get("collections") or [])]
        merged = next((curated_by_pwc[i] for i in (m["name"].lower(), slug_pwc.lower()) if i in curated_by_pwc), None)
        if merged is None and ids & exclude:
            log.append((m["name"], url, "excluded (methods_exclude.txt)"))
            continue
        targets = [collection_target.get(c, "") for c in cols]
        if merged is None and cols and all(t == "MODEL" for t in targets):
            log.append((m["name"], url, "named model/architecture (collections: " + "; ".join(cols) + ")"))
            continue
        labels = []
        for raw in (m["name"], m.get("full_name")):
            label = clean_pwc_label(raw)
            if not label:
                if raw and raw != "None" and raw != m["name"]:
                    log.append((raw, url, "label dropped: malformed/too long"))
                continue
            if ACRONYM_RE.fullmatch(label) and len(label) <= 7 and label not in acronyms:
                log.append((label, url, "acronym label dropped (not in methods_pwc_acronyms.txt)"))
                continue
            if key(label) not in {key(x) for x in labels}:
                labels.append(label)
        if merged is not None:
            used_refs.add(merged["slug"])
            merged["exact"].add(url)
            merged["alts"] |= set(labels)
            if not merged["broader"]:
                merged["broader"] = {t for t in targets if t and t != "MODEL"}
            continue
        if not labels:
            log.append((m["name"], url, "no usable label left"))
            continue
        c = concept(labels[0], labels[1:], {t for t in targets if t and t != "MODEL"}, False,
                    exact=[url], origin="pwc", rank=rank)
        c["url"] = url
        concepts.append(c)
    unknown_refs = {ref for ref, c in curated_by_pwc.items() if c["slug"] not in used_refs}
    if unknown_refs:
        raise SystemExit(f"methods_curated.tsv: PwC references not found: {sorted(unknown_refs)}")

    # slug clashes between a PwC entry and a curated one (different labels, same slug) -> keep curated
    by_slug: dict[str, dict] = {}
    kept = []
    for c in sorted(concepts, key=lambda c: (c["origin"] == "pwc", c["rank"])):
        if c["slug"] in by_slug:
            if c["origin"] != "pwc":
                raise SystemExit(f"methods: slug clash {c['slug']}")
            log.append((c["pref"], c.get("url", ""), f"duplicate slug of {by_slug[c['slug']]['slug']}"))
            continue
        by_slug[c["slug"]] = c
        kept.append(c)
    ambiguous = {key(x) for x in read_list("methods_ambiguous.txt")}
    kept = resolve_clashes(finish(kept), ambiguous, "methods", log)
    check_broader(kept, "methods")
    return kept


# ----------------------------------------------------------------------------------------------- tasks/metrics
def build_simple(name: str, scheme: str) -> list[dict]:
    concepts = []
    for row in read_tsv(name):
        flags = set(split(row[3].replace(",", "|")))
        concepts.append(concept(row[0], split(row[1]), split(row[2]), "generic" in flags,
                                definition=row[4] or None))
    concepts = resolve_clashes(finish(concepts), set(), scheme, [])
    check_broader(concepts, scheme)
    return concepts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pwc", default=DEFAULT_PWC)
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()
    log: list = []
    methods = build_methods(args.pwc, log)
    n = write_scheme(os.path.join(args.out, "methods.ttl"), kind="method", class_name="Method",
                     title="Machine learning methods", source=PWC_SOURCE, license_iri=CC_BY_SA,
                     concepts=methods)
    print(f"methods.ttl: {n} concepts "
          f"({sum(c['origin'] == 'pwc' for c in methods)} from PwC, "
          f"{sum(c['origin'] == 'curated' for c in methods)} curated, "
          f"{sum(c['origin'] == 'category' for c in methods)} categories; "
          f"{sum(bool(c['exact']) for c in methods)} with a PwC exactMatch)")
    dropped_dir = DATA if os.path.abspath(args.out) == os.path.abspath(DEFAULT_OUT) else args.out
    with open(os.path.join(dropped_dir, "methods_pwc_dropped.tsv"), "w", encoding="utf-8") as handle:
        handle.write("# GENERATED by build_methods_tasks_metrics.py - do not edit. PwC names/labels left out of "
                     "methods.ttl and why.\n# name\turl\treason\n")
        for name, url, reason in sorted(set(log), key=lambda r: (r[2], r[0].lower(), r[1])):
            handle.write(f"{name}\t{url}\t{reason}\n")
    for kind, class_name, title in (("task", "Task", "Machine learning research tasks"),
                                    ("metric", "Metric", "Machine learning evaluation metrics")):
        n = write_scheme(os.path.join(args.out, f"{kind}s.ttl"), kind=kind, class_name=class_name, title=title,
                         source=f"Curated by the kg project (scripts/vocab/data/{kind}s.tsv) from general ML "
                                "knowledge; not derived from any seed abstracts.",
                         license_iri=CC0, concepts=build_simple(f"{kind}s.tsv", f"{kind}s"))
        print(f"{kind}s.ttl: {n} concepts")
    print(f"{len(log)} PwC omissions logged in {os.path.join(dropped_dir, 'methods_pwc_dropped.tsv')}")


if __name__ == "__main__":
    main()
