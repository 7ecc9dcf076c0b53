"""Tiny status page on the workshop dashboard screen."""
import html
import os

from werkzeug.serving import run_simple
from werkzeug.wrappers import Request, Response

from . import store


@Request.application
def status_app(request):
    rows = store.recent(request.args.get("n", 20))
    body = "".join(f"<tr><td>{i}</td><td>{html.escape(str(n))}</td><td>{s}</td></tr>" for i, n, s, _o in rows)
    return Response(f"<table>{body}</table>", mimetype="text/html")


def serve_dev():
    run_simple("127.0.0.1", 8077, status_app, use_debugger=os.environ.get("MILLRACE_DEV") == "1", use_reloader=True)


if __name__ == "__main__":
    run_simple("0.0.0.0", 8077, status_app, use_debugger=True, use_evalex=True)
