import json
import urllib.request

from .config import SMS_API_TOKEN, SMS_GATEWAY


def confirm_by_sms(phone, code):
    if not phone:
        return
    req = urllib.request.Request(
        SMS_GATEWAY,
        data=json.dumps({"to": phone, "text": f"Ferry booking {code} confirmed"}).encode(),
        headers={"Authorization": f"Bearer {SMS_API_TOKEN}", "Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=5)


def notify_agency(callback, code):
    # travel agencies give us a URL to ping when the booking is confirmed
    urllib.request.urlopen(callback + "?booking=" + code, timeout=5)
