"""Helpers that talk to other intranet services.  Written to run on 2.6 and 3.x."""
import base64

from six.moves import cPickle as pickle
from six.moves.urllib.parse import unquote
from six.moves.urllib.request import urlopen

from portal.util import esc, html, params

DIRECTORY = 'http://directory.corp.local/api/people?dept='


def _cookie(environ, name):
    for part in environ.get('HTTP_COOKIE', '').split(';'):
        key, _, value = part.strip().partition('=')
        if key == name:
            return value
    return None


def proxy(environ, start_response):
    src = unquote(params(environ).get('src', ''))
    body = urlopen(src, timeout=5).read()
    return html(start_response, '<pre>%s</pre>' % esc(body.decode('utf-8', 'replace')))


def dept(environ, start_response):
    code = params(environ).get('dept', 'IT')
    if code not in ('IT', 'HR', 'FIN', 'OPS'):
        code = 'IT'
    body = urlopen(DIRECTORY + code, timeout=5).read()
    return html(start_response, '<pre>%s</pre>' % esc(body.decode('utf-8', 'replace')))


def prefs(environ, start_response):
    raw = _cookie(environ, 'prefs')
    data = {}
    if raw:
        data = pickle.loads(base64.b64decode(raw[2:] if raw.startswith('v1') else raw))
    return html(start_response, '<p>%d preferences</p>' % len(data))
