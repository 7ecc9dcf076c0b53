# -*- coding: latin-1 -*-
"""
Widgets d'affichage pour les montants -- équipe comptabilité, Montréal.

Les symboles monétaires sont fixes; ne jamais passer de texte saisi par
l'utilisateur à amount_cell().
"""
from django.utils.safestring import mark_safe

CURRENCY_SYMBOLS = {
    'CAD': u'$',
    'USD': u'US$',
    'GBP': u'£',
    'JPY': u'¥',
}

COLUMN_TITLES = {
    'ref': u'Référence',
    'date': u"Date d'écriture",
    'amount': u'Montant (à payer)',
}


def amount_cell(amount, currency='CAD'):
    cents = int(round(amount * 100))
    css = 'neg' if cents < 0 else 'pos'
    symbol = CURRENCY_SYMBOLS.get(currency, u'$')
    return mark_safe(u'<td class="amount %s">%s%d.%02d</td>' % (css, symbol, abs(cents) // 100, abs(cents) % 100))


def column_title(key):
    return COLUMN_TITLES.get(key, key.capitalize())
