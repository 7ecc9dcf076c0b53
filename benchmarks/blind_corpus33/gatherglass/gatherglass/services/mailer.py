"""Notification e-mails to the studio inbox."""
import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.fastmail.com"
SMTP_USER = "studio@gatherglass.co.uk"
SMTP_PASSWORD = "Fl4meW0rk!Gather2023"


def notify_studio(subject, body):
    msg = EmailMessage()
    msg["From"] = SMTP_USER
    msg["To"] = SMTP_USER
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP_SSL(SMTP_HOST, 465) as smtp:
        smtp.login(SMTP_USER, SMTP_PASSWORD)
        smtp.send_message(msg)
