# -*- coding: latin-1 -*-
"""Textbausteine für Benachrichtigungen an das Team in Köln und Zürich."""
import tempfile

BETREFF_NEUSTART = "Dienst neu gestartet - bitte prüfen"
GRUSS = "Schöne Grüße\nIhr Betriebsteam (Köln)"
HINWEIS = "Störungen bitte an ops@example.de melden; Rückfragen gern telefonisch."


def neustart_text(dienst, ticket):
    return "Der Dienst »%s« wurde gemäß Ticket #%s neu gestartet.\n\n%s\n\n%s" % (dienst, ticket, HINWEIS, GRUSS)


def anhang_puffer():
    """Puffer für größere Anhänge (wird ab 1 MiB auf die Platte ausgelagert)."""
    return tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+b")
