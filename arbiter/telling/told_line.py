"""A step told in one line, as players say it, for `arbiter ask` (issue 25): `point 5 48`,
`what-do-they-make`, `good`, `younger trio Q`, `lead AS`, `discard 5`.

The line is: who (optional: `elder` or `younger`), then the step's action (`call`, `reply`,
`lead`, ...) or at once the value it takes (`point`, `good`, `refuses`), then what else was
said with it: for a call, the cards ("five cards"), what they make ("forty-eight", a number
over thirteen), the top card of a sequence or the rank of a set (`K`), the suit named; for a
lead, a play, a show, a discard or a take, the cards (or their number); for tricks not told,
their number. Each word is read by
the format's own field, so the step is built and checked as a file's would be.

Who did it, when the line does not say, follows from the order of the game where it can
(`who`): a reply is the adversary's of the last call, an answer the adversary's of the last
question, a card played to a lead the adversary's of the leader; the first call (but a carte
blanche, either player's), the first discard and the first lead are the elder's, a call after
a reply (before any lead) the caller's again, a take the discarder's. Else (a call after a
call, or once a card is led; a question; a show) it is asked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from arbiter.errors import InputError
from arbiter.formats import ROLES, other
from arbiter.formats.shapes import choices as allowed
from arbiter.formats.shapes import fields_of, range_of, shape

# The keys of a call that say what was called: told in one line, the call is told whole.
SAID = ("cards", "value", "top", "rank", "suit")
WHOLE = "_told_whole"  # marks a step told in one line, until the interview settles it


def main_values(formats: Mapping[str, type]) -> dict[str, str]:
    """Each value a step's action key takes, to the action (`good` -> `reply`): a word that
    names the step at once. A word that is itself an action (`show`) stays the action."""
    found: dict[str, str] = {}
    for label, cls in formats.items():
        tp = fields_of(cls)[label][0]
        kind, bare, _ = shape(tp)
        if kind == "literal":
            words = allowed(bare)
        elif kind == "union":
            words = [w for o in bare.__args__ if shape(o)[0] == "literal"
                     for w in allowed(shape(o)[1])]  # fmt: skip
        else:
            continue
        for word in words:
            if word not in formats:
                found.setdefault(str(word), label)
    return found


def read_line(text: str, formats: Mapping[str, type]) -> tuple[str, dict[str, Any]] | None:
    """`(action, keys)` for a step told in one line; None when the line names no step (the
    caller says why). InputError for a word that fits nowhere."""
    words = text.split()
    fixed: dict[str, Any] = {}
    if words and words[0].lower() in ROLES:
        fixed["by"] = words.pop(0).lower()
    if not words:
        return None
    head = words.pop(0).lower()
    values = main_values(formats)
    if head in formats:
        label = head
    elif head in values:
        label = values[head]
        fixed[label] = head
    else:
        return None
    cls = formats[label]
    if label not in fixed and words and _fits(cls, label, words[0]):
        fixed[label] = words.pop(0).lower()
    if words:
        fixed.update(_rest(cls, label, fixed, words))
    if label == "call" and any(key in fixed for key in SAID):
        fixed[WHOLE] = True
    return label, fixed


def _fits(cls: type, label: str, word: str) -> bool:
    kind, bare, _ = shape(fields_of(cls)[label][0])
    return kind == "literal" and word.lower() in allowed(bare)


def _rest(cls: type, label: str, fixed: dict[str, Any], words: list[str]) -> dict[str, Any]:
    """The words after the action: the cards of a lead, play, show, discard or take (or
    their number, or `refuses`); the qualifying keys of a call."""
    kind = shape(fields_of(cls)[label][0])[0]
    if kind in ("cards", "union") and label not in fixed:
        return {label: _number_or_cards(" ".join(words))}
    if kind == "int" and label not in fixed and len(words) == 1 and words[0].isdigit():
        return {label: int(words[0])}  # `tricks 2`: two tricks played and not told
    if label != "call":
        raise InputError(f"{' '.join(words)!r}: say it when asked",
                         hint=f"e.g. {label} and nothing more")
    return _call_words(cls, str(fixed.get("call", "")), words)


def _number_or_cards(text: str) -> Any:
    if text.strip().isdigit():
        return int(text)
    return text.strip() if text.strip() == "refuses" else " ".join(text.upper().split())


def _call_words(cls: type, called: str, words: list[str]) -> dict[str, Any]:
    """A call's qualifying words, each given to the first key of the call that takes it and
    applies to what was called: numbers to `cards` then `value` (a number over thirteen is
    what the point makes), a rank to `top` or `rank`, a suit to `suit`."""
    found: dict[str, Any] = {}
    probe = cls(by="elder", call=called) if called else None
    for word in words:
        key = _key_for(cls, word, found, probe)
        if key is None:
            raise InputError(f"{word!r} says nothing of a {called or 'call'}",
                             hint="e.g. point 5 48, sequence 4 K, trio Q, point 5 H")
        found[key] = int(word) if word.isdigit() and key in ("cards", "value") else word
    return found


def _key_for(cls: type, word: str, found: Mapping[str, Any], probe: Any) -> str | None:
    from arbiter.files.reader import value_of
    from arbiter.files.yamlio import Document

    for name in SAID:
        if name in found or (probe is not None and not probe.applies(name)):
            continue
        tp = fields_of(cls)[name][0]
        inner = [o for o in getattr(shape(tp)[1], "__args__", (tp,)) if o is not type(None)]
        kind, _, markers = shape(inner[0] if inner else tp)
        if kind == "int":
            bounds = range_of(markers)
            if not word.isdigit() or (bounds and bounds.most is not None and
                                      int(word) > bounds.most):  # fmt: skip
                continue
            return name
        if kind in ("rank", "suit"):
            try:
                value_of(tp, Document({"v": word}, "<line>"), ("v",))
            except InputError:
                continue
            return name
    return None


# A first call that either player may make: the carte blanche, shown by whoever holds it
# before anything else is called (the younger's too: 1882 law 18, 1651 XII.16).
EITHER_FIRST = ("blanche",)


def turns_on(label: str, earlier: Sequence[Mapping[str, Any]]) -> str | None:
    """The key of a step asked first, before what was done, when who took it does not follow:
    a first call picked from the menu is either player's (a carte blanche, the younger's too),
    so who called it is asked first, as a player tells it ("the elder called three queens");
    else None. (A first call told in one line names what was called: `who` works it out.)"""
    return "by" if label == "call" and not earlier else None


def who(label: str, earlier: Sequence[Mapping[str, Any]],
        said: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
    """Who took a step, from the order of the game, when it follows; else None. `said`: what
    the step said, so far as it is known."""
    last = earlier[-1] if earlier else None
    if label == "call" and last is None and (said or {}).get("call") in EITHER_FIRST:
        return None

    def last_by(action: str) -> str | None:
        found = next((s for s in reversed(earlier) if action in s), None)
        return None if found is None else str(found.get("by"))

    if label in ("reply", "answer", "play"):
        before = last_by({"reply": "call", "answer": "ask", "play": "lead"}[label])
        return None if before is None else str(other(before))  # type: ignore[arg-type]
    if label in ("call", "discard") and last is None:
        return "elder"
    if label in ("lead", "tricks") and not any("lead" in step or "tricks" in step
                                               for step in earlier):  # fmt: skip
        return "elder"  # the first card is the elder's to lead, told or not
    leads = any("lead" in step for step in earlier)
    if label == "call" and last is not None and "reply" in last and not leads \
            and not last.get("corrects"):  # fmt: skip
        return str(other(last["by"]))  # the caller goes on to his next call
    if label == "take" and last is not None and "discard" in last:
        return str(last["by"])
    return None


def settle_whole(step: dict[str, Any], path: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """A step told in one line: the paths of the keys it settles (what he said, and what he
    did not say: a call told whole has no other qualifying key), its mark removed."""
    if not step.pop(WHOLE, False):
        return []
    return [(*path, key) for key in SAID]


def is_step_format(cls: type) -> bool:
    return dataclasses.is_dataclass(cls) and "by" in fields_of(cls)
