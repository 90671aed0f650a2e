"""`arbiter editions` and `arbiter laws show|search`: looking up the editions and their laws."""


from typing import Annotated

import typer

from arbiter.cli import EditionOption, JsonFlag, emit_json


def editions(json_output: JsonFlag = False) -> None:
    """The four editions and what differs between them (pack, stock, exchange, point, game)."""
    from arbiter.editions import all_editions, describe

    rows = [describe(edition) for edition in all_editions()]
    if json_output:
        emit_json(rows)
        return
    from arbiter.ui.laws import show_editions

    show_editions(rows)


def show(
    edition: Annotated[str, typer.Argument(help="Edition id or alias, e.g. portland-1882, 1651.")],
    law: Annotated[str, typer.Argument(help="Law id, e.g. 14, XII.22, 59.IV, 71.note, sets.")],
    json_output: JsonFlag = False,
) -> None:
    """Show the verbatim text of one law."""
    from arbiter.editions import find_edition

    chosen = find_edition(edition)
    record = chosen.law(law)
    if json_output:
        parts = [child.citation() for child in chosen.children(record.id)]
        emit_json(
            {
                **record.citation(),
                "title": chosen.title,
                "topics": list(record.topics),
                "parts": parts,
            }
        )
        return
    from arbiter.ui.laws import show_law

    show_law(chosen, record.id)


def search(
    words: Annotated[list[str], typer.Argument(help="Words to look for, e.g. thirteen cards.")],
    edition: EditionOption = None,
    limit: Annotated[int, typer.Option("--limit", "-n", help="How many laws at most.")] = 10,
    json_output: JsonFlag = False,
) -> None:
    """Search the laws of every edition (or one) by words, period spellings included."""
    from arbiter.editions import all_editions, find_edition
    from arbiter.search import MARK_CLOSE, MARK_OPEN
    from arbiter.search import search as run_search

    query = " ".join(words)
    chosen = [find_edition(edition)] if edition else all_editions()
    hits = run_search(query, chosen, limit)
    if json_output:
        rows: list[dict[str, object]] = []
        for hit in hits:
            passage = hit.passage.replace(MARK_OPEN, "").replace(MARK_CLOSE, "")
            rows.append({**hit.law.citation(), "score": round(hit.score, 3), "passage": passage})
        emit_json(rows)
        return
    from arbiter.ui.laws import show_hits

    show_hits(query, hits)


def register(app: typer.Typer) -> None:
    from arbiter.cli import ArbiterGroup

    app.command("editions")(editions)
    laws = typer.Typer(
        cls=ArbiterGroup, help="Look up the laws: by id, or by words.", no_args_is_help=True
    )
    laws.command("show")(show)
    laws.command("search")(search)
    app.add_typer(laws, name="laws")
