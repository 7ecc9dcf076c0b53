"""A Pylons or TurboGears controller's public methods are actions whose arguments are the URL's parts; a class
merely named like a controller (a process's `WorkerController`) in a module that imports no web framework is not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

_ACTION = """
    def show(self, name):
        return open(os.path.join("/srv/pages", name)).read()
"""


def _module(imports: str, base: str) -> str:
    return f"import os\n{imports}\n\n\nclass PagesController({base}):" + _ACTION


def _reached(source: str) -> bool:
    view = MemoryView({"site/controllers/pages.py": source})
    return any(f.category == "path-traversal" for f in raised(view, "taint"))


@pytest.mark.parametrize(("imports", "base"), [
    ("from pylons import request\nfrom site.lib.base import BaseController", "BaseController"),
    ("from tg import expose\nfrom site.lib.base import RepoController", "RepoController"),  # the module is TG's
    ("from site.lib.base import BaseController", "BaseController"),  # a base the framework's templates name
])
def test_a_controllers_action_takes_the_urls_parts(imports, base):
    assert _reached(_module(imports, base))


@pytest.mark.parametrize(("imports", "base"), [
    ("from twisted.internet import defer\nfrom site.worker import WorkerController", "WorkerController"),
    ("import jinja2\nfrom site.node import NodeController", "NodeController"),
])
def test_a_class_named_like_a_controller_outside_a_web_framework_takes_no_url(imports, base):
    assert not _reached(_module(imports, base))


_OWN_BASE = "import threading\n\n\nclass BaseController({root}):\n    def close(self):\n        pass\n"


def test_a_controller_base_the_module_defines_on_no_framework_takes_no_url():
    """stem's `Controller(BaseController)` talks to Tor; its own `BaseController` derives from `object`."""
    assert not _reached(_module(_OWN_BASE.format(root="object"), "BaseController"))
    assert not _reached(_module(_OWN_BASE.format(root="threading.Thread"), "BaseController"))


def test_a_controller_base_the_module_derives_from_a_frameworks_still_takes_the_url():
    derived = "from site.lib.framework import WSGIController\n" + _OWN_BASE.format(root="WSGIController")
    assert _reached(_module(derived, "BaseController"))


@pytest.mark.parametrize("preamble", [
    # the project's own BaseController on the framework's, through the module that exports it
    "from site.lib import base\n\n\nclass BaseController(base.BaseController):\n    pass\n",
    # ... or through an alias
    "from site.lib.base import BaseController as _Base\n\n\nclass BaseController(_Base):\n    pass\n",
    # an unrelated class of that name inside a helper function is not the module's base
    "from site.lib.base import BaseController\n\n\ndef helper():\n    class BaseController(object):\n"
    "        pass\n    return BaseController\n",
])
def test_a_controller_base_reached_through_an_import_still_takes_the_url(preamble):
    assert _reached(_module(preamble, "BaseController"))
