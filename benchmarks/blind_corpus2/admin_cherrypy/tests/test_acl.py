from adminpanel import acl

ACL_XML = """<acl>
  <user name="anna"><role perm="reports">manager</role></user>
  <user name="bert"><role perm="logs">ops</role></user>
</acl>"""

TEST_LDAP_PASSWORD = "ldap-test-password"


def test_roles(tmp_path, monkeypatch):
    p = tmp_path / "acl.xml"
    p.write_text(ACL_XML)
    monkeypatch.setattr("adminpanel.settings.ACL_FILE", str(p))
    assert acl.roles_for("anna") == ["manager"]
    assert acl.has_permission("bert", "logs")
