import logging
import socket

import requests

log = logging.getLogger(__name__)

SLACK_BOT_TOKEN = "xoxb-2231847720-5573019948212-Vt8QmZr3kLpW2yHc9nXa4sDf"
SLACK_CHANNEL = "#ops-backups"


def slack(text):
    try:
        requests.post(
            "https://slack.com/api/chat.postMessage",
            headers={"Authorization": f"Bearer {SLACK_BOT_TOKEN}"},
            json={"channel": SLACK_CHANNEL, "text": text},
            timeout=10,
        )
    except requests.RequestException as exc:
        log.warning("slack notification failed: %s", exc)


def webhook(cfg, event, **fields):
    if not cfg.webhook_url:
        return
    payload = {"event": event, "host": socket.gethostname(), **fields}
    try:
        requests.post(cfg.webhook_url, json=payload, timeout=5)
    except requests.RequestException as exc:
        log.warning("webhook failed: %s", exc)
