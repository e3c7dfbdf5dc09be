"""``kg eval``: score the extractor against gold annotations written to ``../shared/ANNOTATION.md``.

Matching follows the guidelines: a system entity matches a gold entity when any of its surface forms, its
name or (for a vocabulary concept) its labels, which the graph carries as ``skos:altLabel``, equals any of the
gold name and aliases, ignoring case, spaces and hyphens. Gold entities of tier
"optional" are neither required nor counted against the system when it finds them; likewise a system entity
whose vocabulary concept is generic (``mlkg:generic``: "fine-tuning", "large language model", the optional
tier of the guidelines) is not counted when no gold entity matches it (their number is reported).
Proposed-contribution recall counts the gold "proposed" items whose entity is core: an optional one, a
contribution described rather than named ("a look-ahead scheme"), is not required.

``kg eval --against`` scores a second annotation of the same papers in the extractor's place, by the same
rules (its optional entities are counted like generic ones): how far two annotators agree is the ceiling a
measure of the extractor can reach.
"""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import IngestError
from .extract import Extractor
from .ingest import expand_inputs, read_file
from .types import ENTITY_CLASSES, Extraction
from .vocab import Vocabulary, label_key

CORE = ("Method", "Model", "Dataset", "Hardware")
ROLE_RANK = {"proposed": 0, "baseline": 1, "used": 2, "mentioned": 3}


@dataclass(frozen=True)
class SystemEntity:
    concept: str
    name: str
    cls: str
    forms: frozenset[str]
    role: str
    generic: bool
    rule: str


@dataclass(frozen=True)
class GoldEntity:
    name: str
    cls: str
    forms: frozenset[str]
    core: bool
    role: str


@dataclass
class Scores:
    """Counts over all papers; the derived figures are properties."""

    tp: Counter = field(default_factory=Counter)
    fp: Counter = field(default_factory=Counter)
    fn: Counter = field(default_factory=Counter)
    found: int = 0
    class_right: int = 0
    role_right: int = 0
    role_total: int = 0
    proposed_found: int = 0
    proposed_total: int = 0
    papers: int = 0
    generic_unmatched: int = 0
    misses: list[str] = field(default_factory=list)
    false_positives: list[str] = field(default_factory=list)

    def prf(self, classes: Iterable[str]) -> tuple[float, float, float]:
        """Micro precision, recall and F1 over ``classes``."""
        classes = list(classes)
        tp = sum(self.tp[c] for c in classes)
        fp = sum(self.fp[c] for c in classes)
        fn = sum(self.fn[c] for c in classes)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return precision, recall, f1

    def as_dict(self) -> dict:
        per_class = {cls: dict(zip(("precision", "recall", "f1"), self.prf([cls])),
                               tp=self.tp[cls], fp=self.fp[cls], fn=self.fn[cls]) for cls in ENTITY_CLASSES}
        return {"papers": self.papers, "per_class": per_class,
                "core": dict(zip(("precision", "recall", "f1"), self.prf(CORE))),
                "class_accuracy": self.class_right / self.found if self.found else 0.0,
                "role_accuracy": self.role_right / self.role_total if self.role_total else 0.0,
                "proposed_recall": self.proposed_found / self.proposed_total if self.proposed_total else 0.0,
                "generic_unmatched": self.generic_unmatched,
                "misses": self.misses, "false_positives": self.false_positives}


def system_entities(extraction: Extraction, vocabulary: Vocabulary) -> list[SystemEntity]:
    """One entity per concept of a paper, with all its surface forms and its strongest role."""
    grouped = defaultdict(list)
    for mention in extraction.mentions:
        grouped[mention.concept].append(mention)
    entities = []
    for concept, mentions in sorted(grouped.items()):
        known = vocabulary.concepts.get(concept)
        name = known.pref_label if known else mentions[0].name
        forms = {label_key(m.text) for m in mentions} | {label_key(m.name) for m in mentions} | {label_key(name)}
        if known:
            forms |= {label_key(label) for label in vocabulary.labels(concept)}
        role = min((m.role for m in mentions), key=ROLE_RANK.__getitem__)
        entities.append(SystemEntity(concept, name, mentions[0].cls, frozenset(forms), role,
                                     bool(known and known.generic), mentions[0].rule))
    return entities


def _gold_entities(record: dict) -> list[GoldEntity]:
    entities = []
    for item in record.get("entities", []):
        forms = {label_key(item["name"])} | {label_key(a) for a in item.get("aliases", [])}
        entities.append(GoldEntity(item["name"], item["type"], frozenset(forms), item.get("tier", "core") == "core",
                                   item.get("role", "mentioned")))
    return entities


def annotation_entities(record: dict) -> list[SystemEntity]:
    """A second annotation's entities of one paper, in the place of the extractor's: its optional ones are not
    counted when no gold entity matches them, as the extractor's generic ones are not."""
    return [SystemEntity(f"annotation:{entity.cls}:{entity.name}", entity.name, entity.cls, entity.forms,
                         entity.role, not entity.core, "annotation") for entity in _gold_entities(record)]


def score_paper(scores: Scores, where: str, system: list[SystemEntity], record: dict) -> None:
    """Add one paper's counts to ``scores``."""
    gold = sorted(_gold_entities(record), key=lambda g: (not g.core, g.name))
    unmatched = list(system)
    for entity in gold:
        candidates = [s for s in unmatched if s.forms & entity.forms]
        if not candidates:
            if entity.core:
                scores.fn[entity.cls] += 1
                scores.misses.append(f"{where}: {entity.cls} {entity.name!r}")
            continue
        name_key = label_key(entity.name)
        best = min(candidates, key=lambda s: (s.cls != entity.cls, name_key not in s.forms, s.name))
        unmatched.remove(best)
        if not entity.core:
            continue
        scores.found += 1
        if best.cls == entity.cls:
            scores.tp[entity.cls] += 1
            scores.class_right += 1
            scores.role_total += 1
            scores.role_right += best.role == entity.role
        else:
            scores.fn[entity.cls] += 1
            scores.fp[best.cls] += 1
            scores.false_positives.append(f"{where}: {best.cls} {best.name!r} (gold: {entity.cls})")
    for entity in unmatched:
        if entity.generic:
            scores.generic_unmatched += 1
            continue
        scores.fp[entity.cls] += 1
        scores.false_positives.append(f"{where}: {entity.cls} {entity.name!r} [{entity.rule}]")
    proposed = {s.forms for s in system if s.role == "proposed"}
    optional = {e["name"] for e in record.get("entities", []) if e.get("tier", "core") != "core"}
    for item in record.get("proposed", []):
        if item["name"] in optional:   # an unnamed contribution described ("a look-ahead scheme")
            continue
        scores.proposed_total += 1
        forms = {label_key(item["name"])}
        forms |= {label_key(a) for e in record.get("entities", []) if e["name"] == item["name"]
                  for a in e.get("aliases", [])}
        scores.proposed_found += any(forms & f for f in proposed)
    scores.papers += 1


def load_gold(path: Path) -> list[dict]:
    """The gold records of one file, checked for the fields scoring needs."""
    try:
        records = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise IngestError(f"{path}: not a readable gold JSON file ({error})") from error
    if not isinstance(records, list) or not all(isinstance(r, dict) and "file" in r and "index" in r
                                                for r in records):
        raise IngestError(f"{path}: expected a list of objects with 'file' and 'index' (see ANNOTATION.md)")
    for record in records:
        where = f"{path}: record {record['file']}#{record['index']}"
        if not (isinstance(record["file"], str) and str(record["index"]).isdigit()):
            raise IngestError(f"{where}: 'file' must be a file name and 'index' a number")
        entities = record.get("entities", [])
        if not (isinstance(entities, list) and all(
                isinstance(e, dict) and isinstance(e.get("name"), str) and e.get("type") in ENTITY_CLASSES
                and isinstance(e.get("aliases", []), list) for e in entities)):
            raise IngestError(f"{where}: 'entities' must be a list of objects with a 'name', a 'type' of "
                              f"{', '.join(ENTITY_CLASSES)} and a list of 'aliases'")
        if not isinstance(record.get("proposed", []), list):
            raise IngestError(f"{where}: 'proposed' must be a list")
    return records


def _records(gold_files: Iterable[Path]) -> dict[tuple[str, int], dict]:
    """The gold records of ``gold_files`` by their (file, index); a paper annotated twice is an error."""
    records: dict[tuple[str, int], dict] = {}
    for gold_file in gold_files:
        for record in load_gold(gold_file):
            key = (record["file"], int(record["index"]))
            if key in records:
                raise IngestError(f"{gold_file}: {key[0]}#{key[1]} is annotated twice")
            records[key] = record
    return records


def default_inputs(gold_files: Iterable[Path]) -> list[Path]:
    """The input files the gold records name, looked for beside each gold file and then in ``seeds/``."""
    inputs: list[Path] = []
    for gold_file in gold_files:
        for name in sorted({record["file"] for record in load_gold(gold_file)}):
            for folder in (Path(gold_file).parent, Path("seeds")):
                if (folder / name).is_file():
                    inputs.append(folder / name)
                    break
            else:
                raise IngestError(f"{gold_file}: input file {name!r} is neither beside it nor in seeds/; name it")
    return sorted(set(inputs))


def evaluate(gold_files: Iterable[Path], inputs: Iterable[Path], extractor: Extractor) -> Scores:
    """Score ``extractor`` on the papers of ``inputs`` that the gold files annotate."""
    records = _records(gold_files)
    scores = Scores()
    papers = []
    for path in expand_inputs(inputs):
        for index, paper in enumerate(read_file(path), start=1):
            if (path.name, index) in records:
                papers.append(((path.name, index), paper))
    if not papers:
        raise IngestError("no input paper matches the gold records (their 'file' and 'index')")
    missing = sorted(set(records) - {key for key, _ in papers})
    if missing:
        raise IngestError(f"gold record {missing[0][0]}#{missing[0][1]} has no paper in the inputs")
    for (key, paper), extraction in zip(papers, extractor.extract(p for _, p in papers)):
        score_paper(scores, f"{key[0]}#{key[1]}", system_entities(extraction, extractor.vocabulary), records[key])
    return scores


def agreement(gold_files: Iterable[Path], other_files: Iterable[Path]) -> Scores:
    """Score the annotations of ``other_files`` against those of ``gold_files``, paper by paper; both must
    annotate the same papers."""
    gold, other = _records(gold_files), _records(other_files)
    if not gold:
        raise IngestError("the gold files hold no records")
    unpaired = sorted(set(gold) ^ set(other))
    if unpaired:
        side = "--against" if unpaired[0] in gold else "--gold"
        raise IngestError(f"{unpaired[0][0]}#{unpaired[0][1]} has no record in the {side} files; "
                          "both annotations must cover the same papers")
    scores = Scores()
    for key in sorted(gold):
        score_paper(scores, f"{key[0]}#{key[1]}", annotation_entities(other[key]), gold[key])
    return scores


def render(scores: Scores, against: bool = False) -> str:
    """The plain-text result table and the listings of misses and false positives; ``against`` names what goes
    uncounted as a second annotation's, not the extractor's."""
    data = scores.as_dict()
    lines = [f"papers: {data['papers']}", "", f"{'class':<10} {'P':>6} {'R':>6} {'F1':>6} {'tp':>5} {'fp':>5} {'fn':>5}"]
    for cls, row in data["per_class"].items():
        lines.append(f"{cls:<10} {row['precision']:6.3f} {row['recall']:6.3f} {row['f1']:6.3f} "
                     f"{row['tp']:5d} {row['fp']:5d} {row['fn']:5d}")
    core = data["core"]
    lines += [f"{'core':<10} {core['precision']:6.3f} {core['recall']:6.3f} {core['f1']:6.3f}", "",
              f"class of a found entity right: {data['class_accuracy']:.3f}",
              f"role accuracy: {data['role_accuracy']:.3f}",
              f"proposed-contribution recall: {data['proposed_recall']:.3f}",
              f"{'optional entities of the second annotation' if against else 'generic system entities'} that "
              f"match no gold entity (not counted): {data['generic_unmatched']}", "",
              f"misses ({len(scores.misses)}):", *("  " + m for m in scores.misses), "",
              f"false positives ({len(scores.false_positives)}):", *("  " + f for f in scores.false_positives)]
    return "\n".join(lines) + "\n"
