from unittest import mock

from wikiform import ldap_auth


def test_search_people_escapes():
    conn = mock.Mock()
    conn.search_s.return_value = []
    with mock.patch.object(ldap_auth, "_connect", return_value=conn):
        ldap_auth.search_people("a*)(uid=*")
    flt = conn.search_s.call_args[0][2]
    assert "\\2a" in flt and "\\28" in flt


def test_groups_for_uses_filter_format():
    conn = mock.Mock()
    conn.search_s.return_value = [("cn=eng", {"cn": [b"eng"]})]
    with mock.patch.object(ldap_auth, "_connect", return_value=conn):
        assert ldap_auth.groups_for("ann") == ["eng"]
