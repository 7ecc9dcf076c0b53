"""A YAML loader class a function defines for itself on a safe loader is a safe loader.

INGInious's `custom_yaml.load` defines `class OrderedLoader(SafeLoader)` inside the function (SafeLoader imported as
`CSafeLoader` when libyaml is there) and adds a constructor that builds OrderedDicts: it builds what SafeLoader
builds. A local class on `yaml.Loader` proves nothing, and a class another function defines is not this one's loader.
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

        return original_yaml.load(stream, OrderedLoader)  # its own class
    """

LEAK = """
    import yaml
    from yaml import Loader as OrderedLoader


    def helper():
        class OrderedLoader(yaml.SafeLoader):
            pass

        return OrderedLoader


    def load(stream):
        return yaml.load(stream, OrderedLoader)  # the module's import: the full loader
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
def test_each_function_sees_its_own_local_class(slot):
    view = MemoryView({"common/custom_yaml.py": TWICE})
    full = judge_at(view, slot, "common/custom_yaml.py", "# its own class", "unsafe-deserialization")
    assert full.verdict is not VerdictKind.REFUTED, full.reason
    assert _verdict(TWICE, slot) is VerdictKind.REFUTED


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_another_functions_local_class_is_not_this_ones_loader(slot):
    view = MemoryView({"common/loader.py": LEAK})
    verdict = judge_at(view, slot, "common/loader.py", "# the module's import", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


# octodns's yaml.py: an include constructor loads the named file with its own loader's class, and `safe_load` picks
# the loader from a module table of SafeLoader subclasses. The package's own module is named `yaml`: its
# `from yaml import SafeLoader` is the library's, not an import of itself.
CHOSEN = """
    from os.path import dirname, join

    from yaml import SafeLoader, load


    class ContextLoader(SafeLoader):
        def construct_include(self, node):
            filename = join(dirname(self.get_mark().name), self.construct_scalar(node))
            with open(filename) as fh:
                return load(fh, self.__class__)  # include


    class SortingLoader(ContextLoader):
        pass


    ContextLoader.add_constructor("!include", ContextLoader.construct_include)
    _loaders = {"natural": SortingLoader, "plain": {plain}}


    def safe_load(stream, order_mode="natural", enforce=True):
        if enforce:
            loader = _loaders[order_mode]
        else:
            loader = ContextLoader
        return load(stream, loader)  # chosen
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("needle", ["# include", "# chosen"])
def test_a_loader_that_is_only_ever_a_safe_class_is_safe(slot, needle):
    view = MemoryView({"octo/yaml.py": CHOSEN.replace("{plain}", "ContextLoader")})
    verdict = judge_at(view, slot, "octo/yaml.py", needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_table_holding_the_full_loader_is_not_safe(slot):
    view = MemoryView({"octo/yaml.py": CHOSEN.replace("{plain}", "yaml.Loader").replace(
        "from yaml import SafeLoader, load", "import yaml\nfrom yaml import SafeLoader, load")})
    verdict = judge_at(view, slot, "octo/yaml.py", "# chosen", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("binding", ["loader = pick(order_mode)", "def safe_load(stream, loader, order_mode=None):"])
def test_a_loader_bound_to_anything_else_is_not_safe(slot, binding):
    source = CHOSEN.replace("{plain}", "ContextLoader")
    if binding.startswith("def "):
        chooser = ("        if enforce:\n            loader = _loaders[order_mode]\n        else:\n"
                   "            loader = ContextLoader\n")
        source = source.replace("def safe_load(stream, order_mode=\"natural\", enforce=True):", binding).replace(
            chooser, "")
    else:
        source = source.replace("loader = ContextLoader", binding)
    view = MemoryView({"octo/yaml.py": source})
    verdict = judge_at(view, slot, "octo/yaml.py", "# chosen", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


def test_a_module_named_like_a_library_imports_the_library_not_itself():
    view = MemoryView({"octo/yaml.py": CHOSEN.replace("{plain}", "ContextLoader").replace(
        "return load(fh, self.__class__)", "return load(fh, ContextLoader)")})
    verdict = judge_at(view, "taint", "octo/yaml.py", "# include", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


# A review's counterexamples: a loader that may be anything but a safe loader's class is not cleared (a `cls` that is
# a parameter or rebound, a table changed after it is written or shadowed, a name bound in a nested scope or by a
# match, a module name another function rebinds with `global`, a subclass that also derives from an unsafe loader).
REVIEW_HEAD = """
    import yaml
    from flask import Flask, request

    app = Flask(__name__)
"""
REVIEWED = {
    'P1': """
    class ConfigLoader(yaml.SafeLoader):
        def parse(self, text, cls=yaml.UnsafeLoader):
            return yaml.load(text, cls)  # sink

    @app.route("/c", methods=["POST"])
    def view():
        return str(ConfigLoader("").parse(request.data))
""",
    'P1b': """
    class ConfigLoader(yaml.SafeLoader):
        def parse(self, text, trusted):
            cls = yaml.UnsafeLoader if trusted else self.__class__
            return yaml.load(text, cls)  # sink

    @app.route("/c", methods=["POST"])
    def view():
        return str(ConfigLoader("").parse(request.data, True))
""",
    'P3': """
    _loaders = {"safe": yaml.SafeLoader}
    _loaders["full"] = yaml.UnsafeLoader

    @app.route("/c", methods=["POST"])
    def view():
        loader = _loaders[request.args["mode"]]
        return str(yaml.load(request.data, loader))  # sink
""",
    'P3b': """
    _loaders = {"safe": yaml.SafeLoader}
    _loaders.update(full=yaml.UnsafeLoader)

    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, _loaders[request.args["mode"]]))  # sink
""",
    'P3c': """
    _loaders = {"safe": yaml.SafeLoader}
    _loaders = dict(_loaders, full=yaml.UnsafeLoader)

    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, _loaders[request.args["mode"]]))  # sink
""",
    'P3d': """
    import os
    _loaders = {"safe": yaml.SafeLoader}
    if os.environ.get("TRUSTED"):
        _loaders = {"safe": yaml.UnsafeLoader}

    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, _loaders[request.args["mode"]]))  # sink
""",
    'P3e': """
    _loaders = {"safe": yaml.SafeLoader}

    def enable_python_tags():
        _loaders["python"] = yaml.UnsafeLoader

    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, _loaders[request.args["mode"]]))  # sink
""",
    'P8': """
    _loaders = {"safe": yaml.SafeLoader}

    @app.route("/c", methods=["POST"])
    def view():
        _loaders = {"full": yaml.UnsafeLoader}
        return str(yaml.load(request.data, _loaders["full"]))  # sink
""",
    'P8b': """
    LOADERS = {"safe": yaml.SafeLoader}

    def parse(text, LOADERS):
        return yaml.load(text, LOADERS["x"])  # sink

    @app.route("/c", methods=["POST"])
    def view():
        return str(parse(request.data, {"x": yaml.UnsafeLoader}))
""",
    'P4': """
    @app.route("/c", methods=["POST"])
    def view():
        loader = yaml.SafeLoader
        def trust():
            nonlocal loader
            loader = yaml.UnsafeLoader
        if request.args.get("trusted"):
            trust()
        return str(yaml.load(request.data, loader))  # sink
""",
    'P4b': """
    @app.route("/c", methods=["POST"])
    def view():
        loader = yaml.SafeLoader
        match request.args.get("mode"):
            case "unsafe":
                loader = yaml.SafeLoader
            case _ as loader:
                pass
        return str(yaml.load(request.data, loader))  # sink
""",
    'P4c': """
    loader = None

    def configure():
        global loader
        loader = yaml.UnsafeLoader

    @app.route("/c", methods=["POST"])
    def view():
        local = loader
        chosen = yaml.SafeLoader
        chosen = local
        return str(yaml.load(request.data, chosen))  # sink
""",
    'S1': """
    class IncludeLoader(yaml.SafeLoader):
        def include(self, node):
            with open(self.construct_scalar(node)) as fh:
                return yaml.load(fh, self.__class__)  # include

    IncludeLoader.add_constructor("!include", IncludeLoader.include)


    class TrustedIncludeLoader(IncludeLoader, yaml.UnsafeLoader):
        pass


    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, TrustedIncludeLoader))  # outer
""",
    'S2': """
    _loaders = {"safe": yaml.SafeLoader, "full": yaml.FullLoader}

    @app.route("/c", methods=["POST"])
    def view():
        return str(yaml.load(request.data, _loaders[request.args["m"]]))  # sink
""",
    'S3': """
    class L(yaml.SafeLoader):
        @classmethod
        def parse_all(cls, text):
            out = []
            for cls in (yaml.UnsafeLoader,):
                out.append(yaml.load(text, cls))  # sink
            return out

    @app.route("/c", methods=["POST"])
    def view():
        return str(L.parse_all(request.data))
""",
    'G1': """
    DEFAULT_LOADER = yaml.SafeLoader


    def trust_documents():
        global DEFAULT_LOADER
        DEFAULT_LOADER = yaml.UnsafeLoader


    @app.route("/c", methods=["POST"])
    def view():
        loader = DEFAULT_LOADER
        return str(yaml.load(request.data, loader))  # sink
""",
}
REVIEWED["G2"] = REVIEWED["G1"].replace("        loader = DEFAULT_LOADER\n", "").replace(
    "yaml.load(request.data, loader)", "yaml.load(request.data, DEFAULT_LOADER)")


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("case", sorted(REVIEWED))
def test_a_loader_that_may_be_an_unsafe_one_is_not_cleared(slot, case):
    source = REVIEW_HEAD + REVIEWED[case]
    view = MemoryView({"app/views.py": source})
    for needle in ("# sink", "# include", "# outer"):
        if needle in source:
            verdict = judge_at(view, slot, "app/views.py", needle, "unsafe-deserialization")
            assert verdict.verdict is VerdictKind.CONFIRMED, (needle, verdict.reason)


def test_a_python_2_module_named_like_a_library_may_mean_itself():
    # Python 2 reads `from yaml import SafeLoader` inside pkg/yaml.py as the module itself (no absolute_import): its
    # own SafeLoader is not PyYAML's
    source = CHOSEN.replace("{plain}", "ContextLoader").replace(
        "return load(fh, self.__class__)", "return load(fh, ContextLoader)").replace(
        "def safe_load(stream,", "def legacy():\n        print \"loading\"\n\n\n    def safe_load(stream,")
    view = MemoryView({"octo/yaml.py": source})
    verdict = judge_at(view, "taint", "octo/yaml.py", "# include", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
