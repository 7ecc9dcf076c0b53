import functools

import cherrypy


def json_out(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        cherrypy.response.headers["Content-Type"] = "application/json"
        return fn(*a, **kw)
    return wrapper


def with_params(fn):
    """Pass a copy of the request params as the first argument."""
    @functools.wraps(fn)
    def wrapper(self, *a, **kw):
        return fn(self, dict(cherrypy.request.params), *a)
    return wrapper
