import logging

import ldap
from django.conf import settings
from django.contrib.auth import get_user_model
from ldap.filter import filter_format

log = logging.getLogger(__name__)

PERSON_ATTRS = ['sAMAccountName', 'mail', 'displayName', 'title']


def _connect():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


class CorpLDAPBackend(object):
    """Authenticate against Active Directory, creating Django users on first login."""

    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = _connect()
        try:
            results = conn.search_s(
                settings.LDAP_BASE_DN,
                ldap.SCOPE_SUBTREE,
                filter_format('(&(objectClass=person)(sAMAccountName=%s))', [username]),
                PERSON_ATTRS,
            )
            entries = [(dn, attrs) for dn, attrs in results if dn]
            if len(entries) != 1:
                return None
            user_dn, attrs = entries[0]
            try:
                conn.simple_bind_s(user_dn, password)
            except ldap.INVALID_CREDENTIALS:
                return None
        finally:
            conn.unbind_s()
        User = get_user_model()
        user, _ = User.objects.get_or_create(username=username.lower())
        mail = attrs.get('mail', [b''])[0]
        if mail:
            user.email = mail.decode('utf-8')
            user.save(update_fields=['email'])
        return user

    def get_user(self, user_id):
        User = get_user_model()
        try:
            return User.objects.get(pk=user_id)
        except User.DoesNotExist:
            return None


def directory_search(term, limit=25):
    """Free-text people search used by the colleague picker."""
    conn = _connect()
    try:
        query = '(&(objectClass=person)(|(cn=*%s*)(mail=*%s*)))' % (term, term)
        results = conn.search_ext_s(settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, query, PERSON_ATTRS, sizelimit=limit)
    except ldap.SIZELIMIT_EXCEEDED:
        log.info('directory search for %r truncated', term)
        results = []
    finally:
        conn.unbind_s()
    people = []
    for dn, attrs in results:
        if not dn:
            continue
        people.append({
            'login': attrs.get('sAMAccountName', [b''])[0].decode('utf-8'),
            'name': attrs.get('displayName', [b''])[0].decode('utf-8'),
            'mail': attrs.get('mail', [b''])[0].decode('utf-8'),
        })
    return people
