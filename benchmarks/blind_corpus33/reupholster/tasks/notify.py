"""Confirmation e-mails."""
import smtplib
from email.message import EmailMessage
from html import escape

from celery_app import app

SMTP_HOST = "smtp.tackandtuft.lan"


@app.task(name="tasks.notify.quote_ready")
def quote_ready(payload):
    msg = EmailMessage()
    msg["From"] = "quotes@tackandtuft.co.uk"
    msg["To"] = payload["email"]
    msg["Subject"] = "Your reupholstery quote %s" % payload["ref"]
    msg.set_content("Your quote is ready: %s" % payload["link"])
    msg.add_alternative("<p>Dear %s,</p><p><a href='%s'>View your quote</a></p>" % (escape(payload["name"]), escape(payload["link"])), subtype="html")
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.send_message(msg)
