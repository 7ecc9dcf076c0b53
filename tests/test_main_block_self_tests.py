"""A scratch file written in the `__main__` block itself of a package's module runs only when a developer starts the
module by hand (mailpile's streamer self-test): the pattern slot refutes it. Not in a script outside a package or a
package's `__main__.py` (there the block is the program), not in the block's `else` or under `!=` (they run on
import), not in a function the block calls (judged where it is), and not a random value or a digest (a tool run by
hand may print a production key it drew, or store an administrator's password hash)."""

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


def test_a_scratch_file_in_the_main_block_of_a_packages_module_is_a_developers_self_test():
    assert _verdict("# scratch file", "insecure-tempfile") is VerdictKind.REFUTED


@pytest.mark.parametrize(("needle", "category"), [("# demo draw", "weak-random"), ("# digest", "weak-hash"),
                                                  ("# on import", "weak-random"), ("# called", "weak-random")])
def test_random_values_digests_the_else_and_what_the_block_calls_are_judged_as_before(needle, category):
    assert _verdict(needle, category) is not VerdictKind.REFUTED


def test_a_scripts_block_is_the_program():
    assert _verdict("# scratch file", "insecure-tempfile", in_package=False) is not VerdictKind.REFUTED


def test_a_packages_main_module_is_the_program():
    files = {"pkg/__main__.py": MODULE, "pkg/__init__.py": ""}
    verdict = judge_at(MemoryView(files), "pattern", "pkg/__main__.py", "# scratch file", "insecure-tempfile")
    assert verdict.verdict is not VerdictKind.REFUTED


def test_a_block_under_not_equal_runs_on_import():
    files = {"pkg/streamer.py": MODULE.replace('if __name__ == "__main__":', 'if __name__ != "__main__":'),
             "pkg/__init__.py": ""}
    verdict = judge_at(MemoryView(files), "pattern", "pkg/streamer.py", "# scratch file", "insecure-tempfile")
    assert verdict.verdict is not VerdictKind.REFUTED
