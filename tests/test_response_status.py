"""A Location header on a response whose status is not a redirect's (201 Created) is no open redirect.

Only 3xx responses send a browser on; on 201 Created the header names the resource just made. The taint slot reads
the status from the response's construction (a number or a name) and refutes with that line as evidence; a 302, a
status it cannot read, or a name given another value since, leaves the redirect confirmed.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import http.client
    from http import HTTPStatus

    import flask
    from flask import request

    app = flask.Flask(__name__)


    @app.route("/tags", methods=["PUT"])
    def put_tag():
        response = flask.make_response("", http.client.CREATED)
        response.headers["Location"] = request.args["created"]
        return response


    @app.route("/items", methods=["POST"])
    def post_item():
        r = flask.Response(status=HTTPStatus.ACCEPTED)
        r.headers["Location"] = request.args["accepted"]
        return r


    @app.route("/numbers", methods=["POST"])
    def post_number():
        made = flask.make_response(flask.jsonify({}), 201)
        made.headers["Location"] = request.args["numbered"]
        return made


    @app.route("/go")
    def go():
        response = flask.make_response("", 302)
        response.headers["Location"] = request.args["next"]
        return response


    @app.route("/later")
    def later():
        response = flask.make_response("", 201)
        response = flask.redirect("/")
        response.headers["Location"] = request.args["later"]
        return response
    """


@pytest.mark.parametrize("needle, expected", [
    ('request.args["created"]', VerdictKind.REFUTED),
    ('request.args["accepted"]', VerdictKind.REFUTED),
    ('request.args["numbered"]', VerdictKind.REFUTED),
    ('request.args["next"]', VerdictKind.CONFIRMED),  # a 302: the browser goes there
    ('request.args["later"]', VerdictKind.CONFIRMED),  # the name holds a redirect by then
])
def test_a_location_header_redirects_only_from_a_redirect_status(needle, expected):
    view = MemoryView({"app/views.py": VIEWS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason


HANDLERS = """
    import tornado.web


    class UploadHandler(tornado.web.RequestHandler):
        def post(self):
            self.set_status(201)
            self.set_header("Location", self.get_argument("created"))


    class MovedHandler(tornado.web.RequestHandler):
        def get(self):
            self.set_status(302)
            self.set_header("Location", self.get_argument("next"))


    class DefaultHandler(tornado.web.RequestHandler):
        def get(self):
            self.set_header("Location", self.get_argument("plain"))
    """


@pytest.mark.parametrize("needle, expected", [
    ('self.get_argument("created")', VerdictKind.REFUTED),  # set_status(201): the resource just created
    ('self.get_argument("next")', VerdictKind.CONFIRMED),  # set_status(302): the browser goes there
    ('self.get_argument("plain")', VerdictKind.CONFIRMED),  # no status set: the header alone
])
def test_a_status_a_handler_sets_on_itself_decides_its_location_header(needle, expected):
    view = MemoryView({"app/handlers.py": HANDLERS})
    verdict = judge_at(view, "taint", "app/handlers.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason
