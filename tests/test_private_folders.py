"""`tempfile.mktemp` asked for a name inside a folder `tempfile.mkdtemp` made (mode 0700: only this user may create
files there) races with nobody: duplicity's `TemporaryDirectory.mktemp`. In a folder anyone can write to, it still
does. And a file beside the module (`os.path.dirname(__file__)`, `HERE = Path(__file__).parent`) is one the package
ships, as a package resource is: XML parsed from it is its authors' (trytond's view schemas)."""

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
    """


@pytest.mark.parametrize("needle, expected", [
    ("# in its own folder", VerdictKind.REFUTED),
    ("# in a fresh folder", VerdictKind.REFUTED),
    ("# in a shared attribute", VerdictKind.CONFIRMED),
    ("# in a folder reset elsewhere", VerdictKind.CONFIRMED),
    ("# in a shared folder", VerdictKind.CONFIRMED),
])
def test_a_temporary_name_in_a_folder_mkdtemp_made_races_with_nobody(needle, expected):
    verdict = judge_at(MemoryView({"pkg/tempdir.py": TEMPDIR}), "taint", "pkg/tempdir.py", needle, "insecure-temp-file")
    assert verdict.verdict is expected, verdict.reason


SCHEMAS = """
    import os
    from pathlib import Path

    from lxml import etree

    HERE = Path(__file__).parent


    def get_rng(type_):
        rng_name = os.path.join(os.path.dirname(__file__), type_ + ".rng")
        with open(rng_name, "rb") as fp:
            return etree.fromstring(fp.read())  # beside the module


    def get_schema(name):
        with open(HERE / "schemas" / name, "rb") as fp:
            return etree.fromstring(fp.read())  # under the module


    def get_doc(path):
        with open(path, "rb") as fp:
            return etree.fromstring(fp.read())  # a caller's file
    """


@pytest.mark.parametrize("needle, confirmed", [
    ("# beside the module", False),
    ("# under the module", False),
    ("# a caller's file", True),
])
def test_a_file_beside_the_module_is_one_the_package_ships(needle, confirmed):
    view = MemoryView({"pkg/__init__.py": "", "pkg/view.py": SCHEMAS})
    verdict = judge_at(view, "taint", "pkg/view.py", needle, "xxe")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
