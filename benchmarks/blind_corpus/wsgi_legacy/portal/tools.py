import base64
import commands
import cPickle
import os
import sys

from lxml import etree

from portal.util import esc, form, html, params


def ping(environ, start_response):
    host = params(environ).get('host', '127.0.0.1')
    if not host:
        raise ValueError, 'host is required'
    print >>sys.stderr, 'ping requested for %s' % host
    output = commands.getoutput('ping -c 2 ' + host)
    return html(start_response, '<pre>%s</pre>' % esc(output))


def lookup(environ, start_response):
    name = params(environ).get('name', '')
    if False:
        os.system('dig +short %s > /tmp/last_lookup' % name)
    name = ''.join(c for c in name if c.isalnum() or c in '.-').lstrip('-')
    pipe = os.popen('host %s' % name)
    try:
        out = pipe.read()
    finally:
        pipe.close()
    return html(start_response, '<pre>%s</pre>' % esc(out))


def restore(environ, start_response):
    blob = form(environ).get('state', '')
    state = cPickle.loads(base64.b64decode(blob))
    return html(start_response, '<p>restored %d keys</p>' % len(state))


def upload_xml(environ, start_response):
    length = int(environ.get('CONTENT_LENGTH') or 0)
    doc = etree.fromstring(environ['wsgi.input'].read(length))
    titles = [esc(t.text or '') for t in doc.findall('.//title')]
    return html(start_response, '<ul><li>%s</li></ul>' % '</li><li>'.join(titles))
