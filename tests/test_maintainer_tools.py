"""The maintainers' own tooling at the top of the repository is no part of what the package installs or serves.

`tools/tox_sdist.py` extracts the sdist the script itself just built; `winbuild/build_prepare.py` unpacks archives
fetched from fixed addresses. They run on a maintainer's machine, with the maintainer's inputs. A top-level folder
with an `__init__.py` is a package the project imports, judged as any code; a credential written in tooling still
leaks.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

TOOL = """
    import subprocess
    import sys
    import tarfile

    API_TOKEN = "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngOnlyXYZ12"


    def extract_sdist(archive, target):
        with tarfile.open(archive) as targz:
            targz.extractall(target)


    def main():
        subprocess.call("tox -e " + sys.argv[1], shell=True)
        extract_sdist(sys.argv[2], "build")


    if __name__ == "__main__":
        main()
    """


def _view(folder: str, package: bool) -> MemoryView:
    files = {f"{folder}/tox_sdist.py": TOOL}
    if package:
        files[f"{folder}/__init__.py"] = ""
    return MemoryView(files)


@pytest.mark.parametrize("folder", ["tools", "winbuild", "contrib"])
def test_tooling_raises_nothing_but_its_secrets_in_the_taint_slot(folder):
    found = {f.category for f in raised(_view(folder, package=False), "taint")}
    assert found == {"hardcoded-secret"}


def test_the_same_file_in_a_package_the_project_imports_is_judged_as_any_code():
    found = {f.category for f in raised(_view("tools", package=True), "taint")}
    assert "command-injection" in found


def test_the_pattern_slots_finding_in_tooling_is_refuted_and_its_secret_confirmed():
    view = _view("tools", package=False)
    shell = judge_at(view, "taint", "tools/tox_sdist.py", 'subprocess.call("tox', "command-injection")
    assert shell.verdict is VerdictKind.REFUTED, shell.reason
    secret = judge_at(view, "taint", "tools/tox_sdist.py", "API_TOKEN =", "hardcoded-secret")
    assert secret.verdict is VerdictKind.CONFIRMED, secret.reason


def test_a_nested_tools_folder_is_not_the_repositorys_tooling():
    view = MemoryView({"app/tools/run.py": TOOL})
    assert "command-injection" in {f.category for f in raised(view, "taint")}


@pytest.mark.parametrize(("path", "tooling"), [("scripts/internal/winmake.py", True), ("scripts/release/tag.py", True),
                                               ("scripts/tox_sdist.py", False), ("bin/tox_sdist.py", False)])
def test_a_scripts_folder_named_for_the_maintainers_is_tooling_and_scripts_itself_is_not(path, tooling):
    """`scripts/` often holds the commands a package installs: judged as any code. Its `internal/`, `dev/`, `ci/` or
    `release/` folder is the maintainers' own."""
    found = {f.category for f in raised(MemoryView({path: TOOL}), "taint")}
    assert (found == {"hardcoded-secret"}) is tooling, found
