# -*- coding: latin-1 -*-
"""Field mapping between partner XML schemas and our claim model.

Partner names kept exactly as in the contracts: "Assurances Générales", "Versicherung Köln-Süd".
"""
from .lookup import _store

PARTNER_FIELDS = {
    "AGEN": {"name": u"Assurances Générales", "amount": "montant", "date": "dateSinistre"},
    "VKS": {"name": u"Versicherung Köln-Süd", "amount": "betrag", "date": "schadensdatum"},
    "NORD": {"name": u"Nordic Mutual", "amount": "amount", "date": "lossDate"},
}


def partner_field(partner, field):
    return PARTNER_FIELDS.get(partner, PARTNER_FIELDS["NORD"]).get(field, field)


def amounts_by_partner(partner):
    element = partner_field(partner, "amount")
    return [float(x) for x in _store().xpath("//policy/claim/%s/text()" % element)]


def claims_on_date(partner, day):
    element = partner_field(partner, "date")
    return _store().xpath("//policy/claim[%s='%s']/@id" % (element, day))
