import os
import smtplib
from email.message import EmailMessage

SMTP_HOST = "mail.oakmere-bowmen.org.uk"
SMTP_USER = "scores@oakmere-bowmen.org.uk"
SMTP_PASSWORD = os.environ.get("ARCHERY_SMTP_PASSWORD")


def send(to, subject, body):
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = SMTP_USER, to, subject
    msg.set_content(body)
    with smtplib.SMTP(SMTP_HOST, 587) as smtp:
        smtp.starttls()
        smtp.login(SMTP_USER, SMTP_PASSWORD)
        smtp.send_message(msg)
