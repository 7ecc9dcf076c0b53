"""A file at a name fixed in the shared temporary folder is no file of the program's own.

`open("/tmp/opsctl-inventory.pkl", "rb")` reads whatever is there, and any other local user can put a pickle of
theirs there first: unpickling it runs their code. The same name under the program's own folder is its own file.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CACHE = """
    import pickle

    CACHE_PATH = "/tmp/opsctl-inventory.pkl"
    STATE_PATH = "/var/lib/opsctl/inventory.pkl"


    def shared():
        with open(CACHE_PATH, "rb") as fh:
            return pickle.load(fh)


    def private():
        with open(STATE_PATH, "rb") as handle:
            return pickle.load(handle)


    if __name__ == "__main__":
        print(shared(), private())
    """


def _verdict(needle: str):
    return judge_at(MemoryView({"opsctl/cache.py": CACHE}), "taint", "opsctl/cache.py", needle,
                    "unsafe-deserialization")


def test_a_pickle_read_from_a_fixed_name_in_the_shared_temporary_folder_is_anyones():
    verdict = _verdict("pickle.load(fh)")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_the_same_pickle_under_the_programs_own_folder_is_its_own():
    verdict = _verdict("pickle.load(handle)")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
