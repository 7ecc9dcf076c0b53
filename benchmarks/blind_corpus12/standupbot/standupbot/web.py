"""OAuth install flow and slash-command endpoint."""
import hashlib
import os
import secrets
from urllib.parse import urlencode

import requests
from flask import Flask, abort, jsonify, redirect, request, session

from .commands.base import dispatch

web = Flask(__name__)
web.secret_key = os.environ["STANDUPBOT_SECRET"]
CLIENT_ID = os.environ["SLACK_CLIENT_ID"]


@web.route("/install")
def install():
    session["oauth_state"] = secrets.token_urlsafe(16)
    session["after_install"] = request.args.get("then", "/installed")
    q = urlencode({"client_id": CLIENT_ID, "scope": "commands,chat:write", "state": session["oauth_state"]})
    return redirect("https://slack.com/oauth/v2/authorize?" + q)


@web.route("/oauth/callback")
def oauth_callback():
    if request.args.get("state") != session.pop("oauth_state", None):
        abort(400)
    requests.post("https://slack.com/api/oauth.v2.access",
                  data={"client_id": CLIENT_ID, "client_secret": os.environ["SLACK_CLIENT_SECRET"],
                        "code": request.args["code"]}, timeout=10)
    return redirect(session.pop("after_install", "/installed"))


@web.route("/avatar/<email>")
def avatar(email):
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return redirect("https://www.gravatar.com/avatar/%s?d=identicon" % digest)


@web.route("/slack/commands", methods=["POST"])
def slash():
    name = request.form["command"].lstrip("/")
    return jsonify(dispatch(name, request.form.get("text", ""), request.form["user_id"], request.form["channel_id"]))
