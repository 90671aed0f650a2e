"""Who may use the page, and that a form was sent by the page itself.

With `--lan` the server carries a secret token: the address printed with it (`?t=TOKEN`)
is the only way in. The first request with it sets a cookie and is sent on to the same page
without the token in its address; any request with neither the token nor the cookie is
refused with 403, the style sheet too. On 127.0.0.1 there is no token.

Every browser gets a session cookie; a form carries a CSRF token derived from it (an HMAC
under the server's secret), and a POST whose token is not that one is refused with 403.
The session also holds the one-off notes a page shows after a form is sent.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlencode

from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

TOKEN_COOKIE = "arbiter_token"
SESSION_COOKIE = "arbiter_session"
REFUSED = ("403 Forbidden: open the address `arbiter serve --lan` printed (with its "
           "token), or scan its QR code.\n")
STALE = "403 Forbidden: this form is out of date (the server was restarted?): reload the page."
KEPT_NOTES = 1000  # sessions whose notes are kept; the oldest go first


def new_token() -> str:
    return secrets.token_urlsafe(16)


class Guard(BaseHTTPMiddleware):
    """The token of `--lan` (none: every request passes), and the session cookie."""

    def __init__(self, app: Any, token: str | None, secret: bytes) -> None:
        super().__init__(app)
        self.token = token
        self.secret = secret

    async def dispatch(self, request: Request,
                       call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        if self.token is not None:
            given = request.query_params.get("t")
            if given is not None and _same(given, self.token):
                return self._enter(request)
            if not _same(request.cookies.get(TOKEN_COOKIE, ""), self.token):
                return PlainTextResponse(REFUSED, status_code=403)
        sid = request.cookies.get(SESSION_COOKIE)
        fresh = sid is None or len(sid) != 32
        request.state.sid = secrets.token_hex(16) if fresh else sid
        request.state.csrf = csrf_token(self.secret, request.state.sid)
        response = await call_next(request)
        if fresh:
            response.set_cookie(SESSION_COOKIE, request.state.sid, httponly=True,
                                samesite="strict")
        return response

    def _enter(self, request: Request) -> Response:
        """The token in the address: the cookie set, and on to the page without it."""
        rest = [(k, v) for k, v in request.query_params.multi_items() if k != "t"]
        target = request.url.path + (f"?{urlencode(rest)}" if rest else "")
        response = RedirectResponse(target, status_code=303)
        assert self.token is not None
        response.set_cookie(TOKEN_COOKIE, self.token, httponly=True, samesite="strict")
        return response


def _same(given: str, wanted: str) -> bool:
    return hmac.compare_digest(given.encode(), wanted.encode())


def csrf_token(secret: bytes, sid: str) -> str:
    return hmac.new(secret, sid.encode(), hashlib.sha256).hexdigest()[:32]


async def checked_form(request: Request) -> FormData:
    """A POST's form, once its CSRF token is the session's: else 403."""
    form = await request.form()
    given = form.get("csrf")
    if not isinstance(given, str) or not _same(given, request.state.csrf):
        raise HTTPException(403, STALE)
    return form


class Notes:
    """What a page says once after a form was sent ('Recorded deal 3'), by session."""

    def __init__(self) -> None:
        self.held: OrderedDict[str, list[tuple[str, str]]] = OrderedDict()

    def add(self, request: Request, tone: str, text: str) -> None:
        self.held.setdefault(request.state.sid, []).append((tone, text))
        self.held.move_to_end(request.state.sid)
        while len(self.held) > KEPT_NOTES:
            self.held.popitem(last=False)

    def take(self, request: Request) -> list[tuple[str, str]]:
        return self.held.pop(request.state.sid, [])
