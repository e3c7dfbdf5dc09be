"""Write a set of output files all-or-nothing: into a staging folder, then renamed into place."""
from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path

from .errors import OutputError

Writer = Callable[[Path], None]


def write_all(out_dir: Path, writers: Mapping[str, Writer]) -> list[Path]:
    """Run each ``writers[name](path)`` into a staging folder, then move every file into ``out_dir``.

    If any writer fails, nothing in ``out_dir`` changes.
    """
    out_dir = Path(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise OutputError(f"{out_dir}: exists and is not a folder")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".kg-staging-", dir=out_dir))
    except OSError as error:
        raise OutputError(f"{out_dir}: cannot create output folder ({error.strerror})") from error
    try:
        for name, writer in writers.items():
            writer(staging / name)
        written = []
        for name in writers:
            target = out_dir / name
            os.replace(staging / name, target)
            written.append(target)
        return written
    except OSError as error:
        raise OutputError(f"{out_dir}: cannot write outputs ({error})") from error
    finally:
        shutil.rmtree(staging, ignore_errors=True)
