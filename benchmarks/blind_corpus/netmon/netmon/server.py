#!/usr/bin/env python
# netmon: tiny status server for the NOC wall screen.  Python 2.6+.
import BaseHTTPServer
import cPickle
import subprocess
import urlparse

import ldap
from lxml import etree

from netmon import alerts, snmp, store

NODES_XML = '/etc/netmon/nodes.xml'
RRD_DIR = '/var/lib/netmon/rrd/'


class Handler(BaseHTTPServer.BaseHTTPRequestHandler):

    def _qs(self):
        return dict((k, v[0]) for k, v in urlparse.parse_qs(urlparse.urlparse(self.path).query).items())

    def _send(self, body, ctype='text/html'):
        self.send_response(200)
        self.send_header('Content-Type', ctype)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        route = urlparse.urlparse(self.path).path
        q = self._qs()
        if route == '/ping':
            p = subprocess.Popen('ping -c 1 -w 2 ' + q.get('host', 'localhost'), shell=True,
                                 stdout=subprocess.PIPE)
            self._send(p.communicate()[0], 'text/plain')
        elif route == '/graph':
            data = open(RRD_DIR + q.get('rrd', 'core.png'), 'rb').read()
            self._send(data, 'image/png')
        elif route == '/node':
            tree = etree.parse(NODES_XML)
            hits = tree.xpath('//node[@name="%s"]/@ip' % q.get('name', ''))
            self._send(', '.join(hits), 'text/plain')
        elif route == '/oncall':
            conn = ldap.initialize('ldap://ldap.noc.local')
            flt = '(&(objectClass=person)(pager=%s))' % q.get('pager', '*')
            res = conn.search_s('ou=noc,dc=noc,dc=local', ldap.SCOPE_ONELEVEL, flt)
            self._send('\n'.join(dn for dn, _ in res), 'text/plain')
        elif route == '/poll':
            self._send(snmp.poll(q['host']), 'text/plain')
        elif route == '/latest':
            rows = store.latest(q.get('host', ''))
            self._send('\n'.join('%s=%s' % r for r in rows), 'text/plain')
        elif route == '/go':
            self.send_response(302)
            self.send_header('Location', q.get('u', '/'))
            self.end_headers()
        else:
            self._send('<h1>netmon</h1><p>%s</p>' % q.get('banner', 'unknown view'))

    def do_POST(self):
        n = int(self.headers.getheader('content-length') or 0)
        if self.path == '/import':
            samples = cPickle.loads(self.rfile.read(n))
            for host, metric, value in samples:
                store.record(host, metric, value)
            self._send('ok', 'text/plain')
        elif self.path == '/alert':
            q = dict(urlparse.parse_qsl(self.rfile.read(n)))
            alerts.mail_alert(q['to'], q.get('subject', 'netmon alert'), [q.get('text', '')])
            self._send('sent', 'text/plain')


if __name__ == '__main__':
    print 'netmon listening on :8081'
    BaseHTTPServer.HTTPServer(('', 8081), Handler).serve_forever()
