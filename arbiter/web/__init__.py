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

NEEDED = ("starlette", "uvicorn", "jinja2", "multipart", "segno")
INSTALL = "pip install 'arbiter[web]'"


def missing() -> list[str]:
    """The libraries of the extra `web` that are not installed."""
    return [name for name in NEEDED if importlib.util.find_spec(name) is None]
