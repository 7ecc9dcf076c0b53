import os
import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.office365.com"
SMTP_USER = "reports@example.com"
SMTP_PASSWORD = "R3ports!Nightly-2023"


def send(to, subject, text, html=None):
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = SMTP_USER, ", ".join(to), subject
    msg.set_content(text)
    if html:
        msg.add_alternative(html, subtype="html")
    password = os.environ.get("REPORT_SMTP_PASSWORD", SMTP_PASSWORD)
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls()
        s.login(SMTP_USER, password)
        s.send_message(msg)
