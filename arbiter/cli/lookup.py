"""`arbiter editions` and `arbiter laws show|search|index`: looking up the editions and their
laws, and where the tool applies each."""


from typing import Annotated

import typer

from arbiter.cli.options import EditionOption, JsonFlag, VariantOption, emit_json, with_variant


def editions(variant: VariantOption = None, json_output: JsonFlag = False) -> None:
    """The four editions and what differs between them (pack, stock, exchange, point, game).

    With --variant: what the variant changes against its base, parameter by parameter, and
    the laws it adds or puts in place of the base's."""
    from arbiter.lawbook.editions import all_editions, describe
    from arbiter.variants.find import find_edition

    if variant is not None:
        from arbiter.variants.named import describe_variant

        changed = describe_variant(find_edition(with_variant(None, variant)))
        if json_output:
            emit_json(changed)
            return
        from arbiter.ui.laws import show_variant

        show_variant(changed)
        return
    from arbiter.lawbook.penalties import describe_penalties

    rows = [{**describe(edition), "penalties": describe_penalties(edition)}
            for edition in all_editions()]  # fmt: skip
    if json_output:
        emit_json(rows)
        return
    from arbiter.ui.laws import show_editions

    show_editions(rows)


def show(
    edition: Annotated[str, typer.Argument(help="Edition id or alias, e.g. portland-1882, 1651.")],
    law: Annotated[
        str | None,
        typer.Argument(help="Law id (14, XII.22, 59.IV, 71.note, sets) or a chapter (1651 XII); "
                       "without it, the edition's table of contents.", show_default=False),
    ] = None,
    variant: VariantOption = None,
    json_output: JsonFlag = False,
) -> None:
    """Show one law, a chapter, or an edition's table of contents (with --variant, the
    variant's own law of that id first, then its base's).

    Texts are shown for reading (page marks of the transcription dropped, emphasis in
    italics); --json gives them verbatim.
    """
    from arbiter.lawbook.casebook import SOURCE, casebook
    from arbiter.lawbook.editions import heading
    from arbiter.variants.find import find_edition

    chosen = find_edition(with_variant(edition, variant))
    if law is None:
        if json_output:
            emit_json([{"edition": chosen.id, "law": item.id, "heading": heading(item),
                        "opening": _opening(item.text)} for item in chosen.contents()])
            return
        from arbiter.ui.laws import show_contents

        show_contents(chosen)
        return
    chapter = chosen.chapter(law)
    if chapter:
        if json_output:
            emit_json({"edition": chosen.id, "law": law.strip().upper(), "text": None,
                       "title": chosen.title, "heading": heading(chapter[0]), "topics": [],
                       "parts": [item.citation() for item in chapter]})
            return
        from arbiter.ui.laws import show_chapter

        show_chapter(chosen, law.strip().upper(), chapter)
        return
    record = chosen.law(law)
    from arbiter.rulings.lawindex import law_use

    use = law_use(chosen, record)
    if json_output:
        parts = [child.citation() for child in chosen.children(record.id)]
        shown: dict[str, object] = {
            **record.citation(),
            "title": chosen.layer(record.edition).title,
            "topics": list(record.topics),
            "parts": parts,
            "applied_in": list(use.applied_in),
            "note": use.note,
        }
        case = casebook(chosen.root.id).get(record.id) if record.is_case else None
        if case is not None:  # a case of the casebook: what else it has
            shown["case"] = {"source": SOURCE, "title": case.title, "applies": list(case.applies),
                             "deciding": case.deciding, "disputed": case.disputed}
        if chosen.base is not None:  # under a variant: the law cited in its place, if any
            instead = chosen.cited(chosen.ref(record))
            shown["replaced_by"] = instead.citation() if instead != record else None
        emit_json(shown)
        return
    from arbiter.ui.laws import show_law

    show_law(chosen, record, use)


def index(
    edition: EditionOption = None,
    variant: VariantOption = None,
    json_output: JsonFlag = False,
) -> None:
    """Every law of an edition (of every edition, without --edition) and where the tool
    applies it: the incident kinds whose rulings cite it, the scoring, the partie, or a note
    saying why it settles no dispute.

    With --variant: the variant's own laws, then every law of its base, a law the variant
    replaces marked so (`replaced_by` in --json), with the law applied in its place.

    The uses are found by ruling every incident kind over every combination of its facts,
    and every shipped scenario, under the edition: once for each edition alone (shipped with
    the tool), afresh under a variant."""
    from arbiter.lawbook.editions import all_editions
    from arbiter.rulings.lawindex import law_index
    from arbiter.variants.find import find_edition

    edition = with_variant(edition, variant)
    chosen = [find_edition(edition)] if edition else all_editions()
    rows = {item.id: law_index(item) for item in chosen}
    if json_output:
        emit_json([use.to_json(variant=item.base is not None)
                   for item in chosen for use in rows[item.id]])  # fmt: skip
        return
    from arbiter.ui.laws import show_index

    show_index(rows)


def _opening(text: str, words: int = 12) -> str:
    """The first words of a law, for a table of contents."""
    from arbiter.lawbook.lawtext import plain

    found = plain(text).split()
    return " ".join(found[:words]) + (" …" if len(found) > words else "")


def search(
    words: Annotated[list[str], typer.Argument(
        help="Words to look for, or a question: thirteen cards; what does 1651 say about the "
        "ruff.")],
    edition: EditionOption = None,
    variant: VariantOption = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=1, max=1000, help="How many laws at most (1-1000).")
    ] = 10,
    json_output: JsonFlag = False,
) -> None:
    """Search the laws by words or a question, period spellings included.

    Every word (or a synonym) must be found; a question's own words are dropped, and an
    edition it names limits the search to it (--edition overrides). The law that defines a
    word comes first; the editions take turns. With --variant: the variant's laws and its
    base's.
    """
    from arbiter.lawbook.search import MARK_CLOSE, MARK_OPEN
    from arbiter.lawbook.search import search as run_search
    from arbiter.variants.find import find_edition

    query = " ".join(words)
    edition = with_variant(edition, variant)
    chosen = [find_edition(edition)] if edition else None
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
    from arbiter.cli.group import ArbiterGroup

    app.command("editions")(editions)
    laws = typer.Typer(
        cls=ArbiterGroup, help="Look up the laws: by id, or by words.", no_args_is_help=True
    )
    laws.command("show")(show)
    laws.command("search")(search)
    laws.command("index")(index)
    app.add_typer(laws, name="laws")
