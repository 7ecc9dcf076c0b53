"""A draw, a digest or a scratch file written in the `__main__` block itself of a package's module runs only when a
developer starts the module by hand (mailpile's streamer self-test, fpdf's sample invoice): the pattern slot refutes
it. Not in a script outside a package (that block is the program), not in the block's `else` (it runs on import),
not in a function the block calls (judged where it is), and not for other categories."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

MODULE = """
    import hashlib
    import random


    def make_code():
        return "%06d" % random.randint(0, 999999)  # called


    if __name__ == "__main__":
        qty = random.randint(1, 10)  # demo draw
        open("/tmp/streamer-test.tmp", "wb").write(b"x" * qty)  # scratch file
        print(hashlib.md5(b"x").hexdigest())  # digest
        print(make_code())
    else:
        SESSION_SALT = random.random()  # on import
    """


def _verdict(needle: str, category: str, in_package: bool = True) -> VerdictKind:
    files = {"pkg/streamer.py": MODULE, **({"pkg/__init__.py": ""} if in_package else {})}
    return judge_at(MemoryView(files), "pattern", "pkg/streamer.py", needle, category).verdict


@pytest.mark.parametrize(("needle", "category"), [("# demo draw", "weak-random"), ("# digest", "weak-hash"),
                                                  ("# scratch file", "insecure-tempfile")])
def test_the_main_block_of_a_packages_module_is_a_developers_self_test(needle, category):
    assert _verdict(needle, category) is VerdictKind.REFUTED


@pytest.mark.parametrize(("needle", "in_package"), [("# demo draw", False), ("# on import", True), ("# called", True)])
def test_a_scripts_block_its_else_and_what_it_calls_are_judged_as_before(needle, in_package):
    assert _verdict(needle, "weak-random", in_package) is not VerdictKind.REFUTED
