from webtest import TestApp

from hollow.web.app import app


def test_hello_escapes():
    resp = TestApp(app).get("/hello?name=<b>")
    assert "&lt;b&gt;" in resp.text
