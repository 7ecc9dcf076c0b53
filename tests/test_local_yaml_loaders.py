"""A YAML loader class a function defines for itself on a safe loader is a safe loader.

INGInious's `custom_yaml.load` defines `class OrderedLoader(SafeLoader)` inside the function (SafeLoader imported as
`CSafeLoader` when libyaml is there) and adds a constructor that builds OrderedDicts: it builds what SafeLoader
builds. A local class on `yaml.Loader`, or a name two classes of the module share, one of them unsafe, proves nothing.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

LOADERS = """
    from collections import OrderedDict

    import yaml as original_yaml

    try:
        from yaml import CSafeLoader as SafeLoader
    except ImportError:
        from yaml import SafeLoader


    def load(stream):
        class OrderedLoader({base}):
            pass

        def construct_mapping(loader, node):
            loader.flatten_mapping(node)
            return OrderedDict(loader.construct_pairs(node))

        OrderedLoader.add_constructor(original_yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
        return original_yaml.load(stream, OrderedLoader)
    """

TWICE = LOADERS.replace("{base}", "SafeLoader") + """

    def load_full(stream):
        class OrderedLoader(original_yaml.Loader):
            pass

        return original_yaml.load(stream, OrderedLoader)
    """


def _verdict(source: str, slot: str) -> VerdictKind:
    view = MemoryView({"common/custom_yaml.py": source})
    return judge_at(view, slot, "common/custom_yaml.py", "return original_yaml.load(stream, OrderedLoader)",
                    "unsafe-deserialization").verdict


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_loader_a_function_derives_from_a_safe_loader_is_safe(slot):
    assert _verdict(LOADERS.replace("{base}", "SafeLoader"), slot) is VerdictKind.REFUTED


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_local_loader_on_the_full_loader_is_not(slot):
    assert _verdict(LOADERS.replace("{base}", "original_yaml.Loader"), slot) is not VerdictKind.REFUTED


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_name_two_local_classes_share_proves_nothing(slot):
    assert _verdict(TWICE, slot) is not VerdictKind.REFUTED
