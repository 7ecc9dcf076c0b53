import asyncio
import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.acme.example"


def _send(to, code):
    msg = EmailMessage()
    msg["From"] = "opsbot@acme.example"
    msg["To"] = to
    msg["Subject"] = "Your opsbot verification code"
    msg.set_content(f"Your code is {code}. It expires in 10 minutes.")
    with smtplib.SMTP(SMTP_HOST, 25, timeout=10) as s:
        s.send_message(msg)


async def send_code(to, code):
    await asyncio.to_thread(_send, to, code)
