#!/usr/bin/python2
# vCard-Export und Listen-Download (alte CGI-Schnittstelle, laeuft noch unter python2)
import cgi
import os
import sys

import ldap

sys.path.insert(0, '/srv/telbuch')
from telbuch import config, ldaputil


def vcard(uid):
    conn = ldaputil.verbinden()
    filt = '(&(objectClass=inetOrgPerson)(uid=%s))' % uid
    try:
        treffer = conn.search_s(config.BASE_DN, ldap.SCOPE_SUBTREE, filt, ldaputil.ATTRS)
    except ldap.LDAPError, e:
        print 'Status: 500 Internal Server Error'
        print 'Content-Type: text/plain'
        print
        print 'LDAP-Fehler: %s' % e
        return
    print 'Content-Type: text/x-vcard; charset=utf-8'
    print
    for dn, attrs in treffer:
        print 'BEGIN:VCARD'
        print 'VERSION:3.0'
        print 'FN:%s' % attrs.get('cn', [''])[0]
        print 'TEL;TYPE=WORK:%s' % attrs.get('telephoneNumber', [''])[0]
        print 'EMAIL:%s' % attrs.get('mail', [''])[0]
        print 'END:VCARD'


def liste(datei):
    pfad = os.path.join(config.LISTEN_DIR, datei)
    try:
        f = open(pfad, 'rb')
    except IOError, e:
        print 'Status: 404 Not Found'
        print
        return
    print 'Content-Type: application/pdf'
    print 'Content-Disposition: attachment; filename="%s"' % os.path.basename(datei)
    print
    sys.stdout.write(f.read())
    f.close()


def main():
    form = cgi.FieldStorage()
    if form.has_key('uid'):
        vcard(form.getfirst('uid'))
    elif form.has_key('datei'):
        liste(form.getfirst('datei'))
    else:
        print 'Status: 400 Bad Request'
        print


if __name__ == '__main__':
    main()
