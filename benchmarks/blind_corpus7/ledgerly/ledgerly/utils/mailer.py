import random
import smtplib
import time
from email.message import EmailMessage

from flask import current_app


def _send(msg, attempts=4):
    for attempt in range(attempts):
        try:
            with smtplib.SMTP(current_app.config["SMTP_HOST"]) as s:
                pw = current_app.config.get("SMTP_PASSWORD")
                if pw:
                    s.login("ledgerly", pw)
                s.send_message(msg)
                return True
        except OSError:
            time.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return False


def send_reset(address, link):
    msg = EmailMessage()
    msg["To"] = address
    msg["From"] = "no-reply@ledgerly.example"
    msg["Subject"] = "Reset your Ledgerly password"
    msg.set_content("Use this link to reset your password: %s" % link)
    return _send(msg)
