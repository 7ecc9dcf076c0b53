"""Bandit's blacklisted deserialisers behind a package's own compatibility module are still raised.

`from ._compat import pickle` and `from . import _compat; _compat.pickle.loads(...)` reach the standard pickle
through a module that only re-exports it; Bandit reads the relative import as a module of that name and says
nothing. The pattern slot raises them as Bandit would the direct call, and both slots judge them as usual.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

COMPAT = "import pickle  # noqa: F401\nimport marshal  # noqa: F401\n"
LIBRARY = """
import base64

from . import _compat
from ._compat import pickle
from .cache import pickle as cache_pickle


def load_behind_module(blob):
    return _compat.pickle.loads(base64.b64decode(blob))


def load_behind_name(blob):
    return pickle.loads(base64.b64decode(blob))


def load_code(blob):
    return _compat.marshal.loads(blob)


def load_own(blob):
    return cache_pickle.loads(blob)
"""


def _raised_lines() -> dict[str, str]:
    view = MemoryView({"pkg/__init__.py": "", "pkg/_compat.py": COMPAT, "pkg/cache.py": "pickle = None\n",
                       "pkg/api.py": LIBRARY})
    lines = view.files["pkg/api.py"].splitlines()
    return {lines[f.primary.start_line - 1].strip(): f.rule_id for f in raised(view, "pattern", ["pkg/api.py"])
            if f.category == "unsafe-deserialization"}


def test_pickle_reached_through_the_compat_module_or_a_name_it_exports_is_raised_as_bandits_b301():
    found = _raised_lines()
    assert found["return _compat.pickle.loads(base64.b64decode(blob))"] == "bandit.B301"
    assert found["return pickle.loads(base64.b64decode(blob))"] == "bandit.B301"
    assert found["return _compat.marshal.loads(blob)"] == "bandit.B302"


def test_a_name_from_a_module_not_named_for_compatibility_is_not_taken_for_the_standard_one():
    assert "return cache_pickle.loads(blob)" not in _raised_lines()


PYTHON2 = """
import cPickle
from six.moves import cPickle as six_pickle


def load_document(blob):
    return cPickle.loads(blob)


def load_six(blob):
    return six_pickle.loads(blob)
"""


def test_python_2s_cpickle_and_sixs_name_for_it_are_pickle():
    view = MemoryView({"legacy/v1.py": PYTHON2})
    lines = view.files["legacy/v1.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "pattern") if f.rule_id == "bandit.B301"}
    assert found == {"return cPickle.loads(blob)", "return six_pickle.loads(blob)"}


def test_a_vendored_six_is_six():
    """pip keeps its own copy of six: `pip._vendor.six.moves.cPickle` is still pickle."""
    source = PYTHON2.replace("from six.moves", "from pip._vendor.six.moves")
    view = MemoryView({"legacy/v1.py": source})
    lines = view.files["legacy/v1.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "pattern") if f.rule_id == "bandit.B301"}
    assert "return six_pickle.loads(blob)" in found


def test_only_a_vendoring_segment_below_the_top_is_dropped():
    from agent_providers.builtin.compat_names import standard_name, unvendored

    assert unvendored("pip._vendor.requests.adapters.BaseAdapter") == "requests.adapters.BaseAdapter"
    assert unvendored("setuptools.extern.packaging.version") == "packaging.version"
    assert unvendored("botocore.vendored.requests.get") == "requests.get"
    assert unvendored("requests.packages.urllib3.PoolManager") == "urllib3.PoolManager"
    assert unvendored("extern.thing") == "extern.thing"  # a top-level package of that name is itself
    assert unvendored("pkg.extern") == "pkg.extern"  # the vendoring package itself names nothing vendored
    assert standard_name("pip._vendor.six.moves.cPickle.loads") == "pickle.loads"
