# -*- coding: latin-1 -*-
"""Gabarit HTML des factures (clients francophones).

Le rendu est utilisé pour l'aperçu dans le navigateur et pour wkhtmltopdf.
"""
from django.utils.html import format_html

ENTETE = "Facture n° %s"
LIBELLES = {
    "due": "Échéance",
    "amount": "Montant à payer",
    "vat": "TVA (20 %)",
    "thanks": "Merci de votre confiance « à bientôt »",
}


def _ligne_montant(invoice):
    return format_html("<tr><th>{}</th><td>{} {}</td></tr>", LIBELLES["amount"], invoice.amount, invoice.currency)


def render_invoice_html(invoice):
    """Construit la page HTML complète d'une facture."""
    client = invoice.customer
    parts = [
        "<html><head><meta charset='utf-8'><title>%s</title></head><body>" % (ENTETE % invoice.number),
        "<h1>%s</h1>" % (ENTETE % invoice.number),
        "<p class='client'>Client : %s &lt;%s&gt;</p>" % (client.name, client.email),
        "<table>",
        _ligne_montant(invoice),
        "</table>",
        "<p class='objet'>Objet : " + (invoice.title or "") + "</p>",
        "<footer>%s</footer></body></html>" % LIBELLES["thanks"],
    ]
    return "\n".join(parts)
