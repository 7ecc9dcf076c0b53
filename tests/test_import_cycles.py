"""No module of the production packages is part of an import cycle, lazy and TYPE_CHECKING imports included.

`lint-imports` (run by .ci/run) enforces the layers and forbids cycles between siblings; a cycle
through a package's own `__init__` (the package importing its module, the module importing the
package) is not between siblings, so this test closes that gap on the whole module graph.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import grimp

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_no_import_closes_a_cycle() -> None:
    roots = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["importlinter"]["root_packages"]
    graph = grimp.build_graph(*roots, cache_dir=None)  # every import statement, wherever it stands
    closing = sorted(
        (importer, imported)
        for importer in graph.modules
        for imported in graph.find_modules_directly_imported_by(importer)
        if graph.chain_exists(importer=imported, imported=importer)
    )
    assert closing == [], f"these imports close a cycle: {closing}"
