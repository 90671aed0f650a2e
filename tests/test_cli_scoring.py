"""`arbiter score`: exit codes, the human table, --json shape and JSON Lines, bad deals."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import run as run_at

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "deals"
KEYS = ["blanche", "point", "sequences", "sets", "repique", "pique", "play", "cards", "capot",
        "total"]  # fmt: skip


run = partial(run_at, columns=160)  # the tables as a wide terminal shows them


def write(tmp_path: Path, data: dict[str, Any], name: str = "deal.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((EXAMPLES / f"{name}.yaml").read_text("utf-8"))
    return data


def test_score_json_has_exactly_the_spec_shape() -> None:
    result = run("score", EXAMPLES / "royall-1651-pique.yaml", "--json")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    # The SPEC's keys, then the penalties applied (second round: none here)
    assert list(data) == ["edition", "elder", "younger", "events", "penalties"]
    assert data["penalties"] == []
    assert data["edition"] == "royall-1651"
    assert list(data["elder"]) == KEYS and list(data["younger"]) == KEYS
    assert data["elder"]["pique"] == 30 and data["elder"]["total"] == 66
    assert data["younger"]["total"] == 7
    assert data["events"][3] == {
        "category": "pique", "player": "elder", "points": 30, "elder_total": 60,
        "younger_total": 0, "law": "XI.2",
    }  # fmt: skip
    assert all(list(event) == ["category", "player", "points", "elder_total",
                               "younger_total", "law"] for event in data["events"])  # fmt: skip


def test_several_files_give_json_lines_in_order() -> None:
    files = sorted(EXAMPLES.glob("*.yaml"))
    assert len(files) >= 8
    result = run("score", "--json", *files)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == len(files)
    editions = [json.loads(line)["edition"] for line in lines]
    assert editions == [example(path.stem)["edition"] for path in files]


def test_edition_option_overrides_the_file(tmp_path: Path) -> None:
    result = run("score", EXAMPLES / "cotton-1674-blanches.yaml", "--json", "--edition", "1651")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["edition"] == "royall-1651"
    assert data["events"][0] == {"category": "blanche", "player": "younger", "points": 10,
                                 "elder_total": 0, "younger_total": 10, "law": "V"}  # fmt: skip
    miller = json.loads(run("score", EXAMPLES / "cotton-1674-blanches.yaml", "--json",
                            "-e", "MILLER").stdout)  # fmt: skip
    assert miller["edition"] == "miller-sca"
    assert miller["elder"]["blanche"] == miller["younger"]["blanche"] == 0


def test_human_output_shows_hands_declarations_and_call_outs() -> None:
    result = run("score", EXAMPLES / "royall-1651-repique-capot.yaml")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "A♠ K♠ Q♠ J♠ 10♠ 9♠" in out
    assert "sixième major in spades and tierce major in hearts" in out
    assert "point of six in spades, 60" in out
    assert "quatorze of aces and trio of kings" in out
    assert "Repique!" in out and "Capot!" in out and "Pique!" not in out
    assert "154" in out and "XI.4" in out


def test_human_output_for_several_deals_names_each_file() -> None:
    files = [EXAMPLES / "portland-1882-pique.yaml", EXAMPLES / "miller-sca-capot.yaml"]
    result = run("score", *files)
    assert result.exit_code == 0
    for path in files:
        assert path.name in result.stdout
    assert "Pique!" in result.stdout and "Capot!" in result.stdout


# --- bad deals: exit 2, one line naming the file and the field -----------------------------


def capot_deal() -> dict[str, Any]:
    return example("portland-1882-capot")


def short_hand(data: dict[str, Any]) -> None:
    data["elder"]["hand"] = data["elder"]["hand"][:11]
    data["tricks"] = []


def six_in_1882(data: dict[str, Any]) -> None:
    data["elder"]["hand"][11] = "6C"
    data["tricks"] = []


def duplicate(data: dict[str, Any]) -> None:
    data["younger"]["hand"][11] = "KC"
    data["tricks"] = []


def revoke(data: dict[str, Any]) -> None:
    data["tricks"][1] = ["KS", "7D"]  # the younger still holds the nine of spades


def not_in_hand(data: dict[str, Any]) -> None:
    data["tricks"][0] = ["AS", "7S"]  # the seven of spades is in no hand


def not_a_card(data: dict[str, Any]) -> None:
    data["younger"]["hand"][0] = "ZZ"


@pytest.mark.parametrize(
    ("spoil", "field", "words"),
    [
        (short_hand, "elder.hand", "holds 11 cards"),
        (six_in_1882, "elder.hand[11]", "not in the 32-card pack"),
        (duplicate, "younger.hand[11]", "KC"),
        (revoke, "tricks[1][1]", "revoke"),
        (not_in_hand, "tricks[0][1]", "not in his hand"),
        (not_a_card, "younger.hand[0]", "not a card"),
    ],
)
def test_bad_deal_exits_2_with_one_line(tmp_path: Path, spoil: Any, field: str, words: str) -> None:
    data = capot_deal()
    spoil(data)
    path = write(tmp_path, data, "bad.yaml")
    result = run("score", path, "--json")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert str(path) in lines[0] and field in lines[0] and words in lines[0]
    assert "Traceback" not in result.output


def test_one_bad_file_in_a_batch_stops_it_before_any_output(tmp_path: Path) -> None:
    good = EXAMPLES / "portland-1882-pique.yaml"
    data = capot_deal()
    revoke(data)
    bad = write(tmp_path, data, "bad.yaml")
    result = run("score", "--json", good, bad, good)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "bad.yaml" in result.stderr


def test_missing_file_and_unknown_edition_exit_2(tmp_path: Path) -> None:
    missing = run("score", tmp_path / "nowhere.yaml")
    assert missing.exit_code == 2 and "nowhere.yaml" in missing.stderr
    unknown = run("score", EXAMPLES / "portland-1882-pique.yaml", "--edition", "1999")
    assert unknown.exit_code == 2 and "unknown edition" in unknown.stderr
    assert run("score").exit_code == 2



def test_a_deal_file_named_with_an_escape_sequence_is_headed_safely(tmp_path: Path) -> None:
    path = tmp_path / "deal\x1b[2J.yaml"
    path.write_text((EXAMPLES / "portland-1882-pique.yaml").read_text(encoding="utf-8"))
    result = run("score", path)
    assert result.exit_code == 0
    assert "\x1b[2J" not in result.stdout and "deal\\x1b[2J.yaml" in result.stdout


# --- score --compare: one deal under every edition ------------------------------------------

EDITION_IDS = ["royall-1651", "cotton-1674", "portland-1882", "miller-sca"]


def test_compare_json_gives_each_edition_its_own_score_object() -> None:
    path = EXAMPLES / "portland-1882-pique.yaml"
    result = run("score", "--compare", "--json", path)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data) == ["source", "editions"] and data["source"] == str(path)
    assert list(data["editions"]) == EDITION_IDS
    for edition, scored in data["editions"].items():
        alone = json.loads(run("score", "--json", "--edition", edition, path).stdout)
        assert scored == alone  # the same object `score --edition E --json` prints
    assert data["editions"]["portland-1882"]["elder"]["pique"] == 30
    assert data["editions"]["miller-sca"]["elder"]["pique"] == 0  # Miller has no pique


def test_compare_says_why_an_edition_cannot_play_the_deal() -> None:
    path = EXAMPLES / "royall-1651-pique.yaml"  # holds sixes: no 1882 deal
    data = json.loads(run("score", "--compare", "--json", path).stdout)
    why = data["editions"]["portland-1882"]
    assert list(why) == ["error"] and "6D is not in the 32-card pack" in why["error"]
    assert data["editions"]["royall-1651"]["elder"]["total"] == 66
    result = run_at("score", "--compare", path, columns=80)
    screen = result.stdout.splitlines()
    assert len(screen) <= 24 and max(map(len, screen)) <= 80
    header = next(line for line in screen if "portland-1882" in line)
    column = header.index("portland-1882")
    down = " ".join(line[column:column + 13].strip() for line in screen[2:12])
    assert "6D is not in the 32-card pack" in " ".join(down.split())


def test_compare_table_marks_the_rows_that_differ_and_fits_80_columns() -> None:
    result = run_at("score", "--compare", EXAMPLES / "portland-1882-pique.yaml", columns=80)
    assert result.exit_code == 0, result.output
    screen = result.stdout.splitlines()
    assert len(screen) <= 24 and max(map(len, screen)) <= 80
    rows = {line[1:].split()[0]: line for line in screen if line[1:].split()[:1]}
    assert rows["pique"].startswith("≠") and rows["pique"].split()[-4:] == [
        "0–0", "0–0", "30–0", "0–0"]
    assert not rows["point"].startswith("≠")
    assert rows["total"].startswith("≠") and "78–4" in rows["total"]


def test_compare_refuses_an_edition_and_a_deal_no_edition_can_play(tmp_path: Path) -> None:
    path = EXAMPLES / "portland-1882-pique.yaml"
    refused = run("score", "--compare", "--edition", "1651", path)
    assert refused.exit_code == 2 and "--compare" in refused.stderr
    bad = example("portland-1882-pique")
    bad["elder"]["hand"][0] = "XS"
    broken = run("score", "--compare", write(tmp_path, bad))
    assert broken.exit_code == 2 and "deal.yaml:" in broken.stderr
    assert "Traceback" not in broken.output


def test_a_deal_from_standard_input_is_headed_standard_input() -> None:
    text = (EXAMPLES / "cotton-1674-blanches.yaml").read_text("utf-8")
    result = run_at("score", "-", stdin=text, columns=80)
    assert result.exit_code == 0, result.output
    first = result.output.splitlines()[0]
    assert first.startswith("standard input · ") and not first.startswith("- ")
