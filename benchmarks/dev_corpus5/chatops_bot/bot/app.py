import logging
import os

from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

from bot import store
from bot.auth import message_fingerprint
from bot.commands import ALL as COMMANDS
from bot.config import SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET
from bot.unfurl import post_message, titles_for_message

logging.basicConfig(level=logging.INFO)
app = App(token=SLACK_BOT_TOKEN, signing_secret=SLACK_SIGNING_SECRET)

for name, handler in COMMANDS.items():
    app.command(name)(handler)


@app.event("message")
def on_message(event, logger):
    text = event.get("text", "")
    store.record_message(event.get("channel"), event.get("user"), text,
                         message_fingerprint(event.get("channel"), event.get("ts"), text))
    for url, title in titles_for_message(text):
        post_message(event["channel"], "> %s" % title, thread_ts=event.get("ts"))
    if "++" in text:
        for word in text.split():
            if word.endswith("++") and word.startswith("<@"):
                store.give_karma(word[2:-3], event["channel"])


if __name__ == "__main__":
    store.init()
    SocketModeHandler(app, os.environ["SLACK_APP_TOKEN"]).start()
