import json
import urllib.request

from . import settings

FALLBACK_WEBHOOK = "https://hooks.slack.com/services/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"


def post(text):
    url = settings.SLACK_WEBHOOK or FALLBACK_WEBHOOK
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
