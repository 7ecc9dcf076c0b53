"""Plain WSGI callables mounted next to the Pyramid app by the gunicorn config."""
import html
import os
from urllib.parse import parse_qs, urlparse

import requests
from paste.deploy import loadapp
from werkzeug.debug import DebuggedApplication

from . import db

ALLOWED_WEBHOOK_HOSTS = {"hooks.slack.com", "alerts.grainstore.example"}


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def moisture_app(environ, start_response):
    q = _qs(environ)
    rows = db.fetch("SELECT id, moisture FROM lots WHERE silo_id = %s AND moisture > %s" % (q.get("silo", "0"), q.get("min", "0")))
    body = "<ul>%s</ul>" % "".join("<li>%s: %s</li>" % (html.escape(str(r["id"])), html.escape(str(r["moisture"]))) for r in rows)
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [body.encode("utf-8")]


def search_echo_app(environ, start_response):
    term = _qs(environ).get("q", "")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [("<p>Results for <em>%s</em></p>" % html.escape(term)).encode("utf-8")]


def alert_app(environ, start_response):
    hook = _qs(environ).get("hook", "")
    parts = urlparse(hook)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_WEBHOOK_HOSTS:
        start_response("400 Bad Request", [("Content-Type", "text/plain")])
        return [b"hook not allowed"]
    requests.post(hook, json={"text": "silo alert"}, timeout=5, allow_redirects=False)
    start_response("204 No Content", [])
    return [b""]


def make_composite(pyramid_app):
    mounts = {"/raw/moisture": moisture_app, "/raw/search": search_echo_app, "/raw/alert": alert_app}

    def composite(environ, start_response):
        path = environ.get("PATH_INFO", "")
        for prefix, app in mounts.items():
            if path.startswith(prefix):
                return app(environ, start_response)
        return pyramid_app(environ, start_response)

    return composite


application = DebuggedApplication(
    make_composite(loadapp("config:" + os.environ.get("GRAINSTORE_INI", "/etc/grainstore/production.ini"))), evalex=True
)
