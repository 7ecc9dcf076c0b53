import os
import smtplib
from email.message import EmailMessage

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")


def send_digest(to, html):
    msg = EmailMessage()
    msg["From"] = "digest@feedhub.example"
    msg["To"] = to
    msg["Subject"] = "Your feedhub digest"
    msg.set_content("HTML digest attached")
    msg.add_alternative(html, subtype="html")
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls()
        s.login("digest@feedhub.example", os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
