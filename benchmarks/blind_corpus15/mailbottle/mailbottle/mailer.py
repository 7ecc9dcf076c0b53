import os
import subprocess
from email.message import EmailMessage

from . import config


def send_confirmation(email, code):
    body = "Subject: Confirmez votre inscription\n\nVotre code : %s\n" % code
    with os.popen(f"/usr/sbin/sendmail -f {config.FROM_ADDRESS} {email}", "w") as pipe:
        pipe.write(body)


def send_issue(recipients, subject, html):
    msg = EmailMessage()
    msg["From"] = config.FROM_ADDRESS
    msg["To"] = ", ".join(recipients)
    msg["Subject"] = subject
    msg.set_content("Version HTML uniquement.")
    msg.add_alternative(html, subtype="html")
    subprocess.run(["/usr/sbin/sendmail", "-t", "-oi"], input=msg.as_bytes(), check=True)
