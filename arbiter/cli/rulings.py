"""`arbiter rule`, `arbiter compare` and `arbiter check`: rulings on incidents, side by side
under several editions, and the scenario checker."""


import sys
from pathlib import Path
from typing import Annotated

import typer

from arbiter.cli.options import (
    EXIT_BAD_INPUT,
    EXIT_FAILURE,
    EditionOption,
    JsonFlag,
    VariantOption,
    complete_variant,
    emit_json,
    with_variant,
)

IncidentArgument = Annotated[
    Path, typer.Argument(help="Incident file (YAML; - reads standard input): see "
                         "`arbiter kinds`.", show_default=False)
]
FullFlag = Annotated[
    bool, typer.Option("--full", help="Add the laws' complete texts, why, and the notes.")
]


def rule(incident: IncidentArgument, edition: EditionOption = None,
         variant: VariantOption = None, full: FullFlag = False,
         json_output: JsonFlag = False) -> None:
    """Rule on one incident, quoting the law.

    The edition is --edition, else the file's `edition:`, else portland-1882; --variant lays
    a variant over it (over its own base when --edition is not given). The answer fits a
    24-line terminal: the decision, what happens next, and the deciding words of the law;
    --full adds the laws in full and the notes.
    """
    from arbiter.rulings import choose_edition, load_incident
    from arbiter.rulings import rule as rule_on

    overlaid = with_variant(edition, variant)
    loaded = load_incident(incident)
    chosen = choose_edition(loaded, overlaid)
    ruling = rule_on(loaded.case, chosen)
    if json_output:
        emit_json(ruling.to_json())
        return
    from arbiter.ui.rulings import show_ruling

    show_ruling(ruling, chosen, loaded.spec.title, full)


def compare(
    incident: IncidentArgument,
    editions: Annotated[
        str | None,
        typer.Option("--editions", help="Editions to compare, comma-separated ids or aliases, "
                     "variants too (1882,1882+au-cent; default: all four).", show_default=False),
    ] = None,
    variant: Annotated[
        str | None,
        typer.Option("--variant", help="A variant (built-in name or file) to rule under beside "
                     "the editions, on its own base.", show_default=False,
                     autocompletion=complete_variant),
    ] = None,
    full: FullFlag = False,
    json_output: JsonFlag = False,
) -> None:
    """Rule on one incident under several editions, side by side.

    Rows that rule differently from the default edition are marked ≠; a score dispute's
    table shows the deal's totals under each edition; --full adds the laws and notes. With
    --json: an object with `baseline`, `rulings` (a list of rulings),
    `differ_from_baseline` and `skipped`.
    """
    from arbiter.errors import InputError
    from arbiter.rulings import compare as compare_on
    from arbiter.rulings import load_incident
    from arbiter.variants.find import find_edition

    beside = [find_edition(with_variant(None, variant))] if variant else []
    loaded = load_incident(incident)
    chosen = None
    if editions is not None:
        names = [name.strip() for name in editions.split(",") if name.strip()]
        if not names:
            raise InputError("--editions names no edition", hint="e.g. --editions 1651,1882")
        try:
            chosen = list({found.id: found for found in map(find_edition, names)}.values())
        except InputError as error:
            raise typer.BadParameter(error.line(), param_hint="'--editions'") from None
    comparison = compare_on(loaded, chosen, beside)
    for edition, reason in comparison.skipped:
        print(f"Note: {edition} left out: {reason}", file=sys.stderr)
    if json_output:
        emit_json(comparison.to_json())
        return
    from arbiter.score.answers import claims, scored_totals
    from arbiter.ui.comparison import show_comparison

    show_comparison(comparison, scored_totals(loaded.case, comparison), claims(loaded.case), full)


def check(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(help="Scenario files or folders (default: the shipped scenarios).",
                       show_default=False),
    ] = None,
    json_output: JsonFlag = False,
) -> None:
    """Check scenario files (incidents with an `expect:` block) against the rulings.

    Reports each mismatch; exit 1 if any ruling differs from what a scenario expects, 2 if a
    file cannot be read.
    """
    from arbiter.rulings.check import check_paths, scenarios_dir

    results = check_paths(paths or [scenarios_dir()])
    if json_output:
        emit_json({
            "files": len(results),
            "passed": sum(r.passed for r in results),
            "failed": sum(bool(r.mismatches) for r in results),
            "errors": sum(r.error is not None for r in results),
            "skipped": sum(r.skipped is not None for r in results),
            "results": [r.to_json() for r in results],
        })  # fmt: skip
    else:
        from arbiter.ui.rulings import show_check

        show_check(results)
    for result in results:
        if result.error:
            print(f"Error: {result.error}", file=sys.stderr)
    if any(r.error for r in results):
        raise typer.Exit(EXIT_BAD_INPUT)
    if any(r.mismatches for r in results):
        raise typer.Exit(EXIT_FAILURE)


def register(app: typer.Typer) -> None:
    app.command("rule")(rule)
    app.command("compare")(compare)
    app.command("check")(check)
