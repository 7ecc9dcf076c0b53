"""`tempfile.mktemp` asked for a name inside a folder `tempfile.mkdtemp` made (mode 0700: only this user may create
files there) races with nobody: duplicity's `TemporaryDirectory.mktemp`. In a folder anyone can write to, it still
does."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

TEMPDIR = """
    import tempfile


    class TemporaryDirectory:
        def __init__(self):
            self.__dir = tempfile.mkdtemp("-tempdir", "app-")
            self.__count = 0
            self.shared = "/tmp"
            self.work = tempfile.mkdtemp()

        def reuse(self, folder):
            self.work = folder

        def mktemp_work(self):
            return open(tempfile.mktemp(dir=self.work), "w")  # in a folder reset elsewhere

        def mktemp(self):
            self.__count += 1
            name = tempfile.mktemp("-%d" % self.__count, "mktemp-", self.__dir)
            return open(name, "w")  # in its own folder

        def mktemp_shared(self):
            return open(tempfile.mktemp(dir=self.shared), "w")  # in a shared attribute

        def cleanup(self):
            self.__dir = None


    def scratch():
        folder = tempfile.mkdtemp()
        return open(tempfile.mktemp(dir=folder), "w")  # in a fresh folder


    def shared(folder="/tmp"):
        return open(tempfile.mktemp(dir=folder), "w")  # in a shared folder


    def given(folder=None):
        folder = folder or tempfile.mkdtemp()
        return open(tempfile.mktemp(dir=folder), "w")  # in a folder a caller may give


    def mkdtemp():
        return "/tmp/app-shared"


    class Named:
        def __init__(self):
            self.folder = mkdtemp()

        def mktemp(self):
            return open(tempfile.mktemp(dir=self.folder), "w")  # in a folder an own function names
    """


@pytest.mark.parametrize("needle, expected", [
    ("# in its own folder", VerdictKind.REFUTED),
    ("# in a fresh folder", VerdictKind.REFUTED),
    ("# in a shared attribute", VerdictKind.CONFIRMED),
    ("# in a folder reset elsewhere", VerdictKind.CONFIRMED),
    ("# in a shared folder", VerdictKind.CONFIRMED),
    ("# in a folder a caller may give", VerdictKind.CONFIRMED),
    ("# in a folder an own function names", VerdictKind.CONFIRMED),
])
def test_a_temporary_name_in_a_folder_mkdtemp_made_races_with_nobody(needle, expected):
    verdict = judge_at(MemoryView({"pkg/tempdir.py": TEMPDIR}), "taint", "pkg/tempdir.py", needle, "insecure-temp-file")
    assert verdict.verdict is expected, verdict.reason
