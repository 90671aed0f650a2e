"""The `arbiter` command line: a thin layer that parses arguments, calls the core, and renders.

Each area of commands lives in its own module and registers itself on `app` (`app.py`, which
pauses the garbage collector while typer and the commands load). Errors from the core
(`ArbiterError`) become one line on stderr and exit status 2; anything else exits 1 with a
short message, or a traceback with `--debug` (`group.py`). The options the commands share
are in `options.py`. Rich is imported only to render for people.

The command modules do not use `from __future__ import annotations`: typer reads every
command's signature at each start, and would evaluate each string annotation there.

The package only re-exports: its modules import one another, never the package.
"""

from arbiter.cli.app import app, main

__all__ = ["app", "main"]
