from kvd.commands import REGISTRY


def test_all_verbs_registered():
    for verb in ("GET", "SET", "SCAN", "AUTH", "RUN", "DUMP", "LOAD", "RESTORE", "APPLY"):
        assert verb in REGISTRY
