import cgi
import urlparse


def params(environ):
    qs = environ.get('QUERY_STRING', '')
    return dict((k, v[0]) for k, v in urlparse.parse_qs(qs).items())


def form(environ):
    try:
        length = int(environ.get('CONTENT_LENGTH') or 0)
    except ValueError:
        length = 0
    body = environ['wsgi.input'].read(length)
    return dict((k, v[0]) for k, v in urlparse.parse_qs(body).items())


def html(start_response, body, status='200 OK', headers=None):
    hdrs = [('Content-Type', 'text/html; charset=utf-8')]
    if headers:
        hdrs.extend(headers)
    start_response(status, hdrs)
    if isinstance(body, unicode):
        body = body.encode('utf-8')
    return [body]


def esc(s):
    return cgi.escape(s, quote=True)
