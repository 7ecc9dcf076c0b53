"""Tiny read-only web dashboard: recent commands and on-call links."""
import collections
import hmac
import secrets
import time
from html import escape

from flask import Flask, abort, redirect, request, url_for

from opsbot import settings

web = Flask(__name__)
HISTORY = collections.deque(maxlen=500)
_sessions = {}

LAYOUT = "<!doctype html><html><head><title>opsbot</title></head><body>{}</body></html>"


def record(user, command, text):
    HISTORY.appendleft((time.time(), user, command, text))


def _logged_in():
    sid = request.cookies.get("opsbot_dash")
    return sid in _sessions


@web.route("/login", methods=["POST"])
def login():
    target = request.args.get("next") or url_for("index")
    if not hmac.compare_digest(request.form.get("secret", ""), settings.DASHBOARD_SECRET or secrets.token_hex()):
        abort(403)
    sid = secrets.token_urlsafe(24)
    _sessions[sid] = time.time()
    resp = redirect(target)
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Referrer-Policy"] = "no-referrer"
    record(request.remote_addr, "dashboard-login", "")
    resp.set_cookie("opsbot_dash", sid, max_age=8 * 3600)
    return resp


@web.route("/")
def index():
    if not _logged_in():
        return redirect(url_for("login_form"))
    rows = "".join("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
        time.strftime("%H:%M", time.localtime(ts)), escape(u), escape(c), escape(t)) for ts, u, c, t in HISTORY)
    return LAYOUT.format("<table>%s</table>" % rows)


@web.route("/search")
def search():
    if not _logged_in():
        abort(401)
    q = request.args.get("q", "")
    hits = [h for h in HISTORY if q in h[3]]
    body = "<h2>%d results for %s</h2>" % (len(hits), q)
    return LAYOUT.format(body)


@web.route("/login-form")
def login_form():
    return LAYOUT.format("<form method=post action='/login'><input type=password name=secret><button>Go</button></form>")


@web.route("/oncall/<team>")
def oncall(team):
    targets = {"platform": "https://oncall.example.com/t/platform", "data": "https://oncall.example.com/t/data"}
    return redirect(targets.get(team, url_for("index")))


def serve():
    web.run(host="0.0.0.0", port=settings.DASHBOARD_PORT, debug=True, use_reloader=False)
