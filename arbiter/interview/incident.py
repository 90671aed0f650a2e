"""The incident interview: the facts that change the ruling, asked one by one on an
incident known in part, until a ruling comes out; then the rest a file needs."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import os
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, get_args

from arbiter.errors import ArbiterError, InputError, dotted
from arbiter.files.reader import value_of
from arbiter.files.yamlio import Document, FieldPath
from arbiter.formats import (
    Incident,
    incident_format,
)
from arbiter.formats.shapes import fields_of, key_of, shape
from arbiter.interview.form import all_optional, alternatives, ask_value
from arbiter.interview.known import NOT_KNOWN, fact_question, hidden_fact, parts_known, record
from arbiter.interview.output import dump_yaml
from arbiter.interview.questions import Asking, Question, or_dont_know, with_problem
from arbiter.interview.stages import what_happened
from arbiter.telling.unknown import WORD as UNKNOWN_WORD
from arbiter.telling.unknown import can_be_unknown, has_unknown, held_class

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.lawbook.editions import Edition
    from arbiter.rulings.core import Ruling

INQUIRIES = ("what-do-they-make", "to-what-card", "what-rank")  # replies that ask, not judge



# --- incidents known in part ---------------------------------------------------------------


class NeedField(InputError):
    """A rule read a field the interview has not asked yet (its path in the incident)."""

    def __init__(self, path: FieldPath) -> None:
        super().__init__(f"missing required key {path[-1]!r}", hint=dotted(path))
        self.path = path


def partial(cls: type, path: FieldPath, known: Mapping[str, Any]) -> Any:
    """An instance of format `cls` (at `path` in the incident) holding only `known`."""
    made: Any = object.__new__(held_class(cls, NeedField))
    object.__setattr__(made, "_path", path)
    for name, value in known.items():
        object.__setattr__(made, name, value)
    return made


@dataclass
class IncidentInterview:
    """One incident told to `arbiter ask`, ruled under `edition`. `written` holds the
    incident as a file would (its kind and the fields asked), `settled` the fields asked
    (an optional one may be settled and unsaid)."""

    edition: Edition
    written: dict[str, Any] = field(default_factory=dict)
    settled: set[FieldPath] = field(default_factory=set)
    asked: list[FieldPath] = field(default_factory=list)
    passed: set[str] = field(default_factory=set)  # facts of a hand answered "don't know"

    @property
    def kind(self) -> str:
        return str(self.written["kind"])

    @property
    def format(self) -> type:
        return incident_format(self.kind)

    # the facts that change the ruling

    def until_ruled(self) -> Generator[Question, Any, Ruling]:
        """What happened (unless told already), then each field a rule reads, until a
        ruling comes out."""
        if "kind" not in self.written:
            self.written["kind"] = yield from what_happened()
        heading: str | None = (f"What decides it under {self.edition.id} "
                               f"({self.edition.short}; --edition changes it)")
        while True:
            try:
                ruling = self.rule_known()
            except NeedField as need:
                yield from self._ask_field(self._cards_first(need.path), heading, None)
                heading = None
            except ArbiterError as error:  # an incident that cannot happen, or a bad answer
                path = self._at_fault(error)
                self._forget(path)
                yield from self._ask_field(path, None, _problem(error))
            else:
                hidden = hidden_fact(ruling, self.passed)
                if hidden is None:
                    return ruling
                yield from self._ask_hidden(hidden)

    def _cards_first(self, path: FieldPath) -> FieldPath:
        """The field to ask for `path`: a step's fact that his cards would show (an overcall,
        a true holding: `IF_NO_CARDS`) asks his cards first, if not asked yet, for told they
        show it, and it is not asked."""
        if len(path) != 3 or path[0] != "steps" or not isinstance(path[1], int):
            return path
        by = self.written["steps"][path[1]].get("by")
        cls = self._owner(path)[0]
        if path[-1] in getattr(cls, "IF_NO_CARDS", ()) and by in fields_of(self.format) \
                and (by,) not in self.settled:  # fmt: skip
            return (str(by),)
        return path

    def _ask_hidden(self, name: str) -> Asking:
        """A fact of a hand the ruling still turns on (did the elder hold QD?): asked as a
        player can answer it, written in the file's words; "don't know" keeps the branches."""
        value = yield fact_question(name, self.written.get("steps"))
        if value is NOT_KNOWN:
            self.passed.add(name)
        else:
            record(self.written, name, value)

    def rule_known(self) -> Ruling:
        """Rule on the facts known: NeedField if a rule reads one not yet asked. Facts
        answered "don't know" are tried with each value they can take where a rule reads
        them (`arbiter.rulings.depends`)."""
        from arbiter.rulings.core import (
            Case,
            Context,
            check_possible,
            read_facts,
            registration,
            trying_each_way,
        )

        entry = registration(self.kind, self.edition.root.id)

        def ruled(case: Case, edition: Edition, check: bool = False) -> Ruling:
            note = None
            if not entry.is_silent:  # a silent edition reads no fact (but what it rules
                # beside: `rules_beside`), and none is asked
                case, note = read_facts(case, edition)  # as rule_case does
            if check:
                with contextlib.suppress(NeedField):  # checked once the fields it reads are known
                    check_possible(case, edition)
            ruling = entry.function(Context(case.incident, edition, entry.laws, case))
            return ruling if note is None else ruling._replace(notes=(*ruling.notes, note))

        def checked(case: Case, edition: Edition) -> Ruling:
            return ruled(case, edition, check=True)

        case = Case(self.known_incident())
        if has_unknown(case.incident):
            from arbiter.rulings.depends import rule_unknown

            with trying_each_way():
                return rule_unknown(case, self.edition, checked, ruled)
        return checked(case, self.edition)

    def known_incident(self) -> Incident:
        """The incident as known so far: its settled fields built by the reader (defaults
        for the optional ones left unsaid), the rest unknown."""
        doc = Document({"incident": copy.deepcopy(self.written)}, "<ask>")
        known: dict[str, Any] = {"kind": self.kind}
        for name, (tp, _) in fields_of(self.format).items():
            rest = self._rest_of_pack(tp)
            if (name,) not in self.settled and rest is not None:
                known[name] = rest
            if (name,) not in self.settled:
                continue
            if name in self.written:
                known[name] = self._lazy(tp, value_of(tp, doc, ("incident", name)), (name,))
            else:
                known[name] = _default(self.format, name)
        result: Incident = partial(self.format, (), known)
        return result

    def _rest_of_pack(self, tp: Any) -> int | None:
        """A count that only restates the deal (`RestOfPack`): the rest of the edition's pack
        once the parts it follows are known and one of them is wrong; else None (asked)."""
        from arbiter.formats import RestOfPack

        kind, bare, meta = shape(tp)
        options = [o for o in get_args(bare) if o is not type(None)] if kind == "union" else []
        if len(options) == 1:  # a count that may be left out: its own marks
            meta = shape(options[0])[2]
        marker = next((m for m in meta if isinstance(m, RestOfPack)), None)
        if marker is None or any((part,) not in self.settled for part in marker.parts):
            return None
        if any(self.written.get(part) == UNKNOWN_WORD for part in marker.parts):
            return None  # a hand's count not known: the stock is asked
        counts = [int(self.written[part]) for part in marker.parts]
        if all(count == self.edition.rules.deal.hand for count in counts):
            return None  # the hands are right: the stock is what is wrong, and is asked
        return max(0, len(self.edition.pack) - sum(counts))

    def _lazy(self, tp: Any, value: Any, path: FieldPath) -> Any:
        """A built value with each item of a list told step by step made partial: its
        optional fields unknown until asked."""
        kind, bare, _ = shape(tp)
        if value is None:
            return None
        if kind == "union":
            options = [o for o in get_args(bare) if o is not type(None)]
            return self._lazy(options[0], value, path) if len(options) == 1 else value
        if kind == "list" and alternatives(*shape(get_args(bare)[0])[1:]):
            return [self._item(item, (*path, index), value[:index], value)
                    for index, item in enumerate(value)]
        if kind == "dataclass" and all_optional(bare):  # the parts not told yet: unknown
            return self._item(value, path)
        return value

    def _item(self, value: Any, path: FieldPath, earlier: Sequence[Any] = (),
              steps: Sequence[Any] = ()) -> Any:  # fmt: skip
        """A step made partial: its required fields and those asked are known, and so is a
        field that does not apply to it (its default), never asked."""
        cls: type = type(value)
        held = {name: getattr(value, name) for name, (_, required) in fields_of(cls).items()
                if required or (*path, name) in self.settled
                or not self._applies(value, name, earlier, steps)}
        return partial(cls, path, held)

    def _applies(self, step: Any, name: str, earlier: Sequence[Any],
                 steps: Sequence[Any] = ()) -> bool:  # fmt: skip
        """Whether a step's field can say anything, given what was told: not a point call's
        top card; not a correction where nothing of his came before to correct (for a reply,
        one to a call of the same kind: the point, a sequence...); not what the cards would
        show (`IF_NO_CARDS`: an overcall, a true holding) when his cards are told, or he
        showed cards in the telling, for then they show it."""
        applies = getattr(step, "applies", None)
        if applies is not None and not applies(name):
            return False
        if name in getattr(step, "VOLUNTEERED", ()):  # a bystander's remark: told, not asked
            return False
        if name == "corrects":  # a call answering an inquiry, or a verdict after one, is none
            from arbiter.telling.telling import family  # four knaves corrected to three (Case IX)

            if earlier and getattr(earlier[-1], "reply", None) in INQUIRIES:
                return False
            if getattr(step, "reply", None) is not None:  # his reply to a call of this kind
                return _reply_corrects(earlier, step.by)
            return any(type(before) is type(step) and before.by == step.by
                       and family(str(getattr(before, "call", None)))
                       == family(str(getattr(step, "call", None)))
                       and getattr(before, "reply", None) not in INQUIRIES
                       and not _another(before, step) for before in earlier)  # fmt: skip
        if name in getattr(step, "IF_NO_CARDS", ()):
            told = self.written.get(str(step.by))
            showed = any(getattr(other_step, "show", "blanche") != "blanche"
                         and other_step.by == step.by for other_step in steps)  # fmt: skip
            # a call is judged on the cards known held too (`told_partly`); the rest on a hand
            parts = ("hand", "held", "not_held") if hasattr(step, "call") else ("hand",)
            known = isinstance(told, dict) and any(told.get(part) for part in parts)
            return not known and not showed
        return True

    def _ask_field(self, path: FieldPath, heading: str | None, problem: str | None) -> Asking:
        cls, name = self._owner(path)
        tp, required = fields_of(cls)[name]
        default = _default(cls, name)
        prefix = "" if len(path) == 1 else f"{_step_words(self.written, path)}\n"
        key = dotted((*path[:-1], key_of(cls, name)))
        generator = ask_value(tp, "incident." + key, edition=self.edition,
                              optional=not required, default=default, heading=heading,
                              prefix=prefix, incident_kind=self.kind)
        if can_be_unknown(tp):  # "don't know" is always an answer (STYLE 19)
            generator = or_dont_know(generator)
        value = yield from with_problem(generator, problem)
        if len(path) == 1 and _players_cards(tp):  # his hand not known: the cards known
            more = parts_known(str(path[0]), value or {}, self.written.get("steps"))
            found = None if more is None else (yield more)
            if found and any(found.values()):
                value = {**(value or {}), **found}
        self._settle(path, value)

    def _owner(self, path: FieldPath) -> tuple[type, str]:
        """The format that holds the field at `path`, and the field's name."""
        if len(path) == 1:
            return self.format, str(path[0])
        doc = Document({"incident": copy.deepcopy(self.written)}, "<ask>")
        top = path[0]
        tp = fields_of(self.format)[str(top)][0]
        value: Any = value_of(tp, doc, ("incident", top))
        for step in path[1:-1]:
            value = value[step] if isinstance(step, int) else getattr(value, step)
        return type(value), str(path[-1])

    def _settle(self, path: FieldPath, value: Any) -> None:
        from arbiter.telling.told_line import settle_whole

        self.settled.add(path)
        self.asked.append(path)
        for name in list(value) if isinstance(value, dict) else ():  # the parts told with it
            self.settled.add((*path, name))
            if value[name] is None:  # said not to be known: settled, and left out of the file
                del value[name]
        for index, step in enumerate(value if isinstance(value, list) else ()):
            if isinstance(step, dict):  # a step told in one line settles what it said
                self.settled.update(settle_whole(step, (*path, index)))
        parent: Any = self.written
        for step in path[:-1]:
            parent = parent[step]
        if value is None:
            parent.pop(path[-1], None) if isinstance(parent, dict) else None
        else:
            parent[path[-1]] = value

    def _forget(self, path: FieldPath) -> None:
        self.settled.discard(path)
        parent: Any = self.written
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, dict):
            parent.pop(path[-1], None)

    def _at_fault(self, error: ArbiterError) -> FieldPath:
        """The field an impossible incident is found at: the one the error names, else the
        field that names another file the error lies in, else the last one asked."""
        named = error.where.path or ""
        nested = _field_path(named.removeprefix("incident."))
        if len(nested) > 1 and nested in self.settled:  # a step's field: that one, not all
            return nested
        if named.startswith("incident."):
            first = named.split(".")[1].split("[")[0]
            if first in fields_of(self.format):
                return (first,)
        for name, value in self.written.items():
            if isinstance(value, str) and error.where.file == value:
                return (name,)
        return self.asked[-1] if self.asked else (next(iter(fields_of(self.format))),)

    # every edition, to compare

    def until_compared(self, editions: Sequence[Edition]) -> Generator[
            Question, Any, tuple[list[Ruling], list[tuple[str, str]]]]:  # fmt: skip
        """Each edition's ruling on the facts known, a field asked only when some edition's
        rule reads it (and the answers kept for the next edition and the file); an edition
        under which the facts cannot be (its pack) is left out, with why."""
        rulings: list[Ruling] = []
        skipped: list[tuple[str, str]] = []
        for edition in editions:
            trial = IncidentInterview(edition, copy.deepcopy(self.written), set(self.settled),
                                      list(self.asked), set(self.passed))  # fmt: skip
            questions = trial.until_ruled()
            try:
                question = next(questions)
                while not question.problem:
                    question = questions.send((yield question))
                skipped.append((edition.id, question.problem))
            except StopIteration as done:
                rulings.append(done.value)
                self.written, self.settled, self.asked = trial.written, trial.settled, \
                    trial.asked
                self.passed = trial.passed
        return rulings, skipped

    # the rest, to compare or save

    def the_rest(self) -> Generator[Question, Any, Any]:
        """Each required field not asked yet; then the whole incident, read as `arbiter rule`
        reads a file (asking again a field at fault if it cannot happen). Returns it loaded."""
        from arbiter.rulings import parse_incident, rule

        heading: str | None = "What the file needs besides"
        while True:
            for name, (tp, required) in fields_of(self.format).items():
                rest = self._rest_of_pack(tp)
                if rest is not None and name not in self.written:  # written as the rest
                    self.written[name] = rest
                    self.settled.add((name,))
                if required and name not in self.written and (name,) not in self.settled:
                    yield from self._ask_field((name,), heading, None)
                    heading = None
            loaded = parse_incident(self.file_text(), "<ask>")
            try:
                rule(loaded.case, self.edition)
            except ArbiterError as error:
                path = self._at_fault(error)
                # an optional field never asked that these facts need (whose hand?) is asked
                # as a question, not as an answer at fault
                unasked = len(path) == 1 and path not in self.settled and path not in self.asked
                self._forget(path)
                yield from self._ask_field(path, None, None if unasked else _problem(error))
                continue
            return loaded

    def file_text(self, path: str | None = None) -> str:
        """The incident as a file (`path`: where it will be written, for the names of other
        files it holds, which are relative to it)."""
        written = copy.deepcopy(self.written)
        for name, (tp, _) in fields_of(self.format).items():
            if shape(tp)[0] == "include" and isinstance(written.get(name), str) and path:
                written[name] = os.path.relpath(os.path.abspath(written[name]),
                                                os.path.dirname(os.path.abspath(path)))
        ordered = {key_of(self.format, name) if name != "kind" else name: written[name]
                   for name in ["kind", *fields_of(self.format)] if name in written}  # fmt: skip
        body = dump_yaml({"edition": self.edition.id, "incident": ordered})
        return (f"# Told to `arbiter ask`: `arbiter rule` rules it, `arbiter kinds {self.kind}`\n"
                "# explains each field.\n" + body)


def _another(before: Any, call: Any) -> bool:
    """Whether a call is plainly another of its kind than an earlier one, so no correction
    of it: one differing both in its count and in what names it (a tierce to the knave after
    a quart to the king, three queens after four knaves). A correction changes one of them:
    the count of an overcall (a quint to the king corrected to a quart, four knaves to three:
    Case IX) or the name of a misnomer (three kings to three aces); what was not said may be
    anything, and a point is one."""

    def differ(name: str) -> bool:
        said = getattr(before, name, None), getattr(call, name, None)
        return None not in said and said[0] != said[1]

    if getattr(call, "call", None) == "sequence":
        return differ("cards") and (differ("top") or differ("suit"))
    return differ("call") and differ("rank")


def _players_cards(tp: Any) -> bool:
    """Whether a field holds a player's cards (his hand, discard, dealt, held, not held)."""
    kind, bare, _ = shape(tp)
    options = [o for o in get_args(bare) if o is not type(None)] if kind == "union" else [bare]
    return len(options) == 1 and shape(options[0])[0] == "dataclass" and \
        all_optional(shape(options[0])[1])


def _reply_corrects(earlier: Sequence[Any], by: Any) -> bool:
    """Whether a reply of `by` can correct one of his: he replied before to a call of the
    kind the last call is (`family`: the point, a sequence, a set), an inquiry apart."""
    from arbiter.telling.telling import family

    answered: str | None = None
    replied: set[str | None] = set()
    for step in earlier:
        if getattr(step, "call", None):
            answered = family(str(step.call))
        elif getattr(step, "reply", None) not in (None, *INQUIRIES) and step.by == by:
            replied.add(answered)
    return answered is not None and answered in replied


def _field_path(dotted_path: str) -> FieldPath:
    """`steps[0].suit` as a path: `("steps", 0, "suit")`."""
    path: list[str | int] = []
    for part in dotted_path.split("."):
        name, *indexes = part.replace("]", "").split("[")
        path.append(name)
        path.extend(int(index) for index in indexes if index.isdigit())
    return tuple(path)


def _problem(error: ArbiterError) -> str:
    """Why an answer cannot stand, in a line."""
    return error.message + (f" ({error.hint})" if error.hint else "")


def _default(cls: type, name: str) -> Any:
    found = next(f for f in dataclasses.fields(cls) if f.name == name)
    return None if found.default is dataclasses.MISSING else found.default


def _step_words(written: Mapping[str, Any], path: FieldPath) -> str:
    """`About No. 3 of the steps (by: elder, call: point):` for a field within a list item."""
    if not isinstance(path[-2], int):  # a part of a player's cards
        return f"About the {path[-2]}'s cards:"
    item: Any = written
    for step in path[:-1]:
        item = item[step]
    told = ", ".join(f"{k}: {v}" for k, v in item.items()) if isinstance(item, dict) else ""
    return f"About No. {int(path[-2]) + 1} of the {path[-3]} ({told}):"
