"""Benchmark the named queries on rdflib's in-memory store vs the Oxigraph store, and the endpoint under load.

Usage (from the repository root)::

    python benchmarks/bench_query.py N                  # build the first N arXiv papers, then measure
    python benchmarks/bench_query.py N --graph DIR      # measure an existing build of those N papers

The input is ``../shared/data/arxiv-cs-2025-2026.jsonl.gz`` (never copied into the repository); the slice and
the build go to ``--work`` (default: a folder under /tmp). Prints a Markdown report; ``--json FILE`` also
writes the figures.
"""
from __future__ import annotations

import argparse
import gzip
import itertools
import json
import signal
import statistics
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "data" / "arxiv-cs-2025-2026.jsonl.gz"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def make_slice(n: int, work: Path) -> Path:
    path = work / f"arxiv-{n}.jsonl"
    if not path.exists():
        with gzip.open(CORPUS, "rt", encoding="utf-8") as source, path.open("w", encoding="utf-8") as sink:
            sink.writelines(itertools.islice(source, n))
    return path


def timed(fn, repeat: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


class Timeout(Exception):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise Timeout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("papers", type=int, help="number of arXiv papers (N)")
    parser.add_argument("--graph", type=Path, help="an existing build folder of those N papers")
    parser.add_argument("--work", type=Path, help="work folder (default: a new folder under /tmp)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per query on Oxigraph (median reported)")
    parser.add_argument("--rdflib-timeout", type=int, default=10, help="seconds per query on rdflib")
    parser.add_argument("--requests", type=int, default=500, help="endpoint requests")
    parser.add_argument("--concurrency", type=int, default=8, help="endpoint client threads")
    parser.add_argument("--skip-rdflib", action="store_true")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    import pyoxigraph as ox

    from kg.queries import library
    from kg.sparql import run
    from kg.store import STORE_DIR, graph_file, load_store, store_path

    work = args.work or Path(tempfile.mkdtemp(prefix="kg-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    out = args.graph or work / "out"
    figures: dict = {"papers": args.papers}
    if not (out / "graph.nt").exists():
        from kg.build import build

        start = time.perf_counter()
        result = build([make_slice(args.papers, work)], out, skip_invalid=True, store="oxigraph")
        figures["build_s"] = round(time.perf_counter() - start, 1)
        figures["papers"] = result.papers
    nt = graph_file(out)
    figures["triples"] = sum(1 for _ in nt.open("rb"))
    database = store_path(out)
    if database is None:
        database = out / STORE_DIR
        start = time.perf_counter()
        load_store(nt, database)
        figures["oxigraph_bulk_load_s"] = round(time.perf_counter() - start, 2)

    rss0 = rss_mb()
    start = time.perf_counter()
    store = ox.Store.read_only(str(database))
    figures["oxigraph_open_s"] = round(time.perf_counter() - start, 3)
    queries = library()
    top_paper = store.query("PREFIX mlkg: <https://w3id.org/mlkg/ontology#> PREFIX rdfs: "
                            "<http://www.w3.org/2000/01/rdf-schema#> SELECT ?l (COUNT(?c) AS ?n) WHERE { "
                            "?p a mlkg:Paper ; rdfs:label ?l ; mlkg:uses ?c } GROUP BY ?l ORDER BY DESC(?n) LIMIT 1")
    paper = next(iter(top_paper))["l"].value  # the paper using the most entities
    params = {"paper": paper, "entity": "LoRA"}
    bindings = {name: {p.name: params[p.name] for p in q.params if p.name in params} for name, q in queries.items()}
    ox_times = {}
    for name, q in queries.items():
        seconds, result = timed(lambda q=q, name=name: run(store, q, bindings[name]), args.repeat)
        ox_times[name] = (seconds, len(result.rows))
    figures["oxigraph_rss_mb"] = round(rss_mb() - rss0, 1)

    rdf_times: dict[str, float | None] = {}
    if not args.skip_rdflib:
        from rdflib import Graph

        rss0 = rss_mb()
        start = time.perf_counter()
        graph = Graph().parse(nt, format="nt")
        figures["rdflib_parse_s"] = round(time.perf_counter() - start, 1)
        figures["rdflib_rss_mb"] = round(rss_mb() - rss0, 1)
        signal.signal(signal.SIGALRM, _alarm)
        for name, q in queries.items():
            signal.alarm(args.rdflib_timeout)
            try:
                seconds, _ = timed(lambda q=q, name=name: run(graph, q, bindings[name]), 1)
                rdf_times[name] = seconds
            except Timeout:
                rdf_times[name] = None
            finally:
                signal.alarm(0)
        del graph

    from kg.endpoint import Endpoint, Settings

    endpoint = Endpoint(database, Settings(port=0, timeout=30, workers=2)).start()
    latencies, errors = [], 0

    def one(i: int) -> None:
        nonlocal errors
        query = texts[i % len(texts)]
        start = time.perf_counter()
        try:
            data = urllib.parse.urlencode({"query": query}).encode()
            request = urllib.request.Request(endpoint.url, data=data, headers={
                "Accept": "application/sparql-results+json"})
            with urllib.request.urlopen(request, timeout=60) as response:
                response.read()
                if response.status != 200:
                    errors += 1
        except Exception:  # noqa: BLE001 - any failure counts as an error
            errors += 1
        latencies.append(time.perf_counter() - start)

    # The endpoint gets plain SPARQL: each named query whose parameters all have defaults, defaults bound.
    texts = [_with_defaults(q) for q in queries.values() if all(p.default for p in q.params)]
    start = time.perf_counter()
    with ThreadPoolExecutor(args.concurrency) as pool:
        list(pool.map(one, range(args.requests)))
    wall = time.perf_counter() - start
    endpoint.stop()
    latencies.sort()
    figures["endpoint"] = {"requests": args.requests, "concurrency": args.concurrency, "errors": errors,
                           "wall_s": round(wall, 2), "req_per_s": round(args.requests / wall, 1),
                           "median_ms": round(1000 * statistics.median(latencies), 1),
                           "p95_ms": round(1000 * latencies[int(0.95 * len(latencies)) - 1], 1)}
    figures["queries"] = {name: {"rows": rows, "oxigraph_ms": round(1000 * s, 2),
                                 "rdflib_ms": None if rdf_times.get(name) is None else round(1000 * rdf_times[name], 1)}
                          for name, (s, rows) in ox_times.items()}
    print(report(figures, args.rdflib_timeout, args.skip_rdflib))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return 0


def _with_defaults(query) -> str:
    """The query text with each parameter's default bound the way ``kg.query`` binds it (a VALUES block)."""
    from kg.sparql import bind_values

    return bind_values(query.text, query.bindings({}))


def report(f: dict, timeout: int, skip_rdflib: bool) -> str:
    lines = [f"## Query benchmark, N = {f['papers']} papers, {f['triples']} triples", ""]
    for key in ("build_s", "oxigraph_bulk_load_s", "oxigraph_open_s", "oxigraph_rss_mb", "rdflib_parse_s",
                "rdflib_rss_mb"):
        if key in f:
            lines.append(f"- {key}: {f[key]}")
    lines += ["", "| query | rows | Oxigraph median ms | rdflib ms | rdflib / Oxigraph |", "|---|---:|---:|---:|---:|"]
    for name, q in f["queries"].items():
        rd = q["rdflib_ms"]
        rd_text = "skipped" if skip_rdflib else (f"> {timeout * 1000}" if rd is None else f"{rd:.1f}")
        ratio = "" if skip_rdflib else (f"> {timeout * 1000 / max(q['oxigraph_ms'], 0.01):.0f}" if rd is None
                                        else f"{rd / max(q['oxigraph_ms'], 0.01):.0f}")
        lines.append(f"| {name} | {q['rows']} | {q['oxigraph_ms']:.1f} | {rd_text} | {ratio} |")
    oxs = sorted(q["oxigraph_ms"] for q in f["queries"].values())
    lines += ["", f"Oxigraph: median over queries {statistics.median(oxs):.1f} ms, slowest {oxs[-1]:.1f} ms.", "",
              "Endpoint: " + ", ".join(f"{k} {v}" for k, v in f["endpoint"].items())]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
