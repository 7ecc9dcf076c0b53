"""Text messages to customers when their items are ready."""
import json
import re
import urllib.request

GATEWAY = "https://api.textlocal-gateway.co.uk/send/"
SMS_USER = "lintroll-shop"
SMS_API_PASSWORD = "dryCl3an!ng-2022-sms"
PHONE = re.compile(r"\+?\d{10,13}")


def send(phone, message):
    if not PHONE.fullmatch(phone.replace(" ", "")):
        return False
    body = json.dumps({"user": SMS_USER, "password": SMS_API_PASSWORD, "to": phone, "text": message[:160]}).encode()
    req = urllib.request.Request(GATEWAY, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status == 200
