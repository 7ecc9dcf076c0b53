import logging

from slack_bolt import App
from slack_bolt.adapter.flask import SlackRequestHandler
from flask import Flask, make_response, redirect, request

from . import commands  # noqa: F401
from .config import SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET
from .registry import dispatch

logging.basicConfig(level=logging.INFO)
bolt = App(token=SLACK_BOT_TOKEN, signing_secret=SLACK_SIGNING_SECRET)
web = Flask(__name__)
handler = SlackRequestHandler(bolt)


@bolt.event("app_mention")
def on_mention(event, say):
    text = event["text"].split(">", 1)[-1]
    say(dispatch(text, event["user"]))


@web.post("/slack/events")
def slack_events():
    return handler.handle(request)


@web.get("/install/done")
def install_done():
    resp = make_response(redirect(request.args.get("return_to", "/")))
    resp.set_cookie("opsbot_installer", request.args.get("team", ""), httponly=True, secure=True)
    return resp
