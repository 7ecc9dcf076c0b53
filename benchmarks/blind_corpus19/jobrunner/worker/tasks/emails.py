import smtplib
from email.message import EmailMessage

from jinja2 import Environment, FileSystemLoader, select_autoescape

from ..registry import task
from ..settings import SMTP_HOST, SMTP_PASSWORD

safe_env = Environment(loader=FileSystemLoader("templates/email"), autoescape=select_autoescape(["html"]))
raw_env = Environment(loader=FileSystemLoader("templates/email"), autoescape=False)


def _send(to, subject, html):
    msg = EmailMessage()
    msg["To"], msg["Subject"], msg["From"] = to, subject, "noreply@example.com"
    msg.set_content("HTML mail")
    msg.add_alternative(html, subtype="html")
    with smtplib.SMTP(SMTP_HOST, 587) as smtp:
        smtp.starttls()
        smtp.login("relay", SMTP_PASSWORD)
        smtp.send_message(msg)


@task("welcome_email")
def welcome(payload):
    html = safe_env.get_template("welcome.html").render(name=payload["display_name"])
    _send(payload["email"], "Welcome!", html)


@task("comment_digest")
def comment_digest(payload):
    html = raw_env.get_template("digest.html").render(comments=payload["comments"])
    _send(payload["email"], "New comments", html)
