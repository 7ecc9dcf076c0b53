import json
import urllib.request
from urllib.parse import quote

SMS_API = "https://rest.smsgateway.example.com/v1/send"


def sms(number, text):
    url = f"{SMS_API}?to={quote(number)}&msg={quote(text)}"
    with urllib.request.urlopen(url, timeout=10) as resp:
        return resp.status


def notify_webhook(user, payload):
    req = urllib.request.Request(
        user["webhook_url"],
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status
