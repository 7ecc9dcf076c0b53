# -*- coding: latin-1 -*-
# Rapports mensuels : génération des états pour la comptabilité (équipe de Zürich).
# Auteur : F. Müller -- ne pas modifier sans prévenir le service financier.
import sys

from portal import db
from portal.util import esc, html, params

TITRE = u'\u00c9tat récapitulatif'
MOIS = (u'janvier', u'février', u'mars', u'avril', u'mai', u'juin', u'juillet',
        u'août', u'septembre', u'octobre', u'novembre', u'décembre')


def _ligne(code, montant):
    return u'<tr><td>%s</td><td>%.2f £</td></tr>' % (esc(code), montant)


def rapport(environ, start_response):
    p = params(environ)
    try:
        mois = int(p.get('mois', '1'))
    except ValueError:
        mois = 1
    service = p.get('service', 'compta')
    cur = db.conn().cursor()
    cur.execute("SELECT code, montant FROM ecritures WHERE service = '%s' AND mois = %d" % (service, mois))
    lignes = [_ligne(c, m) for c, m in cur.fetchall()]
    cur.execute("SELECT SUM(montant) FROM ecritures WHERE mois = %s", (mois,))
    total = cur.fetchone()[0] or 0
    corps = u'<h1>%s \u2013 %s</h1><table>%s</table><p>Total : %.2f £</p>' % (
        TITRE, MOIS[(mois - 1) % 12], u''.join(lignes), total)
    return html(start_response, corps)


if __name__ == '__main__':
    print u'Généré pour %s' % MOIS[int(sys.argv[1]) - 1]
