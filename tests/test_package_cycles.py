"""No package and a module of its own import each other, at the top or inside a function.

import-linter's `acyclic_siblings` contract (pyproject.toml) finds cycles among the modules of
a package, but a package is not a sibling of its modules: a cycle between a package's
`__init__` and one of its modules, hidden by an import inside a function, escapes it. This
test reads the same graph (grimp's, which import-linter uses: every import, in functions
too, but those under TYPE_CHECKING) and finds those.
"""

from __future__ import annotations

from functools import cache

import grimp
import pytest

ROOT = "arbiter"


@cache
def graph() -> grimp.ImportGraph:
    return grimp.build_graph(ROOT, include_external_packages=False,
                             exclude_type_checking_imports=True)  # fmt: skip


def packages() -> list[str]:
    return sorted(module for module in graph().modules if graph().find_children(module))


def cycles_through(package: str, found: grimp.ImportGraph) -> list[str]:
    """Each module of `package` (at any depth) that imports the package while the package
    imports it, each as the two chains of imports that close the circle."""
    circles = []
    for module in sorted(found.find_descendants(package)):
        there = found.find_shortest_chain(importer=package, imported=module)
        back = found.find_shortest_chain(importer=module, imported=package)
        if there and back:
            circles.append(" -> ".join(there) + " | " + " -> ".join(back))
    return circles


def test_the_packages_are_found() -> None:
    assert {"arbiter.cli", "arbiter.formats", "arbiter.rulings"} <= set(packages())


@pytest.mark.parametrize("package", packages())
def test_no_module_and_its_package_import_each_other(package: str) -> None:
    assert cycles_through(package, graph()) == []


def test_a_circle_through_an_import_inside_a_function_is_found() -> None:
    """The check itself: a package that imports its module inside a function, while the
    module imports the package at the top, is a circle (as `arbiter.formats` and its `checks`
    were)."""
    made = grimp.ImportGraph()
    for module in ("pkg", "pkg.child", "pkg.other"):
        made.add_module(module)
    made.add_import(importer="pkg.child", imported="pkg")
    made.add_import(importer="pkg", imported="pkg.other")
    assert cycles_through("pkg", made) == []
    made.add_import(importer="pkg.other", imported="pkg.child")
    assert cycles_through("pkg", made) == ["pkg -> pkg.other -> pkg.child | pkg.child -> pkg",
                                           "pkg -> pkg.other | pkg.other -> pkg.child -> pkg"]


def test_every_marker_is_given_the_hooks_pydantic_reads() -> None:
    """The markers no longer import `checks` (which imports them): `checks` gives their
    classes pydantic's hooks, and a marker class it left out would be ignored by pydantic."""
    from arbiter.formats import checks, markers

    classes = {found for found in vars(markers).values()
               if isinstance(found, type) and issubclass(found, markers.Marker)}  # fmt: skip
    assert classes - {markers.Marker} == set(checks.HOOKS)
    assert all("__get_pydantic_json_schema__" in vars(found) for found in checks.HOOKS)
