"""The persistent Oxigraph store of a build (``OUT/store/``) and opening a built graph for queries.

A build folder holds ``graph.nt`` (always) and, after ``kg build --store oxigraph``, ``store/``: an Oxigraph
(RocksDB) database of the same triples that opens in milliseconds and answers SPARQL fast at millions of
triples. Without it, ``graph.nt`` is bulk-loaded into an in-memory Oxigraph store.
"""
from __future__ import annotations

import gc
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pyoxigraph as ox

from .errors import OutputError, QueryError

STORE_DIR = "store"
GRAPH_FILES = (("graph.nt", ox.RdfFormat.N_TRIPLES), ("graph.ttl", ox.RdfFormat.TURTLE))


def is_store(path: str | Path) -> bool:
    """Whether ``path`` is an Oxigraph (RocksDB) database folder.

    >>> is_store("/nonexistent")
    False
    """
    return (Path(path) / "CURRENT").is_file()


def write_store(triples: Iterable[ox.Triple], path: str | Path) -> None:
    """Fill a new Oxigraph database at ``path`` with ``triples`` (bulk load, then compaction).

    Raises:
        OSError: the database cannot be written.
    """
    store = ox.Store(str(path))
    store.bulk_extend(ox.Quad(t.subject, t.predicate, t.object) for t in triples)
    store.flush()
    store.optimize()
    del store
    gc.collect()  # release the RocksDB lock now, not at some later collection


def load_store(graph_file: str | Path, path: str | Path) -> None:
    """Bulk-load an N-Triples or Turtle file into a new Oxigraph database at ``path``."""
    fmt = ox.RdfFormat.TURTLE if str(graph_file).endswith(".ttl") else ox.RdfFormat.N_TRIPLES
    store = ox.Store(str(path))
    try:
        store.bulk_load(path=str(graph_file), format=fmt)
        store.flush()
    except (SyntaxError, ValueError) as error:
        raise QueryError(f"{graph_file}: not a readable graph ({error})") from error
    finally:
        del store
        gc.collect()


@contextmanager
def staged_store(triples: Iterable[ox.Triple], out_dir: Path, *, enabled: bool) -> Iterator[Callable[[], list[Path]]]:
    """Write ``OUT/store/`` next to the other outputs, all-or-nothing.

    The database is built in a staging folder inside ``out_dir`` before the body runs; the body calls the
    yielded ``commit()`` after the other outputs are in place, which swaps the new database in. If the body
    fails, the staged database is removed and the old one stays.
    """
    if not enabled:
        yield lambda: []
        return
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".kg-store-", dir=out_dir))
        write_store(triples, staging / STORE_DIR)
    except OSError as error:
        raise OutputError(f"{out_dir}: cannot write the Oxigraph store ({error})") from error

    def commit() -> list[Path]:
        target = out_dir / STORE_DIR
        try:
            if target.exists():
                os.replace(target, staging / "old")
            os.replace(staging / STORE_DIR, target)
        except OSError as error:
            raise OutputError(f"{target}: cannot move the Oxigraph store into place ({error})") from error
        return [target]

    try:
        yield commit
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def store_path(location: str | Path) -> Path | None:
    """The Oxigraph database of ``location`` (a database folder or a build folder with ``store/``), if any."""
    path = Path(location)
    if is_store(path):
        return path
    if is_store(path / STORE_DIR):
        return path / STORE_DIR
    return None


def graph_file(location: str | Path) -> Path:
    """The ``graph.nt`` (else ``graph.ttl``) of a build folder, or ``location`` itself if it is a file.

    Raises:
        QueryError: there is no graph there.
    """
    path = Path(location)
    if path.is_file():
        return path
    for name, _ in GRAPH_FILES:
        if (path / name).is_file():
            return path / name
    raise QueryError(f"{path}: no graph.nt, graph.ttl or Oxigraph store here (run `kg build` first)")


def open_graph(location: str | Path) -> ox.Store:
    """A pyoxigraph store to query: the build's Oxigraph database read-only, else its graph in memory.

    Args:
        location: a build folder, an Oxigraph database folder, or an N-Triples/Turtle file.

    Raises:
        QueryError: nothing queryable at ``location``.
    """
    database = store_path(location)
    if database is not None:
        try:
            return ox.Store.read_only(str(database))
        except OSError as error:
            raise QueryError(f"{database}: cannot open the Oxigraph store ({error})") from error
    path = graph_file(location)
    fmt = ox.RdfFormat.TURTLE if path.suffix == ".ttl" else ox.RdfFormat.N_TRIPLES
    store = ox.Store()
    try:
        store.bulk_load(path=str(path), format=fmt)
    except (SyntaxError, ValueError, OSError) as error:
        raise QueryError(f"{path}: not a readable graph ({error})") from error
    return store
