import smtplib
from email.message import EmailMessage

import requests

from . import settings


def announce(service, version):
    msg = EmailMessage()
    msg["From"] = "deploybot@acme.dev"
    msg["To"] = "releases@acme.dev"
    msg["Subject"] = f"{service} {version} released"
    msg.set_content(f"{service} {version} is live.")
    with smtplib.SMTP(settings.SMTP_HOST, 587) as s:
        s.starttls()
        s.login(settings.SMTP_USER, settings.SMTP_PASSWORD)
        s.send_message(msg)
    requests.post(
        f"{settings.GRAFANA_URL}/api/annotations",
        json={"text": f"deploy {service} {version}", "tags": ["deploy", service]},
        headers={"Authorization": f"Bearer {settings.GRAFANA_TOKEN}"},
        timeout=5,
    )
