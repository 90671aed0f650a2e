"""`arbiter score`: score complete deals, one or many, for people or as JSON Lines."""


import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from arbiter.cli.options import EditionOption, JsonFlag, VariantOption, with_variant

if TYPE_CHECKING:
    from arbiter.game.deal import Deal
    from arbiter.game.tally import DealScore

DealFiles = Annotated[
    list[Path],
    typer.Argument(
        help="Deal files (YAML): both hands after the exchange, optionally the cards dealt "
        "and the tricks as played.",
        metavar="DEAL.yaml...",
        show_default=False,
        # Path itself as the parser: typer builds one pydantic adapter for it, where for a
        # Path annotation it builds one for each file named (a batch of 1,000: ~80 ms).
        parser=Path,
    ),
]


CompareFlag = Annotated[
    bool, typer.Option("--compare", help="Each deal under every edition side by side: a row a "
                       "category, a column an edition, differences marked ≠.")
]


def score(files: DealFiles, edition: EditionOption = None, variant: VariantOption = None,
          compare: CompareFlag = False, json_output: JsonFlag = False) -> None:
    """Score one or more deals, in the order of reckoning, with the law for each score.

    With --json, one JSON object a line, one line a deal. With --compare, each deal under
    every edition side by side (--json: {"source", "editions": {EDITION: score or
    {"error"}}} a line)."""
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import load_deal

    if compare:
        if edition is not None or variant is not None:
            raise typer.BadParameter("--compare scores under every edition: leave out "
                                     "--edition and --variant", param_hint="'--compare'")
        score_compared(files, json_output)
        return
    edition = with_variant(edition, variant)
    # --edition is already an edition id: EditionOption resolves it as it is parsed.
    # Every file is read and scored before anything is printed, so a bad file stops the
    # batch with its one-line error and no partial output.
    if json_output:
        from arbiter.score.batch import score_many_lines

        sys.stdout.write("".join(line + "\n" for line in score_many_lines(list(files), edition)))
        return
    scored: list[tuple[str, Deal, DealScore]] = []
    for path in files:
        deal = load_deal(path, edition)
        scored.append((str(path), deal, score_deal(deal)))
    from arbiter.ui.scoring import show_scores

    show_scores(scored)


def score_compared(files: list[Path], json_output: bool) -> None:
    """Every file read and scored under each edition before anything is printed."""
    from arbiter.score.across import score_across

    found = [score_across(path) for path in files]
    if json_output:
        import json

        sys.stdout.write("".join(json.dumps(f.to_json(), ensure_ascii=False) + "\n"
                                 for f in found))
        return
    from arbiter.ui.across import show_across

    show_across(found)


def register(app: typer.Typer) -> None:
    app.command("score")(score)
