import logging
import smtplib
from email.message import EmailMessage

log = logging.getLogger(__name__)

SMTP_HOST = "smtp.mailgun.org"
SMTP_PORT = 587
SMTP_USER = "postmaster@mg.helpdesk-prod.io"
SMTP_PASSWORD = "b7e51f0c2d9a4e3f8a1b6c5d4e3f2a10-3e508ae1-7c2b11d4"
FROM_ADDR = "Support <support@helpdesk-prod.io>"


def send_mail(to, subject, body):
    msg = EmailMessage()
    msg["From"] = FROM_ADDR
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    try:
        with smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=10) as smtp:
            smtp.starttls()
            smtp.login(SMTP_USER, SMTP_PASSWORD)
            smtp.send_message(msg)
    except OSError:
        log.exception("mail to %s failed", to)
