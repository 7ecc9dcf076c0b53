import json
import urllib.request

PAGERDUTY_ROUTING_KEY = "e93b7c2f0a4d4b5e8f61c0d2a7b9e314"
EVENTS_URL = "https://events.pagerduty.com/v2/enqueue"


def page(summary, severity="warning", source="opsdeck"):
    body = json.dumps({
        "routing_key": PAGERDUTY_ROUTING_KEY,
        "event_action": "trigger",
        "payload": {"summary": summary, "severity": severity, "source": source},
    }).encode()
    req = urllib.request.Request(EVENTS_URL, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status
