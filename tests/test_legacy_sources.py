"""Legacy Django and Python 2 names of the same things: `request.raw_post_data` (the request body before Django
1.4) and the StringIO classes of Python 2 and six, which wrap the text they are given as io.StringIO does."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

VIEWS = """
    from cStringIO import StringIO
    try:
        import cPickle as pickle
    except ImportError:
        import pickle

    from django.http import HttpResponse

    def render_local(request):
        params = StringIO(request.raw_post_data)
        kind = params.readline().strip()
        options = pickle.loads(params.read())
        return HttpResponse(repr((kind, options)))
    """


@pytest.mark.parametrize("replace", [("", ""), ("from cStringIO import StringIO", "from six import StringIO"),
                                     ("from cStringIO import StringIO", "from StringIO import StringIO")])
def test_a_pickled_request_body_read_through_stringio_is_unsafe_deserialisation(replace):
    view = MemoryView({"graphite/render/views.py": VIEWS.replace(*replace)})
    found = raised(view, "taint")
    assert [f.category for f in found] == ["unsafe-deserialization"]
    assert judge(view, "pattern", found[0]).verdict is VerdictKind.CONFIRMED


def test_a_six_moves_http_connection_to_a_requested_host_is_ssrf_for_both_slots():
    text = """
        from six.moves.http_client import HTTPConnection
        from six.moves.urllib.parse import urlsplit

        def send_email(request):
            proto, server, path, query, frag = urlsplit(request.GET["url"])
            conn = HTTPConnection(server)
            conn.request("GET", path)
            return conn.getresponse().read()
        """
    view = MemoryView({"graphite/composer/views.py": text})
    found = raised(view, "taint")
    assert [f.category for f in found] == ["ssrf"]
    assert judge(view, "pattern", found[0]).verdict is VerdictKind.CONFIRMED
