from sigil.ldapf import match_all_escaped


def test_escapes_star():
    assert match_all_escaped(uid="a*") == "(&(uid=a\\2a))"
