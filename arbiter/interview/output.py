"""What the interview writes: a deal or an incident as YAML as players write it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the editions and the rules are loaded once the first question is answered
    from arbiter.lawbook.editions import Edition



def deal_text(data: Mapping[str, Any], edition: Edition) -> str:
    """A deal told to the interview as a deal file: the hands as lines of cards, a trick
    a line."""
    return "# Told to `arbiter ask --deal`. `arbiter score` scores it.\n" + dump_yaml(
        {"edition": edition.id, **data})


def dump_yaml(data: Any) -> str:
    """YAML as players write it: mappings as blocks, a list of plain values on one line
    (`claimed: {elder: 10, younger: 3}` apart, a short mapping of numbers)."""
    import yaml

    class Dumper(yaml.SafeDumper):
        pass

    def mapping(dumper: yaml.SafeDumper, value: dict[Any, Any]) -> yaml.Node:
        flow = all(isinstance(v, int) for v in value.values())
        return dumper.represent_mapping("tag:yaml.org,2002:map", value, flow_style=flow)

    def sequence(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
        flow = all(not isinstance(v, dict | list) for v in value)
        return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)

    Dumper.add_representer(dict, mapping)
    Dumper.add_representer(list, sequence)
    return yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=88)
