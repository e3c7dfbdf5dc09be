"""The ``kg`` command line: a thin translator from arguments to library calls and errors to exit codes.

Exit codes: 0 success, 1 the graph violates the SHACL shapes, 2 bad input or options.
"""
from __future__ import annotations

import argparse
import sys
import warnings
from collections.abc import Sequence

from . import __version__
from .errors import KGError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kg", description="Build a knowledge graph of ML research from paper abstracts.")
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    build = commands.add_parser(
        "build", help="build the graph, report and HTML view from paper lists",
        description="Build graph.ttl, graph.nt, graph.jsonld, report.md and graph.html from paper lists "
                    "(seed paper lists, JSON Lines, optionally gzipped, or CSV).",
        epilog="Example: kg build seeds/ --out outputs/")
    build.add_argument("inputs", nargs="*", default=["seeds"], metavar="INPUT",
                       help="files or folders to read (default: seeds/)")
    build.add_argument("--out", default="outputs", metavar="DIR", help="output folder (default: outputs/)")
    build.add_argument("--skip-invalid", action="store_true",
                       help="skip bad records with a warning instead of stopping at the first")
    return parser


def _warn(message: str) -> None:
    print(f"kg: warning: {message}", file=sys.stderr)


def _build(args: argparse.Namespace) -> int:
    from .build import build

    result = build(args.inputs, args.out, skip_invalid=args.skip_invalid, warn=_warn)
    print(f"kg: {result.papers} papers, {result.entities} entities, {result.mentions} mentions, "
          f"{result.triples} triples -> {args.out}" +
          (f" ({result.skipped} invalid records skipped)" if result.skipped else ""))
    return 0


COMMANDS = {"build": _build}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code (also used by the ``kg`` console script)."""
    args = _parser().parse_args(argv)
    warnings.filterwarnings("ignore", module="spacy")
    try:
        return COMMANDS[args.command](args)
    except KGError as error:
        print(f"kg: error: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("kg: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
