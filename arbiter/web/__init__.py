"""`arbiter serve`: the arbiter as a local web page, for a phone at the table.

Server-rendered pages over the same core as the command line (the interview, the rulings,
the partie sheet, the laws), forms that work without JavaScript, and a style sheet served
by the tool itself: nothing is fetched from outside. Starlette, uvicorn and Jinja2 come
with the extra `web` (`pip install 'arbiter[web]'`); `missing()` names what is not there.

- `security`: the secret token of `--lan` and the forms' CSRF tokens.
- `asking`: the interview replayed from the answers given so far, a question a screen.
- `pages`: the routes and what each page shows; `sheet` and `laws` the partie and the laws.
"""

from __future__ import annotations

import importlib.util

NEEDED = {"starlette": "starlette", "uvicorn": "uvicorn", "jinja2": "jinja2",
          "multipart": "python-multipart", "segno": "segno"}  # module: its package
INSTALL = "pip install 'arbiter[web]'"


def missing() -> list[str]:
    """The packages of the extra `web` that are not installed."""
    return [package for module, package in NEEDED.items()
            if importlib.util.find_spec(module) is None]
