from webtest import TestApp

from ferrylane.routes import tickets


def test_timetable_404_outside_root():
    app = TestApp(tickets.app)
    resp = app.get("/timetable/..%2f..%2fetc%2fpasswd", expect_errors=True)
    assert resp.status_int in (403, 404)
