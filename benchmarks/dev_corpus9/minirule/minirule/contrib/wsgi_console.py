"""A small WSGI console for trying conditions against sample records.

Mount it behind your admin auth::

    from minirule.contrib.wsgi_console import make_console
    app = make_console(sample_records, ruleset)
"""
import json
import secrets

from .._compat import SimpleCookie, html_escape, parse_qs
from ..expressions import evaluate

THEMES = ("light", "dark")


def make_console(records, ruleset=None):
    sessions = {}

    def respond(start_response, status, body, headers=()):
        data = body.encode("utf-8")
        start_response(status, [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(data)))] + list(headers))
        return [data]

    def application(environ, start_response):
        path = environ.get("PATH_INFO", "/")
        query = parse_qs(environ.get("QUERY_STRING", ""))
        cookies = SimpleCookie(environ.get("HTTP_COOKIE", ""))

        if path == "/login" and environ["REQUEST_METHOD"] == "POST":
            sid = secrets.token_urlsafe(24)
            sessions[sid] = environ.get("REMOTE_USER", "anonymous")
            headers = [("Location", "/"), ("Set-Cookie", "mr_session=%s; Path=/; HttpOnly" % sid)]
            if query.get("remember"):
                headers.append(("Set-Cookie", "mr_remember=%s; Path=/; Max-Age=2592000" % sid))
            start_response("303 See Other", headers)
            return [b""]

        if path == "/theme":
            theme = query.get("t", ["light"])[0]
            theme = theme if theme in THEMES else "light"
            return respond(start_response, "200 OK", "<p>Theme set.</p>", [("Set-Cookie", "mr_theme=%s; Path=/; Max-Age=31536000" % theme)])

        if path == "/rules" and ruleset is not None:
            items = "".join("<li>%s <code>%s</code></li>" % (rule.name, html_escape(rule.when_source)) for rule in ruleset.rules)
            return respond(start_response, "200 OK", "<ul>%s</ul>" % items)

        if path == "/api/eval":
            expr = query.get("expr", [""])[0]
            results = [{"record": i, "value": repr(evaluate(expr, r))} for i, r in enumerate(records)]
            data = json.dumps({"expr": expr, "results": results}).encode()
            start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(data)))])
            return [data]

        if path == "/eval":
            expr = query.get("expr", [""])[0]
            rows = []
            for i, record in enumerate(records):
                try:
                    value = evaluate(expr, record)
                except Exception as exc:
                    return respond(start_response, "400 Bad Request", "<p class='error'>Could not evaluate <code>%s</code>: %s</p>" % (expr, exc))
                rows.append("<tr><td>%d</td><td>%s</td></tr>" % (i, html_escape(repr(value))))
            return respond(start_response, "200 OK", "<table>%s</table>" % "".join(rows))

        return respond(start_response, "404 Not Found", "<p>Not found</p>")

    return application
