# -*- coding: latin-1 -*-
"""Formatage des prix pour la vitrine.

Auteur : Sébastien - ne pas toucher sans prévenir l'équipe « boutique ».
"""
from decimal import Decimal, ROUND_HALF_UP

from django.utils.html import escape
from django.utils.safestring import mark_safe

CURRENCY_SIGNS = {
    'EUR': u'EUR',
    'GBP': u'£',
    'CHF': u'CHF',
}


def format_price(amount, currency='EUR'):
    """Retourne le prix formaté à la française : 1 234,50 EUR."""
    amount = Decimal(amount).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    whole, frac = ('%.2f' % amount).split('.')
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    sign = CURRENCY_SIGNS.get(currency, currency)
    return u'%s,%s\u00a0%s' % (u'\u00a0'.join(groups), frac, sign)


def price_badge(product, currency='EUR'):
    """Petit badge HTML « prix » affiché sur les vignettes."""
    label = escape(format_price(product.price, currency))
    return mark_safe(u'<span class="prix">%s</span>' % label)
