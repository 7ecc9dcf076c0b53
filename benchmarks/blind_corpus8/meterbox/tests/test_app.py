from webtest import TestApp

from meterbox import wsgi_export
from meterbox.app import app


def test_caption_escapes():
    resp = TestApp(app).get("/meters/m1/caption", params={"label": "<b>x</b>"})
    assert "&lt;b&gt;" in resp.text


def test_monthly_rejects_traversal():
    resp = TestApp(wsgi_export.application).get("/monthly", params={"name": "../x.csv"}, status=400)
    assert resp.status_int == 400
