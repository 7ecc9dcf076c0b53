"""/restore-snippet <file permalink> -- reload a saved runbook state shared as a file."""
import pickle

import requests

from opsbot import settings
from opsbot.commands import text_of


def register(app):
    @app.command("/restore-snippet")
    def restore(ack, respond, command):
        ack()
        url = text_of(command)
        if not url.startswith("https://files.slack.com/"):
            respond("give me a files.slack.com link")
            return
        resp = requests.get(url, headers={"Authorization": "Bearer " + settings.SLACK_BOT_TOKEN}, timeout=10)
        state = pickle.loads(resp.content)
        respond("restored runbook *%s* at step %d" % (state.get("name"), state.get("step", 0)))
