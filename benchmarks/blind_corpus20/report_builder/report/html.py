# -*- coding: latin-1 -*-
"""Rendu HTML du rapport d'enquête (« Synthèse nocturne »).

Les commentaires libres proviennent des répondants : à traiter comme non fiables.
"""
from html import escape

from markupsafe import Markup

TITLE = "Synthèse des réponses - Città / Région"
FOOTER = "Généré automatiquement · ne pas répondre"


def _row(row):
    city = escape(row.get("city", ""))
    score = int(float(row.get("score") or 0))
    cells = ["<td>%s</td>" % city, "<td class='num'>%d</td>" % score]
    cells.append("<td class='comment'>%s</td>" % row.get("comment", ""))
    return "<tr>%s</tr>" % "".join(cells)


def table(rows):
    head = "<tr><th>Ville</th><th>Note</th><th>Commentaire</th></tr>"
    return "<table class='réponses'>%s%s</table>" % (head, "".join(_row(r) for r in rows))


def highlight_quote(text):
    return Markup("<blockquote>{}</blockquote>").format(text)


def page(rows, campaign):
    return "<html><head><meta charset='latin-1'><title>%s</title></head><body><h1>%s</h1>%s<footer>%s</footer></body></html>" % (
        escape(TITLE), escape(campaign), table(rows), FOOTER)
