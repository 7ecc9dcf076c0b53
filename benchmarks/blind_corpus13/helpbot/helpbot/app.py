import base64
import hashlib
import hmac
import json
import secrets
import time
from urllib.parse import urlencode

import requests
from flask import Flask, abort, jsonify, make_response, redirect, request

from . import commands  # noqa: F401  (registers the commands)
from . import config
from .commands.links import unfurl
from .registry import Context, dispatch

app = Flask(__name__)


def verify_slack_request():
    ts = request.headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        abort(403)
    base = b"v0:" + ts.encode() + b":" + request.get_data()
    expected = "v0=" + hmac.new(config.SLACK_SIGNING_SECRET.encode(), base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("X-Slack-Signature", "")):
        abort(403)


@app.post("/slack/commands")
def slash_command():
    verify_slack_request()
    f = request.form
    text = f.get("text", "").strip()
    name, _, rest = text.partition(" ")
    ctx = Context(user_id=f["user_id"], user_name=f.get("user_name", ""), channel_id=f["channel_id"],
                  text=rest.strip(), team_id=f.get("team_id", ""))
    return jsonify(response_type="ephemeral", text=dispatch(name or "help", ctx))


@app.post("/slack/events")
def events():
    verify_slack_request()
    body = request.get_json(force=True)
    if body.get("type") == "url_verification":
        return jsonify(challenge=body["challenge"])
    event = body.get("event", {})
    if event.get("type") == "link_shared":
        unfurls = unfurl(event)
        requests.post("https://slack.com/api/chat.unfurl", json={
            "channel": event["channel"], "ts": event["message_ts"], "unfurls": unfurls,
        }, headers={"Authorization": "Bearer " + config.SLACK_BOT_TOKEN}, timeout=10)
    return "", 204


@app.get("/install")
def install():
    state = secrets.token_urlsafe(24)
    payload = base64.urlsafe_b64encode(json.dumps({"n": state, "r": request.args.get("return_to", "/")}).encode()).decode()
    url = "https://slack.com/oauth/v2/authorize?" + urlencode({
        "client_id": config.SLACK_CLIENT_ID,
        "scope": "commands,chat:write,links:read",
        "state": payload,
    })
    resp = make_response(redirect(url))
    resp.set_cookie("helpbot_oauth_state", state, max_age=600, secure=True, httponly=True, samesite="Lax")
    return resp


@app.get("/oauth/callback")
def oauth_callback():
    raw = request.args.get("state", "")
    try:
        state = json.loads(base64.urlsafe_b64decode(raw.encode()))
    except ValueError:
        abort(400)
    if not hmac.compare_digest(state.get("n", ""), request.cookies.get("helpbot_oauth_state", "")):
        abort(400)
    resp = requests.post("https://slack.com/api/oauth.v2.access", data={
        "client_id": config.SLACK_CLIENT_ID,
        "client_secret": config.SLACK_CLIENT_SECRET,
        "code": request.args.get("code", ""),
    }, timeout=10).json()
    if not resp.get("ok"):
        abort(400)
    return redirect(state.get("r") or "/")


@app.get("/prefs/lang/<lang>")
def set_language(lang):
    resp = make_response(redirect("/"))
    resp.set_cookie("helpbot_lang", lang if lang in ("en", "de", "fr") else "en", max_age=365 * 86400)
    return resp
