"""Entry point: Socket Mode Slack app plus the small web dashboard."""
import logging
import threading

from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

from opsbot import settings
from opsbot.commands import calc, config, link, logs, net, people, snippets, tickets, unfurl
from opsbot import dashboard

logging.basicConfig(level=logging.INFO)

app = App(token=settings.SLACK_BOT_TOKEN, signing_secret=settings.SLACK_SIGNING_SECRET)

for module in (calc, config, link, logs, net, people, snippets, tickets, unfurl):
    module.register(app)


def main():
    threading.Thread(target=dashboard.serve, name="dashboard", daemon=True).start()
    SocketModeHandler(app, settings.SLACK_APP_TOKEN).start()


if __name__ == "__main__":
    main()
