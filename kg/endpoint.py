"""``kg serve``: a read-only SPARQL 1.1 Protocol endpoint over an Oxigraph store.

A standard-library ``ThreadingHTTPServer`` speaks the protocol (GET and POST queries, content negotiation,
CORS, read-only refusals, request and result limits); a small pool of worker processes
(``kg.endpoint_worker``) runs the queries on the store opened read-only. A query that exceeds the time limit
gets a 503 and its worker is killed and replaced, which a thread cannot do (pyoxigraph has no query
cancellation). Oxigraph's own server (``oxigraph serve-read-only``) has read-only mode, CORS and a timeout,
but no result-size limit, and it reports a timeout inside a 200 response that was already streaming.
"""
from __future__ import annotations

import json
import queue
import select
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from .errors import QueryError

PATHS = ("/sparql", "/query", "/")
MAX_REQUEST_BYTES = 1_000_000


@dataclass(frozen=True)
class Settings:
    """Options of ``kg serve``."""

    host: str = "127.0.0.1"
    port: int = 7878
    timeout: float = 10.0
    max_rows: int = 100_000
    workers: int = 2


class Worker:
    """One ``kg.endpoint_worker`` process on the store."""

    def __init__(self, store: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "kg.endpoint_worker", str(store)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, query: str, accept: list[str], max_rows: int, timeout: float) -> tuple[int, str, bytes] | None:
        """The worker's answer, or None if it took longer than ``timeout`` seconds (the worker is then dead)."""
        request = json.dumps({"query": query, "accept": accept, "max_rows": max_rows}).encode() + b"\n"
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(request)
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            self.stop()
            return None
        header = self.process.stdout.readline()
        if not header:
            raise OSError("query worker exited")
        meta = json.loads(header)
        return meta["status"], meta["type"], self.process.stdout.read(meta["length"])

    def stop(self) -> None:
        """Kill the process and reap it."""
        self.process.kill()
        self.process.wait()


class Pool:
    """Idle workers in a queue; a request borrows one and gives it back, or replaces it if it was killed."""

    def __init__(self, store: Path, size: int) -> None:
        self.store = store
        self.idle: queue.Queue[Worker] = queue.Queue()
        self.all: list[Worker] = []
        self.lock = threading.Lock()
        for _ in range(max(1, size)):
            self._spawn()

    def _spawn(self) -> None:
        worker = Worker(self.store)
        with self.lock:
            self.all.append(worker)
        self.idle.put(worker)

    def run(self, query: str, accept: list[str], settings: Settings) -> tuple[int, str, bytes]:
        started = time.monotonic()
        try:
            worker = self.idle.get(timeout=settings.timeout)
        except queue.Empty:
            return 503, "text/plain", b"All query workers are busy; try again.\n"
        left = max(0.01, settings.timeout - (time.monotonic() - started))
        try:
            answer = worker.ask(query, accept, settings.max_rows, left)
        except (OSError, ValueError) as error:
            answer = (500, "text/plain", f"Query worker failed: {error}\n".encode())
            worker.stop()
        if worker.process.poll() is None:
            self.idle.put(worker)
        else:
            with self.lock:
                self.all.remove(worker)
            self._spawn()
        if answer is None:
            return 503, "text/plain", (f"The query took longer than {settings.timeout:g} s, this endpoint's "
                                       f"time limit, and was stopped.\n").encode()
        return answer

    def close(self) -> None:
        with self.lock:
            workers, self.all = self.all, []
        for worker in workers:
            worker.stop()


def parse_accept(header: str | None) -> list[str]:
    """Media types of an Accept header, best first (q=0 dropped, order kept among equals).

    >>> parse_accept("text/csv;q=0.5, application/sparql-results+json, */*;q=0.1")
    ['application/sparql-results+json', 'text/csv', '*/*']
    """
    ranked = []
    for index, part in enumerate((header or "").split(",")):
        media, *options = [p.strip() for p in part.split(";")]
        q = 1.0
        for option in options:
            if option.startswith("q="):
                try:
                    q = float(option[2:])
                except ValueError:
                    q = 0.0
        if media and q > 0:
            ranked.append((-q, index, media.lower()))
    return [media for _, _, media in sorted(ranked)]


class _Handler(BaseHTTPRequestHandler):
    server_version = "kg-sparql"
    pool: Pool
    settings: Settings

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass

    def _send(self, status: int, media: str, body: bytes) -> None:
        self.send_response(status)
        charset = "; charset=utf-8" if media.startswith("text/") or "json" in media or "xml" in media else ""
        self.send_header("Content-Type", media + charset)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Vary", "Accept")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status: int, message: str) -> None:
        self._send(status, "text/plain", (message + "\n").encode())

    def do_OPTIONS(self) -> None:  # noqa: N802 - stdlib naming
        self.send_response(204)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
        self.send_header("Access-Control-Allow-Headers", self.headers.get("Access-Control-Request-Headers")
                         or "Content-Type, Accept")
        self.send_header("Access-Control-Max-Age", "86400")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _route(self) -> str | None:
        path = urlsplit(self.path).path.rstrip("/") or "/"
        if path == "/update":
            self._error(403, "This endpoint is read-only: SPARQL Update is refused.")
            return None
        if path not in PATHS:
            self._error(404, f"No such resource {path}; the SPARQL endpoint is /sparql.")
            return None
        return path

    def do_GET(self) -> None:  # noqa: N802
        if self._route() is None:
            return
        params = parse_qs(urlsplit(self.path).query)
        if "update" in params:
            return self._error(403, "This endpoint is read-only: SPARQL Update is refused.")
        if "query" not in params:
            return self._error(400, "Missing 'query' parameter. Send ?query=SELECT... (GET) or POST a query "
                                    "(application/sparql-query or form-encoded).")
        self._query(params["query"][0])

    def do_POST(self) -> None:  # noqa: N802
        if self._route() is None:
            return
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_REQUEST_BYTES:
            return self._error(413, f"Request body larger than {MAX_REQUEST_BYTES} bytes.")
        body = self.rfile.read(length).decode("utf-8", errors="replace")
        media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if media == "application/sparql-update":
            return self._error(403, "This endpoint is read-only: SPARQL Update is refused.")
        if media == "application/sparql-query":
            return self._query(body)
        if media == "application/x-www-form-urlencoded":
            params = parse_qs(body)
            if "update" in params:
                return self._error(403, "This endpoint is read-only: SPARQL Update is refused.")
            if "query" in params:
                return self._query(params["query"][0])
            return self._error(400, "Missing 'query' form field.")
        self._error(415, "POST a query as application/sparql-query or application/x-www-form-urlencoded.")

    def _query(self, text: str) -> None:
        accept = parse_accept(self.headers.get("Accept"))
        status, media, body = self.pool.run(text, accept, self.settings)
        self._send(status, media, body)


class Endpoint:
    """A running endpoint: ``start()`` serves in a background thread, ``stop()`` shuts everything down."""

    def __init__(self, store: str | Path, settings: Settings = Settings()) -> None:
        self.settings = settings
        self.pool = Pool(Path(store), settings.workers)
        handler = type("Handler", (_Handler,), {"pool": self.pool, "settings": settings})
        try:
            self.server = ThreadingHTTPServer((settings.host, settings.port), handler)
        except OSError as error:
            self.pool.close()
            raise QueryError(f"cannot listen on {settings.host}:{settings.port} ({error.strerror})") from error
        self.server.daemon_threads = True
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The query URL, e.g. ``http://127.0.0.1:7878/sparql``."""
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}/sparql"

    def serve_forever(self) -> None:
        """Serve until interrupted, then stop the workers."""
        try:
            self.server.serve_forever()
        finally:
            self.stop()

    def start(self) -> Endpoint:
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        if self.thread is not None:
            self.server.shutdown()
            self.thread.join()
            self.thread = None
        self.server.server_close()
        self.pool.close()
