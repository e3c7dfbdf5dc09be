#!/usr/bin/env python3
"""Build the MODEL and DATASET SKOS vocabularies (kg/ontology/vocab/models.ttl, datasets.ttl).

Rerunnable and deterministic.  Inputs:
  * public name lists in /work/shared/vocab-sources/ (override with $KG_VOCAB_SOURCES):
      hf_transformers_model_types.tsv, timm_model_names.txt           (Apache-2.0)
      lm_eval_benchmark_folders.txt, lm_eval_groups_tags.txt,
      lm_eval_hf_dataset_paths.txt                                     (MIT)
  * curated data in scripts/vocab/data/:
      models_curated.txt, models_exclude.txt, datasets_curated.txt, datasets_exclude.txt

Curated line format (one concept per line, fields separated by "|", trailing fields optional):
    prefLabel | altLabels ; separated | broader slugs , separated | flags | source ids , separated
  flags (space separated): g (mlkg:generic true), slug=<slug>, wd=<Q-id>, def=<text up to end of field with _ for spaces>
  source ids: models -> "hf:<model_type>" or "timm:<regex>" (matched against timm names after stripping
  framework prefixes such as tf_/legacy_); datasets -> "lm:<id>" (lm_eval folder, group/tag or HF dataset path).
  Alt labels support brace expansion: "{Llama,LLaMA}{ ,-,}3" -> 6 labels.
Exclude files: "hf:<type>", "timm:<regex>", "lm:<id or regex>" (a source entry deliberately not used) or
"label:<text>" (a label never emitted), each optionally followed by "# reason".

Every source entry must be either claimed by a curated concept, filtered by a documented rule below, or listed
in an exclude file; the script reports (and with --strict fails on) anything unaccounted for.
"""
from __future__ import annotations

import argparse
import itertools
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from skos import slugify, write_scheme  # noqa: E402

sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..")))
from kg.vocab import label_key  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DATA = os.path.join(HERE, "data")
SOURCES = os.environ.get("KG_VOCAB_SOURCES", "/work/shared/vocab-sources")
OUT = os.path.join(ROOT, "kg", "ontology", "vocab")
WD = "http://www.wikidata.org/entity/"

# HF model types that are sub-configurations of another model (text/vision towers, encoders, decoders,
# tokenizers, heads, ...): never a model family of their own.
HF_SUBCONFIG = re.compile(
    r"(_text_model|_vision_model|_audio_model|_text|_vision|_audio|_encoder|_decoder|_qformer|_vqgan|_vqmodel"
    r"|_mask_decoder|_prompt_encoder|_perceiver|_perciever|_adapter|_head|_backbone|_patcher|_tokenizer"
    r"|_thinker|_talker|_talker_text|_talker_code_predictor|_bigvgan|_dit|_token2wav|_depth|_model"
    r"|_hifigan|_with_hifigan|_codebook|_image_model|_multimodal_model|_global_transformer|_assistant"
    r"|_word_timestamp|_vision_encoder|_audio_encoder|_sam_vision_model|_vit_model|_hiera_det_model"
    r"|_detr_decoder|_detr_encoder|_geometry_encoder|_text_text_model|_loop_text|_vision_tokenizer"
    r"|_transcribe_asr_audio|_transcribe_audio|_diarization_audio|_ctc_encoder)$")
# timm name prefixes that mark a port or a modified variant of the same family
TIMM_PREFIX = re.compile(r"^(tf_|legacy_|dm_|gc_|eca_|ese_|nf_|bat_|test_)")


def split(field: str, sep: str) -> list[str]:
    return [x.strip() for x in field.split(sep) if x.strip()]


def brace_expand(text: str) -> list[str]:
    parts = re.split(r"(\{[^{}]*\})", text)
    options = [p[1:-1].split(",") if p.startswith("{") and p.endswith("}") else [p] for p in parts]
    return ["".join(combo) for combo in itertools.product(*options)]


def read_curated(path: str) -> list[dict]:
    concepts = []
    with open(path, encoding="utf-8") as handle:
        for lineno, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = [f.strip() for f in line.split("|")] + [""] * 5
            pref, alts, broader, flags, ids = fields[:5]
            concept = {"pref": pref, "alts": [], "broader": split(broader, ","), "generic": False,
                       "exact": [], "definition": None, "ids": split(ids, ","), "line": lineno}
            for alt in split(alts, ";"):
                concept["alts"].extend(a for a in brace_expand(alt) if a.strip())
            slug = None
            for flag in flags.split():
                if flag == "g":
                    concept["generic"] = True
                elif flag.startswith("slug="):
                    slug = flag[5:]
                elif flag.startswith("wd="):
                    concept["exact"].append(WD + flag[3:])
                elif flag.startswith("def="):
                    concept["definition"] = flag[4:].replace("_", " ")
                else:
                    raise SystemExit(f"{path}:{lineno}: unknown flag {flag!r}")
            concept["slug"] = slug or slugify(pref)
            concepts.append(concept)
    return concepts


def read_exclude(path: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as handle:
        for raw in handle:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            kind, _, value = line.partition(":")
            out[kind.strip()].append(value.strip())
    return out


def read_lines(name: str) -> list[str]:
    with open(os.path.join(SOURCES, name), encoding="utf-8") as handle:
        return [line.strip() for line in handle if line.strip()]


def validate(concepts: list[dict], banned_labels: set[str], kind: str) -> list[str]:
    """Drop banned labels, check slugs, broader targets and label uniqueness. Returns error messages."""
    errors = []
    slugs = Counter(c["slug"] for c in concepts)
    for slug, n in slugs.items():
        if n > 1:
            errors.append(f"{kind}: duplicate slug {slug}")
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug):
            errors.append(f"{kind}: bad slug {slug!r}")
    known = set(slugs)
    banned = set(banned_labels)  # exact spelling: "Bloom" is banned, "BLOOM" (case-sensitive match) is not
    owner: dict[str, str] = {}
    for c in concepts:
        if c["pref"] in banned:
            errors.append(f"{kind}: prefLabel {c['pref']!r} is a banned label")
        c["alts"] = [a for a in dict.fromkeys(c["alts"]) if a not in banned and a != c["pref"]]
        for b in c["broader"]:
            if b not in known:
                errors.append(f"{kind}: {c['slug']} broader {b!r} does not exist")
            if b == c["slug"]:
                errors.append(f"{kind}: {c['slug']} is broader of itself")
        for label in [c["pref"], *c["alts"]]:
            key = label.lower()
            if key in owner and owner[key] != c["slug"]:
                errors.append(f"{kind}: label {label!r} on both {owner[key]} and {c['slug']}")
            owner[key] = c["slug"]
            if label != label.strip() or "  " in label:
                errors.append(f"{kind}: whitespace problem in label {label!r} ({c['slug']})")
    by_slug = {c["slug"]: c for c in concepts}
    for c in concepts:   # a version shares no spelling with its family: "DeepSeek VL2" left on DeepSeek-VL hides it
        keys = {label_key(label) for label in [c["pref"], *c["alts"]]}
        for b in c["broader"]:
            clash = [label for label in [by_slug[b]["pref"], *by_slug[b]["alts"]] if label_key(label) in keys] \
                if b in by_slug else []
            if clash:
                errors.append(f"{kind}: {c['slug']} and its broader {b} share the label {clash[0]!r}")
    return errors


def build_models(strict: bool) -> tuple[list[dict], list[str]]:
    concepts = read_curated(os.path.join(DATA, "models_curated.txt"))
    excl = read_exclude(os.path.join(DATA, "models_exclude.txt"))
    notes = []
    # --- Hugging Face transformers model types
    rows = [line.split("\t") for line in read_lines("hf_transformers_model_types.tsv")[1:]]
    types = [r[0] for r in rows]
    claimed = {i[3:]: c["slug"] for c in concepts for i in c["ids"] if i.startswith("hf:")}
    for t in claimed:
        if t not in types:
            notes.append(f"WARNING models: hf:{t} claimed but not in the source list")
    sub = [t for t in types if t not in claimed and HF_SUBCONFIG.search(t)]
    excluded = [t for t in types if t in set(excl["hf"])]
    unaccounted = [t for t in types if t not in claimed and t not in sub and t not in excluded]
    notes.append(f"hf model types: {len(types)} total, {len(set(claimed) & set(types))} mapped to concepts, "
                 f"{len(sub)} sub-configs filtered by rule, {len(excluded)} excluded by list, "
                 f"{len(unaccounted)} unaccounted")
    if unaccounted:
        notes.append("  unaccounted hf types: " + " ".join(unaccounted))
    # --- timm model names
    names = read_lines("timm_model_names.txt")
    patterns = [(i[5:], c["slug"]) for c in concepts for i in c["ids"] if i.startswith("timm:")]
    patterns += [(p, None) for p in excl["timm"]]
    hit = Counter()
    unmatched = []
    for name in names:
        stripped = TIMM_PREFIX.sub("", name)
        best = None
        for pat, slug in patterns:
            if re.match(pat, stripped) or re.match(pat, name):
                if best is None or len(pat) > len(best[0]):
                    best = (pat, slug)
        if best is None:
            unmatched.append(name)
        else:
            hit["excluded" if best[1] is None else best[1]] += 1
    fams = len([k for k in hit if k != "excluded"])
    notes.append(f"timm names: {len(names)} total, {len(names) - len(unmatched) - hit['excluded']} mapped to "
                 f"{fams} family concepts, {hit['excluded']} excluded by list, {len(unmatched)} unaccounted")
    if unmatched:
        notes.append("  unaccounted timm: " + " ".join(sorted({n.split('_')[0] for n in unmatched})))
    if strict and (unaccounted or unmatched):
        raise SystemExit("\n".join(notes))
    errors = validate(concepts, set(excl["label"]), "models")
    return concepts, notes + errors


def is_subtask(lm_id: str, claimed: set[str]) -> bool:
    """True if an lm_eval id is a sub-task of a mapped benchmark (prefix + "_" or "-", also after "owner/")."""
    names = {lm_id, lm_id.split("/", 1)[-1]}
    bases = {c.split("/", 1)[-1].lower() for c in claimed} | {c.lower() for c in claimed}
    return any(n.lower().startswith(b + sep) for n in names for b in bases for sep in ("_", "-"))


def build_datasets(strict: bool) -> tuple[list[dict], list[str]]:
    concepts = read_curated(os.path.join(DATA, "datasets_curated.txt"))
    excl = read_exclude(os.path.join(DATA, "datasets_exclude.txt"))
    notes = []
    claimed = {i[3:] for c in concepts for i in c["ids"] if i.startswith("lm:")}
    ex_patterns = [re.compile(p + r"$") for p in excl["lm"]]
    all_ids = set()
    for fname in ("lm_eval_benchmark_folders.txt", "lm_eval_groups_tags.txt", "lm_eval_hf_dataset_paths.txt"):
        ids = read_lines(fname)
        all_ids.update(ids)
        used = [i for i in ids if i in claimed]
        # sub-tasks / splits / translations of a mapped benchmark: "mmlu_anatomy", "hails/agieval-sat-math"
        subtask = [i for i in ids if i not in claimed and is_subtask(i, claimed)]
        dropped = [i for i in ids if i not in claimed and i not in subtask and any(p.match(i) for p in ex_patterns)]
        rest = [i for i in ids if i not in claimed and i not in subtask and i not in dropped]
        notes.append(f"{fname}: {len(ids)} ids, {len(used)} mapped to concepts, {len(subtask)} sub-tasks of "
                     f"mapped benchmarks, {len(dropped)} excluded by list, {len(rest)} unaccounted")
        if rest:
            notes.append("  unaccounted: " + " ".join(rest))
            if strict:
                raise SystemExit("\n".join(notes))
    for i in sorted(claimed - all_ids):
        notes.append(f"WARNING datasets: lm:{i} claimed but not in any lm_eval list")
    errors = validate(concepts, set(excl["label"]), "datasets")
    return concepts, notes + errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strict", action="store_true", help="fail if a source entry is unaccounted for")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    models, mnotes = build_models(args.strict)
    datasets, dnotes = build_datasets(args.strict)
    for note in mnotes + dnotes:
        print(note)
    errors = [n for n in mnotes + dnotes if n.startswith(("models:", "datasets:"))]
    if errors:
        print(f"{len(errors)} errors; nothing written", file=sys.stderr)
        return 1
    n = write_scheme(
        os.path.join(args.out, "models.ttl"), kind="model", class_name="Model", title="Models and model families",
        source=("Curated by the kg project; family coverage checked against the Hugging Face transformers 5.25.0 "
                "model types (CONFIG_MAPPING_NAMES, Apache-2.0, https://github.com/huggingface/transformers) and "
                "the timm 1.0.31 registered model names (Apache-2.0, https://github.com/huggingface/pytorch-image-models)"),
        license_iri="https://www.apache.org/licenses/LICENSE-2.0", concepts=models)
    m = write_scheme(
        os.path.join(args.out, "datasets.ttl"), kind="dataset", class_name="Dataset",
        title="Datasets, benchmarks and environments",
        source=("Curated by the kg project; benchmark names partly derived from the EleutherAI lm-evaluation-harness "
                "0.4.13 task folders, groups/tags and Hugging Face dataset ids (MIT, "
                "https://github.com/EleutherAI/lm-evaluation-harness), and names that 2025-2026 arXiv cs abstracts "
                "(CC0 metadata) write after a dataset cue, each kept by review"),
        license_iri="https://opensource.org/licenses/MIT", concepts=datasets)
    generic = sum(1 for c in models if c["generic"]), sum(1 for c in datasets if c["generic"])
    print(f"wrote models.ttl: {n} concepts ({generic[0]} generic); datasets.ttl: {m} concepts ({generic[1]} generic)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
