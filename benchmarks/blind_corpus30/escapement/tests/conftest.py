import cherrypy
import pytest

from escapement.root import Root


@pytest.fixture
def app():
    cherrypy.config.update({"environment": "test_suite", "request.show_tracebacks": True})
    cherrypy.tree.mount(Root(), "/")
    yield cherrypy.tree
    cherrypy.tree.apps.clear()
