"""The ``kg`` command line: a thin translator from arguments to library calls and errors to exit codes.

Exit codes: 0 success, 1 the graph violates the SHACL shapes, 2 bad input or options.
"""
from __future__ import annotations

import argparse
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path

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
    build.add_argument("--store", choices=("none", "oxigraph"), default="none",
                       help="also write OUT/store/, an Oxigraph database for fast kg query and kg serve")
    evaluate = commands.add_parser(
        "eval", help="score the extractor, or a second annotation, against gold annotations (ANNOTATION.md format)",
        description="Precision, recall and F1 per class and for the four core classes, role accuracy,\n"
                    "proposed-contribution recall, and the lists of misses and false positives.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Examples:\n  kg eval --gold tests/data/dev/arxiv_dev_a_gold.json tests/data/dev/arxiv_dev_a.jsonl\n"
               "  kg eval --gold tests/data/dev/dev_be_gold.json --against tests/data/agreement/dev_be_gold.json")
    evaluate.add_argument("inputs", nargs="*", metavar="INPUT",
                          help="files or folders holding the annotated papers (default: beside the gold file, "
                               "else seeds/)")
    evaluate.add_argument("--gold", action="append", required=True, metavar="GOLD.json",
                          help="gold annotations; repeat for several files")
    evaluate.add_argument("--against", action="append", metavar="OTHER.json",
                          help="score a second annotation of the same papers instead of the extractor (how far "
                               "two annotators agree); repeat for several files")
    evaluate.add_argument("--format", choices=("text", "json"), default="text", help="output format")
    analyze = commands.add_parser(
        "analyze", help="analyse a built graph with networkx: report, charts and exports",
        description="Write analysis.md (or analysis.json) with PNG charts (top entities per class, hardware x "
                    "model family, community sizes, entity types), and the graph as graph.graphml, graph.gexf, "
                    "nodes.csv, edges.csv and graph.json.",
        epilog="Example: kg analyze --graph outputs/ --out outputs/")
    analyze.add_argument("--graph", default="outputs", metavar="DIR",
                         help="folder written by kg build (default: outputs/)")
    analyze.add_argument("--out", default="outputs", metavar="DIR", help="output folder (default: outputs/)")
    analyze.add_argument("--format", choices=("md", "json"), default="md",
                         help="report format: analysis.md (default) or analysis.json")
    _viz_parser(commands)
    _query_parser(commands)
    _serve_parser(commands)
    return parser


def _viz_parser(commands: argparse._SubParsersAction) -> None:
    viz = commands.add_parser(
        "viz", help="write the HTML view of a built graph, or of a chosen part of it",
        description="Write a self-contained HTML page (no request leaves it) drawing the graph in a folder "
                    "written by kg build. A graph too large to draw well is cut to its most-linked part, and "
                    "the page says what was left out; --focus, --top, --min-degree and --paper pick another part.",
        epilog="Example: kg viz --graph outputs/ --focus hardware --top 200 --out hardware.html")
    viz.add_argument("--graph", default="outputs", metavar="DIR",
                     help="folder written by kg build (default: outputs/)")
    viz.add_argument("--out", metavar="FILE", help="page to write (default: graph.html in the --graph folder)")
    viz.add_argument("--focus", action="append", default=[], metavar="CLASS",
                     help="keep only entities of this class: hardware, methods, models, datasets, tasks, metrics "
                          "(repeatable)")
    viz.add_argument("--top", type=int, metavar="N", help="keep the N entities linked by the most papers")
    viz.add_argument("--min-degree", type=int, metavar="K", help="keep entities linked by at least K papers")
    viz.add_argument("--paper", metavar="ID", help="keep this paper's entities and the papers sharing them")
    viz.add_argument("--max-nodes", type=int, default=1500, metavar="N",
                     help="node budget of the page (default: 1500)")
    viz.add_argument("--title", metavar="TEXT", help="page heading (default: kg: <graph folder>)")


def _query_parser(commands: argparse._SubParsersAction) -> None:
    query = commands.add_parser(
        "query", help="answer a named SPARQL query (or a .rq file) on a built graph",
        description="Run one of the named queries (kg query --list) or a SPARQL .rq file on a built graph. "
                    "Parameters are bound as RDF terms, never pasted into the query.",
        epilog="Example: kg query papers-by-hardware --param hardware=risc-v --graph outputs/ --format csv")
    query.add_argument("name", nargs="?", metavar="NAME|FILE.rq", help="a named query or a .rq file")
    query.add_argument("--list", action="store_true", help="list the named queries with their parameters")
    query.add_argument("--param", action="append", default=[], metavar="K=V", help="a parameter (repeatable)")
    query.add_argument("--graph", default="outputs", metavar="DIR",
                       help="folder written by kg build, or an Oxigraph store (default: outputs/)")
    query.add_argument("--format", choices=("table", "csv", "tsv", "json"),
                       help="output format (default: table in a terminal, csv in a pipe)")


def _serve_parser(commands: argparse._SubParsersAction) -> None:
    serve = commands.add_parser(
        "serve", help="serve a built graph as a read-only SPARQL 1.1 endpoint",
        description="A read-only SPARQL 1.1 Protocol endpoint at http://HOST:PORT/sparql: GET and POST, "
                    "SPARQL JSON/XML/CSV/TSV and Turtle/JSON-LD by content negotiation, CORS, a time limit and "
                    "a result-size limit per query. Updates are refused (403).",
        epilog="Example: kg serve --graph outputs/ --port 7878")
    source = serve.add_mutually_exclusive_group()
    source.add_argument("--graph", default="outputs", metavar="DIR",
                        help="folder written by kg build (its store/, else graph.nt) (default: outputs/)")
    source.add_argument("--store", metavar="PATH", help="an Oxigraph store folder")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1, this machine only)")
    serve.add_argument("--port", type=int, default=7878, help="port (default: 7878)")
    serve.add_argument("--timeout", type=float, default=10.0, metavar="S",
                       help="time limit per query in seconds (default: 10)")
    serve.add_argument("--max-rows", type=int, default=100_000, metavar="N",
                       help="refuse results with more rows or triples (default: 100000)")
    serve.add_argument("--workers", type=int, default=2, metavar="N", help="query worker processes (default: 2)")


def _warn(message: str) -> None:
    print(f"kg: warning: {message}", file=sys.stderr)


def _build(args: argparse.Namespace) -> int:
    from .build import build

    def progress(done: int) -> None:
        print(f"\rkg: {done} papers extracted and validated", end="", file=sys.stderr, flush=True)

    result = build(args.inputs, args.out, skip_invalid=args.skip_invalid, warn=_warn, store=args.store,
                   progress=progress if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(f"kg: {result.papers} papers, {result.entities} entities, {result.mentions} mentions, "
          f"{result.triples} triples -> {args.out}" +
          (f" ({result.skipped} invalid records skipped)" if result.skipped else ""))
    return 0


def _eval(args: argparse.Namespace) -> int:
    import json

    from .errors import IngestError
    from .evaluate import agreement, default_inputs, evaluate, render
    from .extract import Extractor
    from .vocab import load_vocabulary

    golds = [Path(g) for g in args.gold]
    if args.against:
        if args.inputs:
            raise IngestError("--against compares two annotations and reads no INPUT; leave the inputs out")
        scores = agreement(golds, [Path(a) for a in args.against])
    else:
        inputs = [Path(i) for i in args.inputs] or default_inputs(golds)
        scores = evaluate(golds, inputs, Extractor(load_vocabulary()))
    print(json.dumps(scores.as_dict(), indent=1) if args.format == "json" else render(scores, bool(args.against)),
          end="")
    return 0


def _analyze(args: argparse.Namespace) -> int:
    from .analysis import analyze

    result = analyze(args.graph, args.out, fmt=args.format)
    print(f"kg: analysed {result.papers} papers, {result.entities} entities, {result.communities} communities "
          f"-> {args.out} ({len(result.files)} files)")
    return 0


def _viz(args: argparse.Namespace) -> int:
    from .graphview import read_view
    from .viz import write_html

    out = Path(args.out) if args.out else Path(args.graph) / "graph.html"
    selection = write_html(read_view(args.graph), out, heading=args.title or f"kg: {args.graph}",
                           focus=tuple(args.focus), top=args.top, min_degree=args.min_degree, paper=args.paper,
                           max_nodes=args.max_nodes)
    print(f"kg: {len(selection.papers)} papers, {len(selection.concepts)} entities, {len(selection.links)} links "
          f"-> {out}")
    return 0


def _query(args: argparse.Namespace) -> int:
    from .errors import QueryError
    from .queries import library, resolve
    from .sparql import run
    from .tabular import render

    if args.list:
        for name, named in library().items():
            params = ", ".join(f"{p.name}={p.default}" if p.default is not None else p.name for p in named.params)
            print(f"{name}({params})\n    {named.title}: {named.description}")
        return 0
    if not args.name:
        raise QueryError("name a query (kg query --list shows them) or a .rq file")
    params = {}
    for item in args.param:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise QueryError(f"--param: expected K=V, got {item!r}")
        params[key.strip()] = value
    result = run(args.graph, resolve(args.name), params)
    fmt = args.format or ("table" if sys.stdout.isatty() else "csv")
    sys.stdout.write(render(result.columns, result.rows, fmt) + ("\n" if fmt == "table" else ""))
    return 0


def _serve(args: argparse.Namespace) -> int:
    import signal
    import tempfile

    from .endpoint import Endpoint, Settings
    from .store import graph_file, load_store, store_path

    settings = Settings(host=args.host, port=args.port, timeout=args.timeout, max_rows=args.max_rows,
                        workers=args.workers)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # clean up the scratch store on kill, too
    with tempfile.TemporaryDirectory(prefix="kg-serve-") as scratch:
        database = store_path(args.store or args.graph)
        if database is None:
            if args.store:
                from .errors import QueryError
                raise QueryError(f"{args.store}: not an Oxigraph store")
            database = Path(scratch) / "store"
            load_store(graph_file(args.graph), database)
        endpoint = Endpoint(database, settings)
        print(f"kg: SPARQL endpoint at {endpoint.url} (read-only; Ctrl-C stops it)", file=sys.stderr)
        endpoint.serve_forever()
    return 0


COMMANDS = {"build": _build, "eval": _eval, "analyze": _analyze, "viz": _viz, "query": _query, "serve": _serve}


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
