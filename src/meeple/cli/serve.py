"""``meeple serve``: the server of ARCHITECTURE.md ("Server") on uvicorn."""

from __future__ import annotations

import argparse
import gc
import sys
from typing import Any


def add_serve_command(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``serve`` to the ``meeple`` command's subparsers."""
    s = subparsers.add_parser("serve", help="serve tables to play over HTTP and WebSockets")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    s.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    s.add_argument("--db", default="sqlite:///meeple.db",
                   help="database URL: sqlite:///FILE (default sqlite:///meeple.db) or postgresql://...")
    s.add_argument("--test-seeds", action="store_true",
                   help="accept a known seed at table creation (for tests: a known seed reveals hidden cards)")
    s.add_argument("--bot-delay", type=float, default=0.5, help="seconds a bot waits before it plays (default 0.5)")
    s.set_defaults(func=cmd_serve)
    return s


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from ..server.app import BODY_LIMIT, build
    except ImportError as e:
        print(f"meeple serve needs the server extra (pip install 'meeple[server]'): {e}", file=sys.stderr)
        return 2
    if args.bot_delay < 0:
        print("meeple: error: --bot-delay must be 0 or more", file=sys.stderr)
        return 2
    try:
        app = build(args.db, test_seeds=args.test_seeds, bot_delay=args.bot_delay)
    except Exception as e:  # a bad URL or an unreachable database: one line, not a traceback
        print(f"meeple: error: cannot open the database {args.db}: {type(e).__name__}: "
              f"{str(e).strip().splitlines()[0] if str(e).strip() else ''}", file=sys.stderr)
        return 2
    print(f"meeple serve: http://{args.host}:{args.port} · database {args.db}"
          + (" · test seeds accepted" if args.test_seeds else ""), file=sys.stderr, flush=True)
    # the event loop, the store's writer and the bots' threads share the GIL: hand it over often, so that
    # a commit or a request never waits the default 5 ms behind a thinking bot
    sys.setswitchinterval(0.0005)
    # the games' data and the restored tables live as long as the server: keep them out of the
    # collector's way, and collect young objects less often (fewer pauses in the middle of a move)
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)
    # no per-message compression: it doubled a move's latency for documents of a few kilobytes
    uvicorn.run(app, host=args.host, port=args.port, ws_max_size=BODY_LIMIT, ws_per_message_deflate=False,
                log_level="warning")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run ``serve`` alone (``python -m meeple.cli.serve``), as ``meeple serve`` does."""
    parser = argparse.ArgumentParser(prog="meeple")
    add_serve_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
