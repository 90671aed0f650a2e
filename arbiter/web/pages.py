"""The routes of the web page and what each shows: the interview and its ruling, the
comparison across editions and the incident's file; the partie sheet and its forms; the
laws. Every form is a POST carrying the session's CSRF token, answered by a redirect to the
page it changed (so a reload never sends it twice)."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from arbiter.errors import ArbiterError
from arbiter.web.asking import Asked, file_name, incident_file, page_words, replay
from arbiter.web.security import Guard, Notes, checked_form
from arbiter.web.views import comparison_rows, law_html, ruling_words, suits

HERE = Path(__file__).parent
LOCAL_NAMES = ["127.0.0.1", "localhost"]  # the names the page answers to without --lan


@dataclass(frozen=True)
class Served:
    """What the server was started with: the one sheet it reads and writes (if any), the
    edition asked under (None: the sheet's, else the default), and `--lan`'s token."""

    sheet: Path | None = None
    edition: str | None = None
    token: str | None = None


def page_templates() -> Jinja2Templates:
    """The pages' templates, with the words they say a ruling in."""
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    templates.env.filters["suits"] = suits
    templates.env.filters["law"] = law_html
    templates.env.filters["page"] = page_words
    templates.env.globals.update(ruling_words())
    return templates


def make_app(served: Served) -> Starlette:
    notes = Notes()
    site = Site(served, page_templates(), notes)
    routes = [
        Route("/", site.home),
        Route("/ask", site.ask, methods=["GET"]),
        Route("/ask", site.answer, methods=["POST"]),
        Route("/ask/incident.yaml", site.download),
        Route("/partie", site.partie),
        Route("/partie/new", site.new, methods=["POST"]),
        Route("/partie/record", site.record, methods=["POST"]),
        Route("/partie/undo", site.undo, methods=["POST"]),
        Route("/partie/amend/{number:int}", site.amend_form, methods=["GET"]),
        Route("/partie/amend/{number:int}", site.amend, methods=["POST"]),
        Route("/laws", site.laws),
        Route("/laws/search", site.search),
        Route("/laws/find", site.find),
        Route("/laws/{edition}", site.contents),
        Route("/laws/{edition}/{law:path}", site.law),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    guards = [Middleware(Guard, token=served.token, secret=secrets.token_bytes(32))]
    if served.token is None:  # this machine only: a page from elsewhere renamed to reach it
        guards.insert(0, Middleware(TrustedHostMiddleware, allowed_hosts=LOCAL_NAMES))
    app = Starlette(routes=routes, middleware=guards,
                    exception_handlers={ArbiterError: site.trouble})
    app.state.served = served
    return app


class Site:
    """The pages, over the server's sheet and edition."""

    def __init__(self, served: Served, templates: Jinja2Templates, notes: Notes) -> None:
        self.served = served
        self.templates = templates
        self.notes = notes

    def page(self, request: Request, name: str, status: int = 200, **context: Any) -> Response:
        context.update(csrf=request.state.csrf, notes=self.notes.take(request),
                       sheet_name=self.served.sheet.name if self.served.sheet else None)
        return self.templates.TemplateResponse(request, name, context, status_code=status)

    def edition(self) -> Any:
        """The edition asked under: --edition (and --variant), else the sheet's, else the
        default."""
        from arbiter.variants.find import find_edition

        if self.served.edition is None and self.served.sheet and self.served.sheet.exists():
            from arbiter.sheet.file import load_sheet

            return load_sheet(self.served.sheet).edition
        return find_edition(self.served.edition)

    async def trouble(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, ArbiterError)
        return self.page(request, "trouble.html", 400, message=error.line())

    async def home(self, request: Request) -> Response:
        return self.page(request, "home.html", edition=self.edition())

    # --- the interview ---------------------------------------------------------------------

    def offered(self) -> list[Any]:
        """The editions a dispute may be asked under: the server's first, then the others."""
        from arbiter.lawbook.editions import all_editions

        first = self.edition()
        return [first, *(e for e in all_editions() if e.id != first.id)]

    def _under(self, chosen: str | None) -> Any:
        """The edition a page's `e` names, one of those offered (never a file's name); the
        server's when none."""
        if not chosen:
            return self.edition()
        offered = {edition.id: edition for edition in self.offered()}
        if chosen not in offered:
            from arbiter.errors import InputError

            raise InputError(f"{chosen!r} is not an edition offered here",
                             hint=", ".join(offered))
        return offered[chosen]

    def _asked(self, request: Request, then: str | None) -> Asked:
        chosen = request.query_params.get("e")
        return replay(self._under(chosen), request.query_params.getlist("a"), then)

    async def ask(self, request: Request) -> Response:
        chosen = request.query_params.get("e") or None
        asked = await run_in_threadpool(self._asked, request, request.query_params.get("then"))
        if asked.question is not None:
            back = _ask_url(asked.answers[:-1], asked.then, chosen) if asked.answers else None
            return self.page(request, "question.html", asked=asked, q=asked.question,
                             back=back, edition=asked.edition, chosen=chosen,
                             offered=self.offered())
        assert asked.ruling is not None
        links = {then: _ask_url(asked.answers, then, chosen) for then in ("compare", "save")}
        compared = await run_in_threadpool(_compared, asked) if asked.then == "compare" else None
        whole = asked.loaded is not None or (await run_in_threadpool(
            replay, asked.edition, asked.answers, "save")).question is None
        return self.page(request, "ruling.html", asked=asked, r=asked.ruling, links=links,
                         whole=whole, compared=compared, edition=asked.edition,
                         download=_ask_url(asked.answers, None, chosen, "/ask/incident.yaml"),
                         restart=_ask_url(asked.answers[:-1], None, chosen))

    async def answer(self, request: Request) -> Response:
        form = await checked_form(request)
        answers = [str(a) for a in form.getlist("a")]
        answers.append("" if form.get("blank") else str(form.get("answer", "")))
        then, chosen = form.get("then"), form.get("e")
        return RedirectResponse(_ask_url(answers, str(then) if then else None,
                                         str(chosen) if chosen else None), 303)

    async def download(self, request: Request) -> Response:
        chosen = request.query_params.get("e") or None
        asked = await run_in_threadpool(self._asked, request, "save")
        if asked.question is not None:  # the file needs facts the ruling did not
            return RedirectResponse(_ask_url(asked.answers, "save", chosen), 303)
        text = await run_in_threadpool(incident_file, asked)
        return PlainTextResponse(text, media_type="application/yaml", headers={
            "Content-Disposition": f'attachment; filename="{file_name(asked)}"'})

    # --- the partie sheet ------------------------------------------------------------------

    def _sheet_path(self) -> Path:
        if self.served.sheet is None:
            raise HTTPException(404, "no sheet: start the server with one, "
                                "e.g. `arbiter serve partie.yaml`")
        return self.served.sheet

    async def partie(self, request: Request) -> Response:
        from arbiter.web.sheet import sheet_view

        path = self.served.sheet
        if path is None or not path.exists():
            return self.page(request, "partie_new.html", path=path, edition=self.edition(),
                             typed=request.query_params)
        from arbiter.sheet.file import load_sheet

        sheet = await run_in_threadpool(load_sheet, path)
        return self.page(request, "partie.html", s=sheet_view(sheet),
                         edition=sheet.edition, typed=request.query_params)

    async def _change(self, request: Request, action: Callable[[Path], str],
                      typed: Mapping[str, Any] | None = None) -> Response:  # fmt: skip
        """Run a change of the sheet (the form read in it too); what it says, or why it
        could not be, is shown once on the sheet's page, where a change refused keeps what
        was `typed` in its form."""
        from arbiter.files.safefile import SafeFileError

        try:
            said = await run_in_threadpool(action, self._sheet_path())
            self.notes.add(request, "good", said)
        except (ArbiterError, SafeFileError) as error:
            self.notes.add(request, "bad", _problem(error))
            kept = {name: str(value) for name, value in (typed or {}).items() if value}
            return RedirectResponse("/partie" + (f"?{urlencode(kept)}" if kept else ""), 303)
        return RedirectResponse("/partie", 303)

    async def new(self, request: Request) -> Response:
        from arbiter.web.sheet import start

        form = await checked_form(request)
        players = [str(form.get("first", "")), str(form.get("second", ""))]
        return await self._change(request, lambda path: start(
            path, self.served.edition, players, _number(form.get("set"), "the set")),
            {name: form.get(name) for name in ("first", "second", "set")})

    async def record(self, request: Request) -> Response:
        from arbiter.web.sheet import record

        form = await checked_form(request)
        return await self._change(request, lambda path: record(
            path, *_scores(form), _number(form.get("expected"), "the deal")),
            {name: form.get(name) for name in ("elder", "younger")})

    async def undo(self, request: Request) -> Response:
        from arbiter.web.sheet import undo

        form = await checked_form(request)
        return await self._change(request, lambda path: undo(path, str(form.get("seen", ""))))

    async def amend_form(self, request: Request) -> Response:
        from arbiter.sheet.file import load_sheet
        from arbiter.web.sheet import sheet_view

        sheet = await run_in_threadpool(load_sheet, self._sheet_path())
        number = request.path_params["number"]
        deal = next((d for d in sheet.deals if d.number == number), None)
        if deal is None:
            raise HTTPException(404, f"there is no deal {number} on the sheet")
        return self.page(request, "amend.html", s=sheet_view(sheet), deal=deal,
                         younger=sheet.other(deal.elder), edition=sheet.edition)

    async def amend(self, request: Request) -> Response:
        from arbiter.web.sheet import amend

        form = await checked_form(request)
        number = request.path_params["number"]
        return await self._change(request, lambda path: amend(path, number, *_scores(form)))

    # --- the laws --------------------------------------------------------------------------

    async def laws(self, request: Request) -> Response:
        from arbiter.lawbook.editions import all_editions

        return self.page(request, "laws.html", editions=all_editions(), edition=self.edition())

    async def find(self, request: Request) -> Response:
        edition = request.query_params.get("e", "")
        law = request.query_params.get("law", "").strip()
        target = f"/laws/{edition}/{law}" if law else f"/laws/{edition}"
        return RedirectResponse(target, 303)

    async def search(self, request: Request) -> Response:
        from arbiter.lawbook.search import MARK_CLOSE, MARK_OPEN
        from arbiter.lawbook.search import search as run_search
        from arbiter.variants.find import find_edition

        words = request.query_params.get("q", "").strip()
        chosen = request.query_params.get("e") or None
        editions = [find_edition(chosen)] if chosen else None
        hits = await run_in_threadpool(run_search, words, editions, 20) if words else []
        found = [(hit.law, _marked(hit.passage, MARK_OPEN, MARK_CLOSE)) for hit in hits]
        return self.page(request, "search.html", words=words, found=found, chosen=chosen,
                         edition=self.edition())

    async def contents(self, request: Request) -> Response:
        from arbiter.lawbook.editions import heading
        from arbiter.lawbook.lawtext import plain
        from arbiter.variants.find import find_edition

        chosen = find_edition(request.path_params["edition"])
        rows = [(heading(law), law.id, " ".join(plain(law.text).split()[:12]))
                for law in chosen.contents()]
        return self.page(request, "contents.html", chosen=chosen, rows=rows, edition=chosen)

    async def law(self, request: Request) -> Response:
        from arbiter.lawbook.editions import heading
        from arbiter.variants.find import find_edition

        chosen = find_edition(request.path_params["edition"])
        name = request.path_params["law"]
        chapter = chosen.chapter(name)
        if chapter:
            parts = [(law.id, law_html(law.text)) for law in chapter]
            return self.page(request, "law.html", chosen=chosen, title=f"Chapter {name}",
                             heading=heading(chapter[0]), parts=parts, edition=chosen)
        record = chosen.law(name)
        parts = [(record.id, law_html(record.text))] + [
            (child.id, law_html(child.text)) for child in chosen.children(record.id)]
        title = record.id if record.id.lower().startswith("case") else f"Law {record.id}"
        return self.page(request, "law.html", chosen=chosen, title=title,
                         heading=chosen.section_of(record.id), parts=parts, edition=chosen)


def _ask_url(answers: Any, then: str | None, edition: str | None,
             path: str = "/ask") -> str:
    """The address of the interview after `answers`, under `edition` (None: the server's)."""
    query = ([("e", edition)] if edition else []) + [("a", a) for a in answers] + (
        [("then", then)] if then else [])
    return path + (f"?{urlencode(query)}" if query else "")


def _compared(asked: Asked) -> dict[str, Any]:
    from arbiter.rulings import compare
    from arbiter.score.answers import claims, scored_totals

    beside = [asked.edition] if asked.edition.base is not None else None
    comparison = compare(asked.loaded, beside=beside)
    if any(ruling.edition == asked.edition.id for ruling in comparison.rulings):
        comparison = comparison._replace(baseline=asked.edition.id)
    totals = scored_totals(asked.loaded.case, comparison)
    return {"c": comparison, "rows": comparison_rows(comparison, totals),
            "claimed": claims(asked.loaded.case)}


def _problem(error: Exception) -> str:
    """Why a change could not be made, in a line: about the sheet (the page's only file),
    without its path unless a line of it is at fault."""
    if not isinstance(error, ArbiterError):
        return str(error)
    if error.where.line is not None:
        return error.line()
    return error.message + (f" ({error.hint})" if error.hint else "")


def _number(value: Any, what: str) -> int | None:
    """A whole number from a form field; None when it is left empty."""
    text = str(value or "").strip()
    if not text:
        return None
    if not text.isdigit():
        from arbiter.errors import InputError

        raise InputError(f"{what}: {text!r} is not a whole number of 0 or more")
    return int(text)


def _scores(form: Any) -> tuple[int, int, str | None]:
    """The elder's and the younger's scores of a deal form, and who reached the set first
    (a set game, when both pass it)."""
    from arbiter.errors import InputError

    elder, younger = _number(form.get("elder"), "elder"), _number(form.get("younger"), "younger")
    if elder is None or younger is None:
        raise InputError("give both scores, the elder's and the younger's")
    first = str(form.get("first") or "").strip() or None
    return elder, younger, first


def _marked(passage: str, opening: str, closing: str) -> Any:
    from markupsafe import Markup

    from arbiter.lawbook.lawtext import plain

    shown = suits(plain(passage).replace(closing, opening))
    parts = str(shown).split(opening)
    return Markup("".join(f"<mark>{p}</mark>" if i % 2 else p for i, p in enumerate(parts)))
