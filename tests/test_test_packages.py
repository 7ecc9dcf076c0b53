"""A project's test package by its folder's name (`test_devpi_server/`, `integration_tests/`) is test code, as
`tests/` is: both slots refute what is written there, and the same code outside such a folder is still judged."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CODE = """
    import subprocess


    def run(name):
        subprocess.call("lookup " + name, shell=True)
    """


def _verdict(path: str, slot: str) -> VerdictKind:
    return judge_at(MemoryView({path: CODE}), slot, path, "subprocess.call", "command-injection").verdict


def test_a_test_package_is_test_code_for_both_slots() -> None:
    for path in ("test_myapp/functional.py", "src/integration_tests/helpers.py"):
        for slot in ("taint", "pattern"):
            assert _verdict(path, slot) is VerdictKind.REFUTED, (path, slot)


def test_a_folder_merely_containing_test_is_not_one() -> None:
    for path in ("myapp/latest/helpers.py", "myapp/attest_x/helpers.py"):
        for slot in ("taint", "pattern"):
            assert _verdict(path, slot) is not VerdictKind.REFUTED, (path, slot)
