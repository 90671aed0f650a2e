"""`arbiter ask` from a script (one answer a line, through CliRunner) and from a terminal (a
pseudo-terminal): the disputes of issue 17 each settled in one pass, files saved whole or not
at all, Ctrl-C and the end of input leaving nothing behind."""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arbiter.cli import app

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()
TIMEOUT = 10.0  # seconds: the longest any wait on a terminal may take


def ask(*args: str, answers: list[str], cwd: Path | None = None) -> Any:
    text = "".join(f"{line}\n" for line in answers)
    return runner.invoke(app, ["ask", *args], input=text, env={"COLUMNS": "80"})


def rule_json(path: Path, *args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["rule", str(path), "--json", *args])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


# --- the disputes of issue 17, each in one pass ----------------------------------------------

DEAL = ROOT / "examples/deals/portland-1882-pique.yaml"
DISPUTES = {  # in the order asked, or each answer naming its field
    "a faced card": (["1", "faced-card", "stock", "exchange", "1"], "fresh-deal"),
    "a thirteen-card hand": (["cutting and dealing", "wrong-card-count", "elder: 13",
                              "younger: 12", "stock: 7", "discovered: after-taking-up"],
                             "option"),
    "a wrong reply": (["the calling", "wrong-reply", "player: younger", "what: point",
                       "reply: good", "discovered: declaring"], "rectify"),
    "a forgotten quatorze": (["the calling", "declaration-omitted", "player: elder",
                              "what: set", "discovered: after-first-lead"], "rectify"),
    "a score dispute": (["kind: score-dispute", f"deal: {DEAL}", "claimed.elder: 70",
                         "claimed.younger: 4", "discovered: after-play"], "rectify"),
}


@pytest.mark.parametrize("name", DISPUTES)
def test_a_dispute_is_settled_in_one_pass(name: str, tmp_path: Path) -> None:
    typed, decision = DISPUTES[name]
    saved = tmp_path / "told.yaml"
    result = ask("--save", str(saved), answers=[*typed, "no"])
    assert result.exit_code == 0, result.output
    assert "--full" in result.stdout  # the short answer, on stdout
    assert len(result.stdout.splitlines()) <= 24
    assert rule_json(saved)["decision"] == decision
    assert f"Saved {saved}" in result.stderr


def test_the_score_disputes_answer_shows_the_true_totals() -> None:
    result = ask(answers=DISPUTES["a score dispute"][0])
    assert "The score is put right: elder 78, younger 4." in result.stdout


def test_questions_go_to_stderr_with_the_answers_taken() -> None:
    result = ask(answers=["faced-card", "pack", "dealing", "2"])
    assert result.exit_code == 0
    assert "Where was the faced card found?\n> pack" in result.stderr
    assert "When did it come to light?" in result.stderr
    assert "Where was" not in result.stdout


def test_a_silent_edition_asks_nothing_more() -> None:
    result = ask("--edition", "miller", answers=["faced-card"])
    assert result.exit_code == 0
    assert "Where was" not in result.stderr and "no law on it" in result.stdout


def test_compare_asks_what_the_other_editions_read_then_shows_the_table(tmp_path: Path) -> None:
    """Miller is silent on a faced card: nothing more is asked until the compare; then each
    edition's law asks what it reads (a script names its fields: the order is the laws')."""
    result = ask("--edition", "miller", answers=["faced-card", "yes", "where: pack", "count: 1",
                                                 "discovered: dealing"])
    assert result.exit_code == 0, result.output
    assert "≠ portland-1882" in result.stdout or "= portland-1882" in result.stdout
    assert "What decides it under royall-1651" in result.stderr


def test_a_saved_file_rules_as_the_answer_did(tmp_path: Path) -> None:
    saved = tmp_path / "faced.yaml"
    result = ask("-e", "1651", answers=["faced-card", "dealing", "pack", "2", "no",
                                        str(saved)])
    assert result.exit_code == 0, result.output
    ruling = rule_json(saved)
    assert (ruling["edition"], ruling["decision"]) == ("royall-1651", "fresh-deal")
    assert saved.read_text().startswith("# Told to `arbiter ask`")


def test_an_existing_file_is_replaced_only_if_the_player_says_so(tmp_path: Path) -> None:
    saved = tmp_path / "faced.yaml"
    saved.write_text("mine\n")
    typed = ["faced-card", "pack", "dealing", "1", "no", str(saved)]
    assert ask(answers=[*typed, "no"]).exit_code == 0
    assert saved.read_text() == "mine\n"
    assert ask(answers=[*typed, "yes"]).exit_code == 0
    assert rule_json(saved)["decision"] == "fresh-deal"


def test_a_wrong_answer_in_a_script_is_bad_input_naming_its_line(tmp_path: Path) -> None:
    saved = tmp_path / "never.yaml"
    result = ask("--save", str(saved), answers=["faced-card", "stok"])
    assert result.exit_code == 2
    assert "Error: <stdin>:2: 'stok' is not one of the answers (did you mean 'stock'?)" \
        in result.stderr
    assert not saved.exists()


def test_the_end_of_a_script_before_the_ruling_saves_nothing(tmp_path: Path) -> None:
    saved = tmp_path / "never.yaml"
    result = ask("--save", str(saved), answers=["faced-card", "pack"])
    assert result.exit_code == 2
    assert "standard input ended before this was answered" in result.stderr
    assert not saved.exists() and list(tmp_path.iterdir()) == []


def test_a_script_may_name_the_field_each_line_answers() -> None:
    result = ask("-e", "1651", answers=["kind: faced-card", "count: 2", "discovered: dealing",
                                        "where: pack", "wher: stock"])
    assert result.exit_code == 0, result.output
    assert "Fresh deal" in result.stdout
    assert "Note: <stdin>:5: no question was asked about 'wher'" in result.stderr


def test_a_script_may_answer_what_is_known_of_a_hand_by_its_field(tmp_path: Path) -> None:
    """Dispute (c) of issue 25, the elder's hand known in part: the fourth queen not his."""
    target = tmp_path / "c.yaml"
    result = ask("--save", str(target), answers=[
        "kind: calling", "steps[0]: elder trio Q", "steps[1]: good", "steps[2]: tricks 2",
        "steps[3]: ", "steps[2].cards: ", "elder: / QC", "elder.held: QS QH", "younger: ",
        "steps[1].holding: ", "elder.holds.QD: no"])
    assert result.exit_code == 0, result.output
    assert "Did the elder hold QD after the exchange?" in result.stderr
    ruled = rule_json(target)
    assert ruled["decision"] == "penalty" and ruled["citations"][0]["law"] == "54"


def test_an_impossible_answer_in_a_script_is_bad_input() -> None:
    result = ask(answers=["faced-card", "stock", "exchange", "9"])  # a stock of eight
    assert result.exit_code == 2
    assert "<stdin>:4" in result.stderr and "holds 8" in result.stderr


def test_save_into_a_missing_folder_is_refused_before_asking(tmp_path: Path) -> None:
    result = ask("--save", str(tmp_path / "no" / "such.yaml"), answers=[])
    assert result.exit_code == 2 and "there is no folder" in result.stderr


def test_ask_deal_writes_a_deal_file_that_scores(tmp_path: Path) -> None:
    import yaml

    deal = yaml.safe_load(DEAL.read_text())
    typed = [" ".join(deal["elder"]["hand"]), " ".join(deal["younger"]["hand"]), "no",
             *(" ".join(trick) for trick in deal["tricks"])]
    saved = tmp_path / "deal.yaml"
    result = ask("--deal", "--save", str(saved), answers=typed)
    assert result.exit_code == 0, result.output
    scored = runner.invoke(app, ["score", str(saved), "--json"])
    assert json.loads(scored.stdout)["elder"]["total"] == 78
    printed = ask("--deal", answers=[*typed[:3], typed[3], ""])  # not saved: printed
    assert printed.stdout.startswith("# Told to `arbiter ask --deal`")
    assert "tricks:\n- [AS, 7H]\n" in printed.stdout


# --- in a terminal -------------------------------------------------------------------------


class Terminal:
    """`arbiter ask` in a pseudo-terminal of 80 columns, typed at as a player would. Every
    wait has a deadline, and the `terminal` fixture kills the command if a test ends with
    it still running, so a failed expectation never leaves a child for the run to wait on."""

    def __init__(self, *args: str, cwd: Path) -> None:
        import pty

        env = {**os.environ, "COLUMNS": "80", "LINES": "24", "TERM": "xterm",
               "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the command itself
            os.chdir(cwd)
            os.execvpe(sys.executable, [sys.executable, "-m", "arbiter", "ask", *args], env)
        self.seen = ""
        self.status: int | None = None

    def _read(self, deadline: float) -> str | None:
        """What the command writes next, "" once it is gone, None at the deadline."""
        ready, _, _ = select.select([self.fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            return None
        try:
            return os.read(self.fd, 4096).decode("utf-8", "replace").replace("\r\n", "\n")
        except OSError:  # the command is gone
            return ""

    def expect(self, pattern: str, timeout: float = TIMEOUT) -> str:
        """Read until `pattern` (a regular expression) is on the screen."""
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.seen):
            chunk = self._read(deadline)
            if chunk is None:
                raise AssertionError(f"no {pattern!r} within {timeout} s in:\n{self.seen}")
            if not chunk:
                raise AssertionError(f"ended before {pattern!r}:\n{self.seen}")
            self.seen += chunk
        return self.seen

    def type(self, line: str) -> None:
        os.write(self.fd, (line + "\r").encode())

    def key(self, control: bytes, until: str, timeout: float = TIMEOUT) -> str:
        """A control key (Ctrl-C, Ctrl-D) at the prompt, pressed again every half second
        until `until` shows: pressed while the terminal switches to line editing, it can be
        dropped, and a loaded machine makes that moment late."""
        deadline = time.monotonic() + timeout
        while True:
            os.write(self.fd, control)
            try:
                return self.expect(until, timeout=min(0.5, max(0.0, deadline - time.monotonic())))
            except AssertionError as error:
                if time.monotonic() >= deadline or str(error).startswith("ended before"):
                    raise

    def wait(self, timeout: float = TIMEOUT) -> int:
        """The command's exit status, once it ends (within `timeout`)."""
        deadline = time.monotonic() + timeout
        while True:
            chunk = self._read(deadline)
            if chunk is None:
                raise AssertionError(f"still running after {timeout} s:\n{self.seen}")
            if not chunk:
                break
            self.seen += chunk
        _, status = os.waitpid(self.pid, 0)
        self.status = os.waitstatus_to_exitcode(status)
        return self.status

    def close(self) -> None:
        """Kill the command if it is still running, and let go of its terminal."""
        if self.status is None:
            import signal

            with contextlib.suppress(ProcessLookupError, ChildProcessError):
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
        with contextlib.suppress(OSError):
            os.close(self.fd)


Start = Callable[..., Terminal]


@pytest.fixture
def terminal() -> Iterator[Start]:
    """Start `arbiter ask ARGS` in a pseudo-terminal: `terminal(*args, cwd=folder)`."""
    started: list[Terminal] = []

    def start(*args: str, cwd: Path) -> Terminal:
        started.append(Terminal(*args, cwd=cwd))
        return started[-1]

    yield start
    for term in started:
        term.close()


def test_in_a_terminal_the_choices_are_offered_and_a_wrong_answer_asked_again(
        terminal: Start, tmp_path: Path) -> None:
    term = terminal("--save", "faced.yaml", cwd=tmp_path)
    term.expect(r"1  cutting and dealing\n\s+2  carte blanche")
    term.type("1")
    term.expect(r"faced-card\s+A card found face up")
    term.type("faced-card")
    term.expect(r"1  pack\s+in the pack, while the cards were dealt")
    term.type("stok")
    term.expect(r"'stok' is not one of the answers \(did you mean 'stock'\?\)")
    term.type("2")
    term.expect(r"When did it come to light\?")
    term.type("exchange")
    term.expect(r"How many cards were found faced\?")
    term.type("9")
    term.expect(r"That cannot be: 9 faced cards cannot be found in the stock")
    term.type("1")
    term.expect(r"Compare the rulings of every edition\?")
    screen = term.seen
    assert "Fresh deal · faced-card · portland-1882" in screen
    term.type("")
    term.expect(r"Saved faced.yaml")
    assert term.wait() == 0
    assert rule_json(tmp_path / "faced.yaml")["decision"] == "fresh-deal"


def test_in_a_terminal_ctrl_c_leaves_nothing_behind(terminal: Start, tmp_path: Path) -> None:
    term = terminal("--save", "faced.yaml", cwd=tmp_path)
    term.expect(r"> ")
    term.type("faced-card")
    term.expect(r"Where was the faced card found\?(.|\n)*> ")
    term.key(b"\x03", until=r"Stopped: nothing was saved")  # Ctrl-C
    assert term.wait() == 130
    assert list(tmp_path.iterdir()) == []


def test_in_a_terminal_the_end_of_input_stops_too(terminal: Start, tmp_path: Path) -> None:
    term = terminal("--save", "faced.yaml", cwd=tmp_path)
    term.expect(r"> ")
    term.key(b"\x04", until=r"Stopped: nothing was saved")  # Ctrl-D
    assert term.wait() == 1
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_a_long_step_menu_keeps_its_question_on_a_24_line_screen(
        terminal: Start, tmp_path: Path) -> None:
    """The exchange's step menu: from its question to the prompt, within 24 lines (a line a
    choice when they would wrap past it), so the player sees which step he is telling."""
    term = terminal("--edition", "1882", cwd=tmp_path)
    # Each answer typed at its prompt, not before it: an answer typed while the question is
    # still being written is echoed into the middle of its lines (a line past 80 columns).
    term.expect(r"What part of the game[^>]*> ")
    term.type("3")
    term.expect(r"What happened\?[^>]*> ")
    term.type("exchange")
    term.expect(r"No\. 1 \(press Enter[^>]*> ")
    term.type("discard")  # the first discard is the elder's: not asked
    term.expect(r"How many cards, or which\?[^>]*> ")
    term.type("3")
    screen = term.expect(r"No\. 2 \(press Enter[^>]*> ")
    visible = screen.splitlines()[-24:]  # what a 24-line terminal shows at the prompt
    menu = visible[[n for n, line in enumerate(visible) if "What was said" in line][-1]:]
    choices = [line for line in menu if re.match(r"\s+\d+  \w", line)]
    assert len(choices) == 12 and any("take_back" in line for line in choices)
    assert "No. 2" in menu[1] and all(len(line) <= 80 for line in visible)
    term.key(b"\x03", until=r"Stopped")
    assert term.wait() == 130


def _screen(seen: str) -> str:
    """What a terminal shows of `seen`: its control sequences (line editing's) left out."""
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|[\r\x07]", "", seen)


def test_answers_typed_ahead_show_at_their_prompts_as_answers_typed_there(
        terminal: Start, tmp_path: Path) -> None:
    """Answers typed all at once as the first question shows, before its prompt (ask is still
    loading what the answers need), are each taken at their prompt and shown once, after it:
    the same screen as each answer typed at its prompt, none echoed among the questions."""
    answers = ["faced-card", "pack", "dealing", "1"]
    offer = r"Compare the rulings of every edition\?[^>]*> "
    ahead = terminal(cwd=tmp_path)
    ahead.expect(r"What part of the game")
    for answer in answers:
        ahead.type(answer)
    ahead.expect(offer)
    one_by_one = terminal(cwd=tmp_path)
    for count, answer in enumerate(answers, 1):
        one_by_one.expect(rf"^(?:[^>]*> ){{{count}}}")  # its prompt, the count-th
        one_by_one.type(answer)
    one_by_one.expect(offer)
    shown = _screen(ahead.seen)
    assert shown == _screen(one_by_one.seen)
    assert [line for line in shown.splitlines() if "> " in line] == [
        "> faced-card", "> pack", "> dealing", "(a whole number, 1 to 36; or don't know) > 1",
        "(Enter: no) > "]
    for term in (ahead, one_by_one):
        term.type("no")  # the offers: not compared, not saved
        term.type("")
        assert term.wait() == 0


def test_every_count_answered_dont_know_rules_in_branches() -> None:
    """Under 1651 the elder's count, the dealer's and when: 'don't know' to each still
    rules (it went on for minutes: audit7 F0)."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "arbiter", "ask", "--edition", "1651"],
                          input="wrong-card-count\n?\n?\n?\nno\n", capture_output=True,
                          text=True, timeout=60, env={**os.environ, "COLUMNS": "80"})  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "It depends on what is not known" in done.stdout
    assert "more ways it rules" in done.stdout
