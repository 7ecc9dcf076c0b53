"""PyYAML's unsafe loaders, which Bandit has no rule for: the pattern slot raises them, and the taint slot
judges where the document comes from."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, judge_at, raised
from tickets.models import VerdictKind

LOADERS = """
    import yaml

    def read_table(text):
        return yaml.unsafe_load(text)

    def read_all(stream):
        return list(yaml.unsafe_load_all(stream))

    def read_settings():
        with open("/etc/tool/settings.yml") as handle:
            return yaml.unsafe_load(handle)

    def read_safely(text):
        return yaml.safe_load(text)
    """


def _view() -> MemoryView:
    return MemoryView({"setup.py": "from setuptools import setup\nsetup(name='tablekit')\n",
                       "tablekit/__init__.py": "", "tablekit/serial.py": LOADERS})


def test_the_unsafe_loaders_are_raised_and_the_safe_one_is_not():
    found = [f for f in raised(_view(), "pattern") if f.rule_id == "pattern.yaml-unsafe-load"]
    assert sorted((f.symbol, f.category, f.cwe) for f in found) == [
        ("read_all", "unsafe-deserialization", 502), ("read_settings", "unsafe-deserialization", 502),
        ("read_table", "unsafe-deserialization", 502)]


def test_the_taint_slot_confirms_a_librarys_caller_text_and_not_the_programs_own_file():
    view = _view()
    verdicts = {f.symbol: judge(view, "taint", f).verdict for f in raised(view, "pattern")
                if f.rule_id == "pattern.yaml-unsafe-load"}
    assert verdicts["read_table"] is VerdictKind.CONFIRMED
    assert verdicts["read_all"] is VerdictKind.CONFIRMED
    assert verdicts["read_settings"] is not VerdictKind.CONFIRMED


DERIVED = """
    import yaml

    class IncludeLoader(yaml.SafeLoader):
        pass

    class StrictLoader(IncludeLoader):
        pass

    class LooseLoader(yaml.Loader):
        pass

    def strict(text):
        return yaml.load(text, Loader=StrictLoader)

    def loose(text):
        return yaml.load(text, Loader=LooseLoader)
    """


def test_a_loader_derived_from_the_safe_loader_in_the_same_file_is_safe_in_both_slots():
    view = MemoryView({"setup.py": "from setuptools import setup\nsetup(name='confkit')\n",
                       "confkit/__init__.py": "", "confkit/load.py": DERIVED})
    for slot in ("pattern", "taint"):
        strict = judge_at(view, slot, "confkit/load.py", "Loader=StrictLoader", "unsafe-deserialization")
        assert strict.verdict is VerdictKind.REFUTED and "StrictLoader" in strict.reason, (slot, strict.reason)
        loose = judge_at(view, slot, "confkit/load.py", "Loader=LooseLoader", "unsafe-deserialization")
        assert loose.verdict is not VerdictKind.REFUTED, (slot, loose.reason)
