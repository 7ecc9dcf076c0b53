"""A class method that returns `cls(...)` is a factory of its own class: what a caller gets from
`Directory.from_settings(settings)` is a Directory, and a method called on it is Directory's. A class method that
returns something else makes no instance."""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

DIRECTORY = """
    import ldap


    class Directory:
        def __init__(self, uri, base):
            self.conn = ldap.initialize(uri)
            self.base = base

        @classmethod
        def from_settings(cls, settings):
            return cls(settings["ldap.uri"], settings["ldap.base"])

        @classmethod
        def describe(cls, settings):
            return settings["ldap.uri"]

        def search_people(self, term):
            return self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, "(cn=*%s*)" % term)
    """

VIEWS = """
    from pyramid.view import view_config

    from .ldapdir import Directory


    @view_config(route_name="people_search", renderer="json")
    def people_search(request):
        directory = Directory.{factory}(request.registry.settings)
        return directory.search_people(request.params.get("q", ""))
    """


def _raised(factory: str) -> list[tuple[str, int]]:
    view = MemoryView({"app/ldapdir.py": DIRECTORY, "app/views.py": VIEWS.replace("{factory}", factory)})
    return [(f.category, f.primary.start_line) for f in raised(view, "taint")]


def test_a_class_methods_cls_call_makes_an_instance_of_its_class():
    assert _raised("from_settings") == [("ldap-injection", 18)]  # the search in search_people


def test_a_class_method_returning_something_else_makes_no_instance():
    assert _raised("describe") == []
