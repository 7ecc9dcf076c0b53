from __future__ import annotations

import requests

from .config import Config


def slack(cfg: Config, text: str) -> None:
    if not cfg.slack_webhook:
        return
    requests.post(cfg.slack_webhook, json={"text": text}, timeout=5)
