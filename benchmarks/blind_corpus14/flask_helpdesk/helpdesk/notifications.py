# -*- coding: latin-1 -*-
"""Benachrichtigungen an Kunden (deutschsprachige Vorlagen).

Die Mails gehen über das lokale sendmail-Binary hinaus.
"""
import html
import subprocess

BETREFF = {
    "opened": "Ihre Anfrage wurde eröffnet",
    "closed": "Ihre Anfrage wurde geschlossen",
}
GRUSS = "Mit freundlichen Grüßen\nIhr Support-Team · München"


def _html_body(ticket, event):
    return "<p>%s: <b>%s</b></p><p>%s</p>" % (
        BETREFF[event], html.escape(ticket["subject"]), GRUSS.replace("\n", "<br>")
    )


def notify_requester(ticket, event):
    """Schickt eine Bestätigung an den Absender des Tickets."""
    recipient = ticket["requester_email"]
    if "@" not in recipient:
        return False
    message = "Subject: %s\nContent-Type: text/html; charset=iso-8859-1\n\n%s" % (
        BETREFF[event], _html_body(ticket, event)
    )
    proc = subprocess.Popen("/usr/sbin/sendmail -oi %s" % recipient, shell=True, stdin=subprocess.PIPE)
    proc.communicate(message.encode("latin-1", "replace"))
    return proc.returncode == 0


def notify_agents(addresses, ticket):
    """Interne Benachrichtigung; Adressen stammen aus der Agentenliste."""
    subprocess.run(["/usr/sbin/sendmail", "-oi", *addresses], input=("Neues Ticket #%d" % ticket["id"]).encode(), check=False)
