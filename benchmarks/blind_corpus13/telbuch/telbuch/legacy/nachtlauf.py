#!/usr/bin/python2
# Naechtlicher Export der Telefonliste als CSV auf den Fileserver (cron, 02:30)
import csv
import hashlib
import os
import sys
import tempfile

import ldap

sys.path.insert(0, '/srv/telbuch')
from telbuch import config, ldaputil

PRUEFSUMMEN_DATEI = '/var/lib/telbuch/letzter_export.md5'


def schreibe_csv(treffer):
    name = tempfile.mktemp('.csv')
    f = open(name, 'wb')
    w = csv.writer(f, delimiter=';')
    w.writerow(['Name', 'Telefon', 'Raum', 'Abteilung'])
    for dn, attrs in treffer:
        w.writerow([attrs.get(a, [''])[0] for a in ('cn', 'telephoneNumber', 'roomNumber', 'ou')])
    f.close()
    return name


def geaendert(pfad):
    summe = hashlib.md5(open(pfad, 'rb').read()).hexdigest()
    alt = os.path.exists(PRUEFSUMMEN_DATEI) and open(PRUEFSUMMEN_DATEI).read().strip() or ''
    if summe == alt:
        return False
    open(PRUEFSUMMEN_DATEI, 'w').write(summe)
    return True


def main():
    conn = ldaputil.verbinden()
    treffer = conn.search_s(config.BASE_DN, ldap.SCOPE_SUBTREE, '(objectClass=inetOrgPerson)', ldaputil.ATTRS)
    pfad = schreibe_csv(treffer)
    if not geaendert(pfad):
        print 'keine Aenderungen'
        os.unlink(pfad)
        return 0
    rc = os.system('scp -q %s %s:%s/telefonliste.csv' % (pfad, config.EXPORT_HOST, config.EXPORT_PFAD))
    os.unlink(pfad)
    if rc:
        print >> sys.stderr, 'scp fehlgeschlagen (%d)' % rc
    return rc


if __name__ == '__main__':
    sys.exit(main())
