"""Pylons' `url(...)` (Routes' URL generator) given a route's name, or only keywords, builds that route's path on the
site, as Flask's url_for does: a redirect to it stays on the site whatever the route's values are (given a path
written in the code, the values only fill its query). A first argument not written in the code, or a
`host=`/`protocol=` keyword, moves it."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "wiki/controllers/pages.py": """
        from pylons import url
        from pylons.controllers import WSGIController
        from pylons.controllers.util import redirect

        import wiki.lib.helpers as h


        class PagesController(WSGIController):
            def show(self, page_name):
                self.__go(page_name)

            def __go(self, name):
                redirect(url("page_home", page_name=name))  # named route
                redirect(h.url("page_home", page_name=name))  # helpers re-export
                redirect(url(controller="pages", action="show", page=name))  # keywords only
                redirect(url(name))  # a value as the URL
                redirect(url("page_home", page_name="front", host=name))  # another host
                redirect(url("/pages/%s" % name))  # a path built from the value
                redirect(url("/pages/search", q=name))  # a fixed path's query
        """,
    "wiki/lib/helpers.py": "from pylons import url\n",
    "wiki/config/routing.py": """
        from routes import Mapper


        def make_map():
            routes = Mapper()
            routes.connect("page_home", "/pages/{page_name}", controller="pages", action="show")
            return routes
        """,
}


def test_a_routes_url_of_a_named_route_stays_on_the_site():
    flagged = markers_raised(APP, "open-redirect")
    assert "named route" not in flagged
    assert "helpers re-export" not in flagged
    assert "keywords only" not in flagged
    assert "a fixed path's query" not in flagged


def test_a_routes_url_given_a_value_or_another_host_can_leave():
    flagged = markers_raised(APP, "open-redirect")
    assert "a value as the URL" in flagged
    assert "another host" in flagged
    assert "a path built from the value" in flagged
