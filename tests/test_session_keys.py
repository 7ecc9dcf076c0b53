"""What a session key says about the value stored under it: identity or privilege (`user_id`, `role`), which
later requests trust, or the user's own navigation and a flow's state (`oauth_next`, `reauthentication_state`),
which they do not, whatever app word the key carries. A key held in a module constant is read through it."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

VIEWS = """
    from flask import Flask, request, session

    app = Flask(__name__)
    NEXT_KEY = "fs_oauth_next"
    STATE_SESSION_KEY = "account_reauthentication_state"
    USER_KEY = "portal_user_id"


    @app.route("/oauth/start")
    def start():
        session[NEXT_KEY] = request.args["next"]
        return "ok"


    @app.route("/reauthenticate", methods=["POST"])
    def suspend():
        session[STATE_SESSION_KEY] = {"request": dict(request.form)}
        return "ok"


    @app.route("/impersonate")
    def impersonate():
        session[USER_KEY] = request.args["uid"]
        return "ok"


    @app.route("/login")
    def login():
        session["auth_user"] = request.args["name"]
        return "ok"


    @app.route("/draft/<int:page>", methods=["POST"])
    def draft(page):
        session["unsaved_title_%d" % page] = request.form["title"]
        session[f"search_{page}"] = request.form["q"]
        session["cart-{}".format(page)] = request.form["items"]
        session["user_%d" % page] = request.form["who"]
        session[request.form["key"]] = request.form["value"]
        return "ok"


    class Crud(object):
        @classmethod
        def set_key(cls, k, v):
            k = cls.__name__ + "__" + k
            session[k] = v


    @app.route("/list")
    def listing():
        Crud.set_key("last_url", request.full_path)
        search_key = f"search_{request.args['q']}"
        session[search_key] = request.args["q"]
        parked_key = "unauthenticated_" + request.args["kind"]
        session[parked_key] = request.form
        who_key = "user_%s" % request.args["slot"]
        session[who_key] = request.args["who"]
        return "ok"


    def create_user(form):
        return {"username": form["username"]}


    @app.before_request
    def remember_client():
        session["user_agent"] = request.headers.get("User-Agent")
        session["ip_address"] = request.headers.get("X-Forwarded-For")
        session["user_role"] = request.headers.get("X-Role")


    @app.route("/register", methods=["POST"])
    def register():
        user = create_user(request.form)
        user.save()
        session["user_id"] = str(user.id)
        session["user_name"] = user.username
        return "ok"
    """


@pytest.mark.parametrize("needle, expected", [
    ("session[NEXT_KEY]", False),  # where the user goes after the provider: their own navigation
    ("session[STATE_SESSION_KEY]", False),  # the flow's state, resumed by the same user
    ("session[USER_KEY]", True),  # identity, through a module constant
    ('session["auth_user"]', True),
    ('session["unsaved_title_%d"', False),  # a key made per object around text naming no identity: a draft
    ('session[f"search_', False),
    ('session["cart-{}"', False),
    ('session["user_%d"', True),  # made at run time, but its text names a user
    ("session[request.form", True),  # nothing of the key is written in the code
    ("session[k] = v", False),  # bound to a name first, around text naming no identity
    ("session[search_key]", False),
    ("session[who_key]", True),  # bound to a name first, naming a user
    ("session[parked_key]", False),  # what a visitor nobody has identified posted, parked until they log in
    ('session["user_id"] = str(user.id)', False),  # the key the database gave the record the request made
    ('session["user_name"] = user.username', True),  # what the request said, through the record
    ('session["user_agent"]', False),  # the request's own description of the client, kept to show the user
    ('session["ip_address"]', False),
    ('session["user_role"]', True),
])
def test_a_session_key_named_for_identity_is_a_trust_boundary_one_named_for_navigation_is_not(needle, expected):
    view = MemoryView({"app.py": VIEWS})
    line = next(n for n, text in enumerate(view.files["app.py"].splitlines(), 1) if needle in text)
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert (("trust-boundary", line) in found) is expected, sorted(found)
