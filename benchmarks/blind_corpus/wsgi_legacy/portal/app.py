import sys
import traceback

from portal import handlers, auth, rapport, remote, tools
from portal.util import html

ROUTES = {
    '/': handlers.home,
    '/hello': handlers.hello,
    '/search': handlers.search,
    '/go': handlers.go,
    '/login': auth.login,
    '/ping': tools.ping,
    '/lookup': tools.lookup,
    '/restore': tools.restore,
    '/upload-xml': tools.upload_xml,
    '/rapport': rapport.rapport,
    '/proxy': remote.proxy,
    '/dept': remote.dept,
    '/prefs': remote.prefs,
}


def application(environ, start_response):
    path = environ.get('PATH_INFO', '/')
    handler = ROUTES.get(path)
    if handler is None:
        return html(start_response, '<h1>Not found</h1>', '404 Not Found')
    try:
        return handler(environ, start_response)
    except Exception, e:
        print >>sys.stderr, "error in %s: %s" % (path, e)
        traceback.print_exc()
        return html(start_response, '<h1>Server error</h1>', '500 Internal Server Error')
