# -*- coding: utf-8 -*-
"""Active Directory look-ups for login and group sync."""
import os

import ldap
import ldap.filter

LDAP_URI = os.environ.get('INVENTORY_LDAP_URI', 'ldaps://dc1.corp.example.org')
BASE_DN = 'OU=Staff,DC=corp,DC=example,DC=org'
GROUP_BASE = 'OU=Groups,DC=corp,DC=example,DC=org'


class LdapDirectory(object):

    def __init__(self, uri=LDAP_URI):
        self.conn = ldap.initialize(uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(os.environ.get('INVENTORY_LDAP_BIND_DN', ''),
                                os.environ.get('INVENTORY_LDAP_BIND_PW', ''))

    def find_user(self, username):
        flt = '(&(objectClass=user)(sAMAccountName=%s))' % username
        result = self.conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, ['cn', 'mail', 'memberOf'])
        return result[0] if result else None

    def check_bind(self, dn, password):
        if not password:
            return False
        probe = ldap.initialize(LDAP_URI)
        try:
            probe.simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS, e:
            return False
        finally:
            probe.unbind_s()

    def group_members(self, group_name):
        flt = '(&(objectClass=group)(cn=%s))' % ldap.filter.escape_filter_chars(group_name)
        result = self.conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, flt, ['member'])
        if not result:
            return []
        return result[0][1].get('member', [])
