from webtest import TestApp

from basting.app import app


def test_show_page():
    assert TestApp(app).get("/show?category=bed", expect_errors=True).status_int in (200, 500)
