"""E-mails the uploader (and the assigned translator) when a job finishes."""
import html
import smtplib
from email.mime.text import MIMEText

import ldap
from ldap.filter import escape_filter_chars

from .. import settings
from ..tokens import download_token


def _translators(language, region):
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s()
    by_lang = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE,
                            "(&(objectClass=translator)(language=%s))" % escape_filter_chars(language), ["mail"])
    by_region = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE,
                              "(&(objectClass=translator)(region=%s))" % region, ["mail"])
    return [e[1]["mail"][0].decode() for e in by_lang + by_region if e[1].get("mail")]


def _send(to, subject, body_html):
    msg = MIMEText(body_html, "html", "utf-8")
    msg["Subject"] = subject
    msg["To"] = to
    msg["From"] = "no-reply@subtitles.example"
    with smtplib.SMTP(settings.SMTP_HOST, 587) as s:
        s.starttls()
        s.login(settings.SMTP_USER, settings.SMTP_PASSWORD)
        s.send_message(msg)


def send_ready_mail(job_id, payload):
    token = download_token()
    link = "https://subtitles.example/download/%s?t=%s" % (job_id, token)
    title = html.escape(payload.get("title") or "your file")
    body = "<p>Your subtitles for <b>%s</b> are ready.</p><p><a href=\"%s\">Download</a></p>" % (title, link)
    _send(payload["email"], "Subtitles ready", body)

    note = payload.get("note_to_translator", "")
    for addr in _translators(payload.get("language", "en"), payload.get("region", "")):
        _send(addr, "New subtitle job %s" % job_id,
              "<p>Job %s needs review.</p><div class='note'>%s</div>" % (job_id, note))
