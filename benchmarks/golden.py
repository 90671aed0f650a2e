"""The golden master: everything the tool can rule or score, printed and digested.

Run it before and after a move (`python benchmarks/golden.py`); a move keeps the digest; an
intended change is its own commit that lists its golden diff (`--out DIR` writes each part to
a file, to diff two runs with `diff -r`: each line begins with the name of the entry it
is of, so that the diff names what moved).

It drives the tool as a user does, through the command line (in process, for speed), and
reads nothing of its internals (the tellings it rules are the agreement property's, as
files), so it survives the refactor it guards:

- `laws index --json` for every edition and every built-in variant;
- `check --json` over `scenarios/`;
- `score --json` over `examples/deals/` under each edition the file allows, and over a
  thousand deals made here from a seed (shuffled, dealt, exchanged and played to the rules
  every edition shares);
- a sweep of every incident kind that `kinds --json` describes by fields: a sample of the
  combinations of its fields' values (the counts around each edition's own), ruled by
  `compare --json` (every edition) and by `rule --json` under each built-in variant;
- every incident file (`scenarios/`, `examples/incidents/`), short or told, ruled by
  `compare --json` under every edition and every built-in variant on its base (`CHAINS`),
  whatever the edition the file names or expects; and the deal files of `examples/deals/`
  (their incidents ruled) scored by `score --json` under each of them;
- the tellings of the agreement property (`tests/test_agreement.py`'s `SHORT_KINDS`: each
  short kind a telling can state, told step by step) ruled the same way.

Paths are written relative to the repository's root (it runs there), so that the digest is
the same in every checkout.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import itertools
import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("royall-1651", "cotton-1674", "portland-1882", "miller-sca")
VARIANTS = ("four-deal-partie", "first-word-stands", "au-cent", "au-cent-fours",
            "au-cent-low-cards")  # fmt: skip
COMBINATIONS = 48  # at most this many combinations of one kind's fields
# how `kinds --json` says a field is a bool ("true or false"): a kind with one was left out
# of the sweep while only "yes or no" was known here
YES_OR_NO = ("yes or no", "true or false")
DEALS = 1000
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")
# every edition, and each built-in variant on its own base, as `compare --editions` names them
CHAINS = (*EDITIONS, "portland-1882+four-deal-partie", "royall-1651+first-word-stands",
          "portland-1882+au-cent", "portland-1882+au-cent+au-cent-fours",
          "portland-1882+au-cent+au-cent-low-cards")  # fmt: skip
# ruled under its own editions only (by `check`): nobody knows its count nor its moment, and
# the branches of the two under all nine take over a minute, more than the rest of the run
SLOW = ("scenarios/faced-card/unknown-count-and-moment.yaml",)


def run(*args: str, stdin: str | None = None) -> str:
    """What the command prints, and its exit code, as one text: as `CliRunner.invoke` gives
    them, with the command built once (typer builds it afresh at each invoke, which took two
    thirds of the run)."""
    with CliRunner().isolation(input=stdin) as (stdout, stderr, _):
        try:
            _command().main(args=list(args), prog_name="arbiter")
            code: object = 0
        except SystemExit as stop:
            code = stop.code or 0
        except Exception:  # what `invoke` makes of it: exit 1, no traceback
            code = 1
        sys.stdout.flush()
        sys.stderr.flush()
        return f"exit {code}\n{_text(stdout)}{_text(stderr)}"


def _text(stream: Any) -> str:
    return str(stream.getvalue().decode("utf-8", "replace").replace("\r\n", "\n"))


@functools.cache
def _command() -> Any:
    from typer.main import get_command

    from arbiter.cli import app

    return get_command(app)


def laws_index() -> Iterator[tuple[str, str]]:
    for edition in EDITIONS:
        yield f"index {edition}", run("laws", "index", "--edition", edition, "--json")
    for variant in VARIANTS:
        yield f"index +{variant}", run("laws", "index", "--variant", variant, "--json")


def scenarios() -> Iterator[tuple[str, str]]:
    yield "check scenarios", run("check", "scenarios", "--json")


def example_deals() -> Iterator[tuple[str, str]]:
    for path in sorted(Path("examples/deals").glob("*.yaml")):
        yield f"score {path.name}", run("score", str(path), "--json")


def incidents_everywhere() -> Iterator[tuple[str, str]]:
    """Every incident file under every edition and variant: the told ones too, which the
    sweep of the kinds' fields does not reach, under editions other than their file's."""
    files = [*sorted(Path("scenarios").rglob("*.yaml")),
             *sorted(Path("examples/incidents").glob("*.yaml"))]  # fmt: skip
    for path in files:
        if path.as_posix() not in SLOW:
            yield f"file {path.parent.name} {path.name}", compare(str(path))


def deals_everywhere() -> Iterator[tuple[str, str]]:
    """The deal files, their incidents ruled and their scores, under every edition and
    variant (a file's own edition is overridden)."""
    for path in sorted(Path("examples/deals").glob("*.yaml")):
        for chain in CHAINS:
            yield f"deal {chain} {path.name}", run(
                "score", str(path), "--edition", chain, "--json")


def tellings() -> Iterator[tuple[str, str]]:
    """The agreement property's tellings, each short kind's told as its property tells it,
    under every edition and variant."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tests.test_agreement import SHORT_KINDS

    for kind, (tell, shorts) in SHORT_KINDS.items():
        for short in shorts:
            told = tell(short)
            if told is None:
                continue
            told_kind, steps, rest = told
            incident = {"kind": told_kind, "steps": steps, **rest}
            fields = json.dumps({k: v for k, v in short.items() if k != "kind"}, sort_keys=True)
            text = json.dumps({"incident": incident}, indent=1)  # YAML, and written 8x faster
            yield f"told {kind} {fields}", compare("-", stdin=text)


def compare(path: str, stdin: str | None = None) -> str:
    """`compare --json` under every edition and variant (`CHAINS`); where it refuses the
    file (one edition's pack cannot hold a hand, say), `rule --json` under each in turn."""
    compared = run("compare", path, "--json", "--editions", ",".join(CHAINS), stdin=stdin)
    if compared.startswith("exit 0\n"):
        return compared
    return compared + "".join(
        run("rule", path, "--edition", chain, "--json", stdin=stdin) for chain in CHAINS)


def random_deals(editions: dict[str, dict[str, Any]]) -> Iterator[tuple[str, str]]:
    rng = random.Random(1882)
    for number in range(DEALS):
        edition = editions[EDITIONS[number % len(EDITIONS)]]
        text = yaml.safe_dump(_deal(edition, rng), sort_keys=False)
        yield f"score random {number}", run("score", "-", "--json", stdin=text)


def _deal(edition: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal deal under the edition: dealt, exchanged within its limits, played out."""
    ranks = RANKS[: RANKS.index(edition["lowest_rank"]) + 1]
    pack = [rank + suit for rank in ranks for suit in "SHDC"]
    rng.shuffle(pack)
    size = edition["hand"]
    elder, younger, stock = pack[:size], pack[size : 2 * size], pack[2 * size :]
    most = min(edition["exchange"]["elder_max"], len(stock) - 1)
    took = rng.randint(1, most)
    elder_discard = rng.sample(elder, took)
    elder_hand = [c for c in elder if c not in elder_discard] + stock[:took]
    left = stock[took:]
    younger_most = edition["exchange"]["younger_max"] or len(left)
    younger_took = rng.randint(1, min(younger_most, len(left)))
    younger_discard = rng.sample(younger, younger_took)
    younger_hand = [c for c in younger if c not in younger_discard] + left[:younger_took]
    return {
        "edition": edition["id"],
        "elder": {"dealt": elder, "discard": elder_discard, "hand": elder_hand},
        "younger": {"dealt": younger, "discard": younger_discard, "hand": younger_hand},
        "tricks": _play(list(elder_hand), list(younger_hand), rng),
    }


def _play(elder: list[str], younger: list[str], rng: random.Random) -> list[list[str]]:
    """Tricks played with suit followed when able; the winner of a trick leads to the next."""
    hands = {"elder": elder, "younger": younger}
    leader, tricks = "elder", []
    while hands["elder"]:
        follower = "younger" if leader == "elder" else "elder"
        led = rng.choice(hands[leader])
        same = [c for c in hands[follower] if c[-1] == led[-1]]
        played = rng.choice(same or hands[follower])
        hands[leader].remove(led)
        hands[follower].remove(played)
        card = {leader: led, follower: played}
        tricks.append([card[leader], card[follower]])
        wins = played[-1] == led[-1] and RANKS.index(played[:-1]) < RANKS.index(led[:-1])
        leader = follower if wins else leader
    return tricks


def sweep(kinds: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    for kind in kinds:
        fields = kind["fields"]
        if not fields or any(not _is_sweepable(f) for f in fields):
            continue  # told step by step, or a whole deal: the scenarios cover those
        for number, values in enumerate(_combinations(kind["kind"], fields)):
            incident = {"kind": kind["kind"]} | {
                f["name"]: v for f, v in zip(fields, values, strict=True) if v is not None}
            text = yaml.safe_dump({"incident": incident}, sort_keys=False)
            name = f"{kind['kind']} {number} {json.dumps(incident, sort_keys=True)}"
            yield f"compare {name}", run("compare", "-", "--json", stdin=text)
            for variant in VARIANTS:
                yield f"rule +{variant} {name}", run(
                    "rule", "-", "--variant", variant, "--json", stdin=text)


def _is_sweepable(field: dict[str, Any]) -> bool:
    return bool(field["values"]) or field["expects"] in ("a whole number", *YES_OR_NO)


def _combinations(kind: str, fields: list[dict[str, Any]]) -> Iterator[tuple[Any, ...]]:
    choices = [_values(f) for f in fields]
    every = list(itertools.product(*choices))
    if len(every) > COMBINATIONS:
        every = random.Random(kind).sample(every, COMBINATIONS)
    yield from every


def _values(field: dict[str, Any]) -> list[Any]:
    if field["values"]:
        found: list[Any] = [v["value"] for v in field["values"]]
    elif field["expects"] in YES_OR_NO:
        found = [False, True]
    elif field["name"] in ("elder", "younger"):
        found = [11, 12, 13, 14]
    elif field["name"] == "stock":
        found = [7, 8, 9, 12]
    else:
        found = [1, 2, 3, 5]
    return found if field["required"] else [None, *found]


def parts() -> Iterator[tuple[str, str]]:
    editions = {e["id"]: e for e in json.loads(run("editions", "--json").split("\n", 1)[1])}
    kinds = json.loads(run("kinds", "--json").split("\n", 1)[1])
    yield from laws_index()
    yield from scenarios()
    yield from example_deals()
    yield from random_deals(editions)
    yield from sweep(kinds)
    yield from incidents_everywhere()
    yield from deals_everywhere()
    yield from tellings()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write each part's output to this folder")
    args = parser.parse_args()
    out = args.out.resolve() if args.out else None
    os.chdir(ROOT)  # paths as the repository names them, the same in every checkout
    digest = hashlib.sha256()
    sections: dict[str, hashlib._Hash] = {}
    for name, output in parts():
        digest.update(f"{name}\n{output}\n".encode())
        section = name.split(" ", 2)[0] + " " + name.split(" ", 2)[1]
        if section not in sections and out:
            out.mkdir(parents=True, exist_ok=True)
            (out / _file_name(section)).write_text("")  # afresh, not after an earlier run's
        sections.setdefault(section, hashlib.sha256()).update(output.encode())
        if out:
            with (out / _file_name(section)).open("a") as part:  # a line, its entry's name
                part.writelines(f"{name}\t{line}\n" for line in output.splitlines())
    for section, hashed in sorted(sections.items()):
        print(f"{hashed.hexdigest()[:16]}  {section}", file=sys.stderr)
    print(digest.hexdigest())


def _file_name(section: str) -> str:
    return section.replace(" ", "_").replace("/", "_") + ".txt"


if __name__ == "__main__":
    main()
