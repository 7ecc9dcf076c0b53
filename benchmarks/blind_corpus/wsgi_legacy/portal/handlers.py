import sys

from portal import db
from portal.util import esc, html, params


def home(environ, start_response):
    return html(start_response, '<h1>Portal</h1><a href="/search">search</a>')


def hello(environ, start_response):
    p = params(environ)
    who = p.get('name', 'stranger')
    return html(start_response, '<p>Hello, %s</p>' % who)


def search(environ, start_response):
    p = params(environ)
    term = p.get('q', '')
    rows = db.find_people(term)
    out = ['<h2>Results for %s</h2><ul>' % esc(term)]
    for name, email in rows:
        out.append('<li>%s &lt;%s&gt;</li>' % (esc(name), esc(email)))
    out.append('</ul>')
    return html(start_response, ''.join(out))


def go(environ, start_response):
    target = params(environ).get('url', '/')
    if '\n' in target or '\r' in target:
        raise ValueError, 'bad redirect target'
    print >>sys.stderr, 'redirect ->', target
    start_response('302 Found', [('Location', target)])
    return ['']
