from pyramid import testing

from pyrite.testing import FakeDirectory
from pyrite.views.people import person


def test_person_404_escapes():
    req = testing.DummyRequest(matchdict={"uid": "<x>"})
    req.registry.directory = FakeDirectory()
    resp = person(req)
    assert resp.status_code == 404
    assert b"&lt;x&gt;" in resp.body
