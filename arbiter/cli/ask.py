"""`arbiter ask`: settle a dispute at the table by answering questions, instead of writing
an incident file; `arbiter ask --deal`: tell a deal, card by card, for a deal file.

The questions come from `arbiter.interview` (the core); this module asks them and
reads the answers: in a terminal with the choices listed to pick by number or name (Tab completes a
name), a wrong answer explained and asked again; from a script, one answer a line, a wrong
answer an error. Questions go to stderr, the answer to stdout. Nothing is written until the
end, and then whole or not at all.
"""


import contextlib
import os
import re
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any, TextIO

import typer

from arbiter.cli.options import EditionOption
from arbiter.errors import InputError

EXIT_STOPPED = 130  # as a shell reports a command stopped by Ctrl-C
MAX_ANSWER = 300  # characters an answer line: a hand of cards, a file's name and its folders
# A script's line may name the field it answers (`where: pack`, `elder.holds.QD: no`), in
# any order.
NAMED = re.compile(r"^\s*([a-z][a-z_]*(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*)\s*:\s+(.*?)\s*$")


def _check_answer(typed: str) -> None:
    """An answer is one short line of text: a longer one (a pasted page) or one holding a
    control character (a NUL, an escape) is no answer, and is not quoted back."""
    from arbiter.formats.lenient import CONTROL

    line = typed.removesuffix("\n")
    if len(line) > MAX_ANSWER:
        raise InputError(f"an answer of more than {MAX_ANSWER} characters",
                         hint="one short answer a line")
    found = CONTROL.search(line)
    if found is not None:
        raise InputError(f"an answer holding a control character ({found.group()!r})")


def _names(key: str) -> list[str]:
    """The names a script may give a question's field: `where` for `incident.where`, and
    `kind` for the stage of the game (a kind answers it)."""
    name = key.removeprefix("incident.")
    return [name, "kind"] if name == "stage" else [name]


class Stopped(Exception):
    """The player stopped (Ctrl-D in a terminal): nothing is saved."""


class ScriptEnded(InputError):
    """A script ended before a question was answered: bad input, unless it is an offer."""


def _ended(question: Any) -> ScriptEnded:
    return ScriptEnded(f"standard input ended before this was answered: "
                       f"{question.text.splitlines()[-1]}", hint="one answer a line")


class Answers:
    """Asks the interview's questions and reads their answers, from a terminal or a script."""

    def __init__(self, stdin: TextIO, out: TextIO) -> None:
        self.stdin = stdin
        self.out = out
        self.interactive = stdin.isatty()
        self.editing = False  # line editing (readline) at the prompt
        self.line = 0  # the script's line being answered
        self.read = 0  # the script's lines read
        self.named: dict[str, tuple[int, str]] = {}  # `field: answer` lines read ahead
        # work to do once, when the first question is on the screen and before its prompt
        self.before_prompt: Callable[[], None] | None = None
        self.terminal: tuple[int, list[Any], list[Any]] | None = None  # see typed_ahead
        colour = out.isatty() and not os.environ.get("NO_COLOR")
        self.bold, self.dim, self.red, self.plain = (
            ("\x1b[1m", "\x1b[2m", "\x1b[31m", "\x1b[0m") if colour else ("", "", "", ""))
        if self.interactive:
            self._readline()

    def _readline(self) -> None:
        """Line editing, and Tab to complete one of the answers offered."""
        self.editing = False
        try:
            import readline
        except ImportError:  # not every Python has it; typing still works
            return
        self.editing = True
        readline.parse_and_bind("tab: complete")
        readline.set_completer_delims(" ")
        self.completions: list[str] = []

        def complete(typed: str, state: int) -> str | None:
            found = [word for word in self.completions if word.startswith(typed.lower())]
            return found[state] if state < len(found) else None

        readline.set_completer(complete)

    @contextlib.contextmanager
    def typed_ahead(self) -> Iterator[None]:
        """While ask runs in a terminal with line editing, the terminal echoes what is typed
        only at a prompt (`_echoing`), where line editing shows it as it reads it. So an
        answer typed before its prompt (while the question is written, a fast typist's, a
        paste) waits unseen, and shows once, after its prompt, as one typed at the prompt
        does, not in the middle of the question's lines. The terminal is left as it was,
        however ask ends."""
        if not (self.editing and sys.stdout.isatty()):
            yield
            return
        import termios

        fd = self.stdin.fileno()
        try:
            saved = termios.tcgetattr(fd)
        except (termios.error, OSError, ValueError):
            yield
            return
        quiet = [*saved[:3], saved[3] & ~termios.ECHO, *saved[4:]]
        self.terminal = (fd, saved, quiet)
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
        try:
            yield
        finally:
            self.terminal = None
            termios.tcsetattr(fd, termios.TCSANOW, saved)

    @contextlib.contextmanager
    def _echoing(self) -> Iterator[None]:
        """The terminal's echo on for the prompt: line editing shows what is typed only when
        the terminal echoes, and takes it over (answers typed ahead are not echoed twice)."""
        if self.terminal is None:
            yield
            return
        import termios

        fd, saved, quiet = self.terminal
        termios.tcsetattr(fd, termios.TCSANOW, saved)
        try:
            yield
        finally:
            termios.tcsetattr(fd, termios.TCSANOW, quiet)

    # --- writing -------------------------------------------------------------------------

    def note(self, text: str, style: str = "") -> None:
        for line in self._wrapped(text):
            self.out.write(f"{style}{line}{self.plain if style else ''}\n")
        self.out.flush()

    def _wrapped(self, text: str, indent: str = "") -> list[str]:
        width = max(40, min(100, self._width()))
        lines: list[str] = []
        for part in text.split("\n"):
            lines += textwrap.wrap(part, width, initial_indent=indent, subsequent_indent=indent,
                                   break_on_hyphens=False, break_long_words=False) or [""]
        return lines

    def _width(self) -> int:
        import shutil

        return shutil.get_terminal_size((80, 24)).columns

    def _height(self) -> int:
        import shutil

        return shutil.get_terminal_size((80, 24)).lines

    def show(self, question: Any) -> None:
        """A question: its heading, its words, the choices with their meanings, a problem."""
        if question.heading:
            self.out.write("\n")
            self.note(question.heading, self.bold)
        self.note(question.text, self.bold if self.interactive else "")
        if self.interactive and question.choices:
            label = max(len(choice.value) for choice in question.choices)
            number = len(str(len(question.choices)))
            room = max(20, min(100, self._width()) - number - label - 6)
            wrapped = [textwrap.wrap(choice.meaning, room, break_on_hyphens=False)
                       for choice in question.choices]  # fmt: skip
            if sum(len(lines) or 1 for lines in wrapped) > self._height() - 8:
                # a long menu keeps its question on the screen: a line a choice
                wrapped = [[textwrap.shorten(choice.meaning, room, placeholder="…")]
                           for choice in question.choices]  # fmt: skip
            for index, (choice, lines) in enumerate(zip(question.choices, wrapped,
                                                        strict=True), 1):
                head = f"  {index:>{number}}  {choice.value:<{label}}  "
                lines = [line for line in lines if line]
                self.out.write(head.rstrip() if not lines else head + lines[0])
                self.out.write("".join(f"\n{' ' * len(head)}{line}" for line in lines[1:]) + "\n")
            if question.hint:  # answers taken besides those offered
                self.note(f"  ({question.hint})", self.dim)
        if question.problem:
            self.note(f"That cannot be: {question.problem}", self.red)

    def _prompt(self, question: Any) -> str:
        if question.default is not None:
            return f"{self.dim}(Enter: {question.default}){self.plain} > "
        if question.optional:
            return f"{self.dim}(Enter: {question.blank}){self.plain} > "
        if question.hint and not question.choices:
            return f"{self.dim}({question.hint}){self.plain} > "
        return "> "

    # --- reading -------------------------------------------------------------------------

    def value(self, question: Any) -> Any:
        """The answer's value: asked again in a terminal until it is one; from a script, a
        wrong answer is an InputError naming its line."""
        from arbiter.errors import Where

        if question.problem and not self.interactive:  # the script's last answer cannot be
            raise InputError(question.problem, Where(file="<stdin>", line=self.line))
        self.show(question)
        while True:
            typed = self._read(question)
            try:
                _check_answer(typed)
                found = question.answer(typed)
            except InputError as error:
                if not self.interactive:
                    raise error.located(file="<stdin>", line=self.line) from None
                self.note(f"{error.message}" + (f" ({error.hint})" if error.hint else ""),
                          self.red)
                continue
            if not self.interactive:
                self.out.write(f"> {typed.strip() or question.default or ''}\n")
            return found

    def _read(self, question: Any) -> str:
        loading, self.before_prompt = self.before_prompt, None
        if loading is not None:
            loading()
        if self.interactive:
            self.completions = [c.value.lower() for c in question.choices]
            prompt = self._prompt(question)
            if self.editing and sys.stdout.isatty():
                # line editing draws the prompt itself, once it is ready for the answer (its
                # colour codes marked as taking no room): nothing typed before is lost
                prompt = re.sub(r"(\x1b\[[0-9;]*m)", "\x01\\1\x02", prompt)
            else:
                self.out.write(prompt)
                self.out.flush()
                prompt = ""
            try:
                with self._echoing():
                    return input(prompt)
            except EOFError:
                self.out.write("\n")
                raise Stopped from None
        names = _names(question.key)
        for name in names:
            if name in self.named:
                self.line, typed = self.named.pop(name)
                return typed
        while True:
            typed = self.stdin.readline(MAX_ANSWER + 2)  # bounded: the line, and its end
            if not typed and question.optional:  # the end of a script leaves it unsaid
                return ""
            if not typed:
                raise _ended(question)
            self.read += 1
            self.line = self.read
            found = NAMED.match(typed)
            if found is None or found[1] in names:
                return found[2] if found else typed.rstrip("\n")
            self.named[found[1]] = (self.read, found[2])  # for a question still to come

    def unused(self) -> list[str]:
        """`field: answer` lines no question asked for."""
        return [f"<stdin>:{line}: no question was asked about {name!r}"
                for name, (line, _) in self.named.items()]

    def drive(self, questions: Any) -> Any:
        """Ask a generator's questions until it is done; its result."""
        try:
            question = next(questions)
            while True:
                question = questions.send(self.value(question))
        except StopIteration as done:
            return done.value

    def offer(self, question: Any) -> Any:
        """An offer after the ruling: the end of input declines it."""
        try:
            return self.value(question)
        except (Stopped, ScriptEnded):
            return None


def ask(
    edition: EditionOption = None,
    save: Annotated[
        Path | None,
        typer.Option("--save", help="Save the incident (or, with --deal, the deal) to this "
                     "file, without asking.", show_default=False),
    ] = None,
    deal: Annotated[
        bool, typer.Option("--deal", help="Tell a deal instead, for a deal file: the hands, "
                           "then the tricks.")
    ] = False,
    full: Annotated[
        bool, typer.Option("--full", help="Show the ruling in full (asks every fact first).")
    ] = False,
) -> None:
    """Settle a dispute by answering questions: what happened, then only what decides it.

    Rules, shows the answer, and offers to compare the editions and to save the incident as
    a file that `arbiter rule` rules the same way. In a terminal, pick an answer by its
    number or name; from a script, give one answer a line, in the order asked or naming its
    field (`where: pack`). Ctrl-C stops, and nothing is saved.
    """
    answers = Answers(sys.stdin, sys.stderr)
    if save is not None:
        _check_folder(save)
    try:
        with answers.typed_ahead():
            if deal:
                _tell_deal(answers, edition, save)
            else:
                _tell_incident(answers, edition, save, full)
        for note in answers.unused():
            print(f"Note: {note}", file=sys.stderr)
    except KeyboardInterrupt:
        print("\nStopped: nothing was saved.", file=sys.stderr)
        raise typer.Exit(EXIT_STOPPED) from None
    except Stopped:
        print("Stopped: nothing was saved.", file=sys.stderr)
        raise typer.Exit(1) from None


def _check_folder(path: Path) -> None:
    folder = path.resolve().parent
    if not folder.is_dir():
        raise InputError(f"--save {path}: there is no folder {folder}")


def _tell_incident(answers: Answers, name: str | None, save: Path | None, full: bool) -> None:
    from arbiter.interview import (
        IncidentInterview,
        offer_compare,
        offer_save,
        what_happened,
    )

    answers.note("Answer by number or name. Ctrl-C stops; nothing is saved until the end.",
                 answers.dim)
    answers.before_prompt = lambda: _load_needs(name)
    kind = answers.drive(what_happened())
    from arbiter.lawbook.editions import all_editions
    from arbiter.rulings import rule
    from arbiter.variants.find import find_edition

    edition = find_edition(name)
    interview = IncidentInterview(edition, written={"kind": kind})
    ruling = answers.drive(interview.until_ruled())
    if full:
        ruling = rule(answers.drive(interview.the_rest()).case, edition)
    from arbiter.ui.rulings import show_ruling

    answers.note("")
    show_ruling(ruling, edition, None, full)
    if answers.offer(offer_compare()):
        from arbiter.ui.rulings import SCORE_KINDS

        if interview.kind in SCORE_KINDS:  # its totals need the whole deal, as a file
            _compare(answers.drive(interview.the_rest()), edition)
        else:
            _compare_known(answers.drive(interview.until_compared(all_editions())), interview,
                           edition)
    target = str(save) if save else answers.offer(offer_save())
    if target and not save and Path(target).exists() and not _replace(answers, target):
        target = None
    if target:
        loaded = answers.drive(interview.the_rest())
        _save(interview.file_text(target), target, rule(loaded.case, edition))
        answers.note(f"Saved {target}: `arbiter rule {target}` rules it the same way.")


def _load_needs(name: str | None) -> None:
    """What the answers will need (`arbiter.interview.load_needs`) and the screen's rendering
    (rich, the ruling's panel), loaded once the first question is on the screen and before
    its prompt: the question shows as soon as without it, and no answer, however fast it is
    typed, waits for loading or shares the processor with it. An answer typed before the
    prompt waits in the terminal and shows at its prompt (`Answers.typed_ahead`). Anything
    that fails here fails again, and is reported, where it is needed."""
    try:
        from arbiter.interview import load_needs

        load_needs(name)
        import arbiter.ui.rulings  # noqa: F401 - rich, and the short answer's panel
    except Exception:
        return


def _replace(answers: Answers, target: str) -> bool:
    from arbiter.interview import offer_replace

    return bool(answers.offer(offer_replace(target)))


def _compare_known(found: Any, interview: Any, edition: Any) -> None:
    """Every edition's ruling on the facts asked, each asked only where an edition reads it."""
    from arbiter.rulings import Comparison
    from arbiter.ui.comparison import show_comparison

    rulings, skipped = found
    baseline = edition.id if any(r.edition == edition.id for r in rulings) else \
        rulings[0].edition
    show_comparison(Comparison(interview.kind, None, baseline, tuple(rulings), tuple(skipped)),
                    {}, None)


def _compare(loaded: Any, edition: Any) -> None:
    """Every edition's ruling, set against the edition asked under."""
    from arbiter.rulings import compare
    from arbiter.score.answers import claims, scored_totals
    from arbiter.ui.comparison import show_comparison

    comparison = compare(loaded)
    if any(ruling.edition == edition.id for ruling in comparison.rulings):
        comparison = comparison._replace(baseline=edition.id)
    show_comparison(comparison, scored_totals(loaded.case, comparison), claims(loaded.case))


def _save(text: str, target: str, ruling: Any) -> None:
    """Write the incident whole or not at all, once it reads back and rules the same way."""
    from arbiter.files.safefile import write_whole
    from arbiter.rulings import choose_edition, parse_incident, rule

    again = parse_incident(text, target)
    if rule(again.case, choose_edition(again)).gist() != ruling.gist():
        raise RuntimeError("the file would not rule as the answers did; nothing was written")
    write_whole(target, text)


def _tell_deal(answers: Answers, name: str | None, save: Path | None) -> None:
    from arbiter.interview import ask_deal, deal_text, offer_save
    from arbiter.variants.find import find_edition

    edition = find_edition(name)
    answers.note(f"A deal under {edition.id} ({edition.short}); --edition changes it. "
                 "Ctrl-C stops; nothing is saved until the end.", answers.dim)
    data = answers.drive(ask_deal(edition, "deal", "The deal"))
    text = deal_text(data, edition)
    from arbiter.files.yamlio import load_text
    from arbiter.game.penalised import score_deal
    from arbiter.rulings.deal_file import deal_from

    doc = load_text(text, "<deal>")
    score = score_deal(deal_from(doc, doc.data, ()))
    answers.note(f"Scored under {edition.id}: elder {score.elder.total}, younger "
                 f"{score.younger.total}.")
    target = str(save) if save else answers.offer(offer_save("the deal", "arbiter score"))
    if target and not save and Path(target).exists() and not _replace(answers, target):
        target = None
    if not target:
        sys.stdout.write(text)
        return
    from arbiter.files.safefile import write_whole

    write_whole(target, text)
    answers.note(f"Saved {target}: `arbiter score {target}` scores it.")


def register(app: typer.Typer) -> None:
    app.command("ask")(ask)
