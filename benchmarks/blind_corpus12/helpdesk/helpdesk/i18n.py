# -*- coding: latin-1 -*-
"""Message catalogue for the helpdesk UI (de/fr/en).

Maintained by the Zürich office; keep this file in latin-1 for the old editor.
"""
from html import escape

MESSAGES = {
    "de": {"welcome": u"Grüß Gott, %s!", "closed": u"Ticket geschlossen. Schöne Grüße!", "street": u"Straße"},
    "fr": {"welcome": u"Bienvenue, %s !", "closed": u"Ticket fermé. Merci et à bientôt.", "street": u"Rue"},
    "en": {"welcome": u"Welcome, %s!", "closed": u"Ticket closed. Thank you.", "street": u"Street"},
}


def message(lang, key):
    return MESSAGES.get(lang, MESSAGES["en"]).get(key, key)


def welcome_banner(lang, display_name):
    return u"<div class='banner'>%s</div>" % (message(lang, "welcome") % escape(display_name))


def closed_notice(lang, subject):
    # shown above the ticket list after a close action, e.g. ?closed=<subject>
    return u"<p class='notice'>%s &laquo;%s&raquo;</p>" % (message(lang, "closed"), subject)
