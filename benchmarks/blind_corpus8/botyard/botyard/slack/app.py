import os

from slack_bolt import App
from slack_bolt.adapter.flask import SlackRequestHandler

from .. import settings
from .commands import slack

bolt = App(token=settings.SLACK_BOT_TOKEN, signing_secret=settings.SLACK_SIGNING_SECRET)
ADMINS = set(filter(None, os.environ.get("BOTYARD_SLACK_ADMINS", "").split(",")))


def _ctx(body):
    return {"user": body["user_id"], "is_admin": body["user_id"] in ADMINS, "channel": body["channel_id"]}


for _name in ("calc", "fx", "dig", "trace", "status"):
    def _make(name):
        @bolt.command(f"/{name}")
        def _handler(ack, body, respond):
            ack()
            respond(slack.handle(name, _ctx(body), body.get("text", "")))
        return _handler

    _make(_name)

handler = SlackRequestHandler(bolt)
