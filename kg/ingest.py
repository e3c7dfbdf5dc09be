"""Read paper records from seed paper lists, JSON Lines (plain or gzip) and CSV files.

Every record becomes a :class:`kg.types.Paper` whose key is stable: the record's own id when it has one,
else a hash of its whitespace-normalised abstract. Errors name the file and line.
"""
from __future__ import annotations

import csv
import gzip
import hashlib
import io
import json
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from .errors import IngestError
from .types import Paper

SUFFIXES = (".txt", ".jsonl", ".jsonl.gz", ".ndjson", ".csv")
_HEADER = re.compile(r"^\s*(?P<venue>.*?)\s*(?P<year>(?:19|20)\d{2})\b")
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_UNSAFE_KEY = re.compile(r"[^A-Za-z0-9._-]+")

Warn = Callable[[str], None]


def normalise_abstract(text: str) -> str:
    """NFC, whitespace folded: the form an abstract's hash is taken of."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def paper_key(identifier: str | None, abstract: str) -> str:
    """The stable local name of a paper IRI.

    >>> paper_key("2503.11731", "x")
    '2503.11731'
    >>> paper_key(None, "Some  abstract.") == paper_key(None, "Some abstract.")
    True
    """
    if identifier and identifier.strip():
        return _UNSAFE_KEY.sub("_", identifier.strip()).strip("_") or abstract_hash(abstract)
    return abstract_hash(abstract)


def abstract_hash(abstract: str) -> str:
    """``h`` plus 16 hex digits of the SHA-256 of the normalised abstract."""
    return "h" + hashlib.sha256(normalise_abstract(abstract).encode("utf-8")).hexdigest()[:16]


def expand_inputs(paths: Iterable[str | Path]) -> list[Path]:
    """Files named directly, plus the input files found (recursively, sorted) in named folders."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise IngestError(f"{path}: no such file or folder")
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.is_file() and _is_input_name(p)
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            if not found:
                raise IngestError(f"{path}: folder holds no input files ({', '.join(SUFFIXES)})")
            files.extend(found)
        else:
            files.append(path)
    return files


def _is_input_name(path: Path) -> bool:
    return path.name.lower().endswith(SUFFIXES)


def read_papers(paths: Iterable[str | Path], *, skip_invalid: bool = False,
                warn: Warn | None = None) -> Iterator[Paper]:
    """Stream the papers of every input, deduplicated by key and by abstract.

    Args:
        paths: files and folders.
        skip_invalid: report a bad record through ``warn`` and go on, instead of raising.
        warn: receives one message per skipped record.

    Raises:
        IngestError: a missing, empty or non-text file, or (unless ``skip_invalid``) a bad record.
    """
    seen_keys: set[str] = set()
    seen_abstracts: set[str] = set()
    for file in expand_inputs(paths):
        for paper in read_file(file, skip_invalid=skip_invalid, warn=warn):
            digest = abstract_hash(paper.abstract)
            if paper.key in seen_keys or digest in seen_abstracts:
                continue
            seen_keys.add(paper.key)
            seen_abstracts.add(digest)
            yield paper


def read_file(path: Path, *, skip_invalid: bool = False, warn: Warn | None = None) -> Iterator[Paper]:
    """Stream the papers of one file, choosing the reader by the file name."""
    name = path.name.lower()
    if name.endswith((".jsonl", ".jsonl.gz", ".ndjson")):
        records = _jsonl_records(path)
    elif name.endswith(".csv"):
        records = _csv_records(path)
    else:
        yield from _seed_papers(path)
        return
    for line, record in records:
        try:
            yield _paper_from_record(record, path, line)
        except IngestError as error:
            if not skip_invalid:
                raise
            if warn is not None:
                warn(f"skipped: {error}")


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise IngestError(f"{path}: cannot read ({error.strerror})") from error
    return _decode(data, path)


def _decode(data: bytes, path: Path, line: int | None = None) -> str:
    where = f"{path}:{line}" if line is not None else str(path)
    if b"\x00" in data:
        nul = data.index(b"\x00")
        raise IngestError(f"{where}: binary file (NUL byte at offset {nul}), expected UTF-8 text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise IngestError(f"{where}: not UTF-8 text (byte 0x{data[error.start]:02x} at offset "
                          f"{error.start})") from error


def _seed_papers(path: Path) -> Iterator[Paper]:
    text = _read_text(path).replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise IngestError(f"{path}: file is empty")
    venue = year = None
    paragraphs = _paragraphs(text)
    _, first = paragraphs[0]
    if "\n" not in first.strip() and len(first) < 200:
        header = _HEADER.match(first)
        if header:
            venue, year = header.group("venue").strip() or None, int(header.group("year"))
        paragraphs = paragraphs[1:]
    if not paragraphs:
        raise IngestError(f"{path}: holds a header but no abstracts")
    for line, paragraph in paragraphs:
        yield Paper(key=paper_key(None, paragraph), abstract=paragraph, source=path.name, line=line,
                    venue=venue, year=year)


def _paragraphs(text: str) -> list[tuple[int, str]]:
    """(1-based line number, paragraph) for every non-blank paragraph; the paragraph is kept verbatim."""
    found = []
    position = 0
    for piece in _PARAGRAPH_BREAK.split(text):
        offset = text.index(piece, position)
        position = offset + len(piece)
        stripped = piece.strip()
        if stripped:
            lead = offset + piece.index(stripped)
            found.append((text.count("\n", 0, lead) + 1, stripped))
    return found


def _open_lines(path: Path) -> Iterator[bytes]:
    try:
        if path.name.lower().endswith(".gz"):
            with gzip.open(path, "rb") as handle:
                yield from handle
        else:
            with path.open("rb") as handle:
                yield from handle
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        raise IngestError(f"{path}: cannot read ({error})") from error


def _jsonl_records(path: Path) -> Iterator[tuple[int, object]]:
    empty = True
    for line, raw in enumerate(_open_lines(path), start=1):
        text = _decode(raw, path, line).strip()
        if not text:
            continue
        empty = False
        try:
            yield line, json.loads(text)
        except json.JSONDecodeError as error:
            yield line, IngestError(f"{path}:{line}: malformed JSON ({error.msg} at column {error.colno})")
    if empty:
        raise IngestError(f"{path}: file is empty")


def _csv_records(path: Path) -> Iterator[tuple[int, object]]:
    text = _read_text(path)
    if not text.strip():
        raise IngestError(f"{path}: file is empty")
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        for record in reader:
            yield reader.line_num, record
    except csv.Error as error:
        raise IngestError(f"{path}:{reader.line_num}: malformed CSV ({error})") from error


def _paper_from_record(record: object, path: Path, line: int) -> Paper:
    if isinstance(record, IngestError):
        raise record
    if not isinstance(record, dict):
        raise IngestError(f"{path}:{line}: expected a JSON object, got {type(record).__name__}")
    abstract = _text_field(record, "abstract", path, line) or _text_field(record, "summary", path, line)
    if not abstract or not abstract.strip():
        raise IngestError(f"{path}:{line}: record has no abstract (field 'abstract' or 'summary')")
    identifier = _text_field(record, "id", path, line)
    date = _text_field(record, "date", path, line)
    year = _year(record.get("year"), date, path, line)
    categories = record.get("categories") or ()
    if isinstance(categories, str):
        categories = tuple(c for c in re.split(r"[\s,;]+", categories) if c)
    elif not isinstance(categories, (list, tuple)) or not all(isinstance(c, str) for c in categories):
        raise IngestError(f"{path}:{line}: 'categories' must be a list of strings or a string")
    title = _text_field(record, "title", path, line)
    return Paper(key=paper_key(identifier, abstract), abstract=abstract.strip(), source=path.name, line=line,
                 title=" ".join(title.split()) if title and title.strip() else None,
                 identifier=identifier.strip() if identifier else None,
                 venue=(_text_field(record, "venue", path, line) or "").strip() or None, year=year,
                 date=date.strip() if date else None, categories=tuple(categories),
                 doi=(_text_field(record, "doi", path, line) or "").strip() or None,
                 url=(_text_field(record, "url", path, line) or "").strip() or None)


def _text_field(record: dict, name: str, path: Path, line: int) -> str | None:
    value = record.get(name)
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool) and name in ("id", "date"):
        return str(value)
    raise IngestError(f"{path}:{line}: field '{name}' must be text, got {type(value).__name__}")


def _year(value: object, date: str | None, path: Path, line: int) -> int | None:
    if value in (None, ""):
        match = re.match(r"\s*((?:19|20)\d{2})", date or "")
        return int(match.group(1)) if match else None
    try:
        year = int(str(value).strip())
    except ValueError as error:
        raise IngestError(f"{path}:{line}: 'year' must be a number, got {value!r}") from error
    if not 1900 <= year <= 2100:
        raise IngestError(f"{path}:{line}: 'year' {year} is out of range")
    return year
