"""An HTTP client's transport gets the request the program itself sends, not one a client sent it.

pip, conda and streamlink mount a requests adapter for `file://` URLs: `LocalFSAdapter.send(self, request)` opens
`url_to_path(request.url)`. That `request` is the program's own outgoing request, built from an index URL or a
path the operator gave; no client of the program chose it. The same method in a class that is not a client's
transport (a web handler whose parameter is named `request`) still reads the client's request.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

ADAPTER = """
    from requests.adapters import BaseAdapter
    from requests.models import Response


    def url_to_path(url):
        return url[len("file://"):]


    class LocalFSAdapter({base}):
        def send(self, request, stream=None, timeout=None, verify=None, cert=None, proxies=None):
            pathname = url_to_path(request.url)
            resp = Response()
            resp.raw = open(pathname, "rb")
            return resp
    """

HANDLER = """
    from flask import Flask, request
    from flask.views import MethodView

    app = Flask(__name__)


    class Download(MethodView):
        def get(self):
            return open(request.args["name"], "rb").read()
    """


def _path_findings(source: str) -> list[object]:
    view = MemoryView({"net/localfs.py": source})
    return [f for f in raised(view, "taint") if f.category == "path-traversal"]


def test_a_requests_adapter_opens_the_file_of_the_programs_own_request() -> None:
    assert _path_findings(ADAPTER.replace("{base}", "BaseAdapter")) == []
    imported_module = ADAPTER.replace("from requests.adapters import BaseAdapter", "import requests.adapters")
    assert _path_findings(imported_module.replace("{base}", "requests.adapters.BaseAdapter")) == []


def test_a_vendored_copy_of_requests_is_requests() -> None:
    """pip bases `LocalFSAdapter` on `pip._vendor.requests.adapters.BaseAdapter`, its own copy of requests."""
    vendored = ADAPTER.replace("from requests.adapters", "from pip._vendor.requests.adapters")
    assert _path_findings(vendored.replace("{base}", "BaseAdapter")) == []
    # a project module merely named like a vendored library is not one
    look_alike = ADAPTER.replace("from requests.adapters", "from pip.vendor_requests.adapters")
    assert len(_path_findings(look_alike.replace("{base}", "BaseAdapter"))) == 1


def test_a_class_that_is_no_client_transport_still_reads_the_clients_request() -> None:
    assert len(_path_findings(ADAPTER.replace("{base}", "object"))) == 1
    own_base = ADAPTER.replace("from requests.adapters import BaseAdapter", "from .base import BaseAdapter")
    assert len(_path_findings(own_base.replace("{base}", "BaseAdapter"))) == 1


def test_the_pattern_slots_open_in_an_adapter_is_not_confirmed() -> None:
    view = MemoryView({"net/localfs.py": ADAPTER.replace("{base}", "BaseAdapter")})
    verdict = judge_at(view, "taint", "net/localfs.py", 'open(pathname, "rb")', "path-traversal")
    assert verdict.verdict is not VerdictKind.CONFIRMED


def test_a_web_handler_beside_it_is_unchanged() -> None:
    view = MemoryView({"web.py": HANDLER})
    assert judge_at(view, "taint", "web.py", "open(request.args", "path-traversal").verdict is VerdictKind.CONFIRMED


TRACING = """
    import subprocess

    import requests.adapters
    from flask import request


    class TracingAdapter(requests.adapters.HTTPAdapter):
        def send(self, prepared, **kwargs):
            subprocess.call("log-trace " + request.headers["X-Trace"], shell=True)
            return super().send(prepared, **kwargs)
    """


def test_the_web_frameworks_request_inside_an_adapter_is_still_the_clients() -> None:
    """Only the method's own parameters are the program's request: Flask's `request`, imported, is the client's."""
    view = MemoryView({"net/tracing.py": TRACING})
    verdict = judge_at(view, "taint", "net/tracing.py", "subprocess.call(", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
