# -*- coding: utf-8 -*-
"""Minimal HTTP status page on localhost:8025 showing recent messages."""
import BaseHTTPServer
import cgi
import urlparse

from mailproc import store

PAGE = '<html><head><title>mailproc</title></head><body>%s</body></html>'


class StatusHandler(BaseHTTPServer.BaseHTTPRequestHandler):

    def do_GET(self):
        url = urlparse.urlparse(self.path)
        if url.path == '/':
            self._index()
        elif url.path == '/find':
            self._find(urlparse.parse_qs(url.query).get('q', [''])[0])
        else:
            self.send_error(404)

    def _send(self, html):
        self.send_response(200)
        self.send_header('Content-Type', 'text/html; charset=utf-8')
        self.end_headers()
        self.wfile.write(html.encode('utf-8') if isinstance(html, unicode) else html)

    def _index(self):
        rows = []
        for received, sender, subject in store.recent():
            rows.append(u'<tr><td>%s</td><td>%s</td><td>%s</td></tr>' % (received, sender, subject))
        self._send(PAGE % (u'<table>%s</table>' % u''.join(rows)))

    def _find(self, q):
        rows = [r for r in store.recent(500) if q.lower() in (r[2] or u'').lower()]
        items = u''.join(u'<li>%s</li>' % cgi.escape(r[2] or u'', quote=True) for r in rows)
        self._send(PAGE % (u'<h2>Matches for %s</h2><ul>%s</ul>' % (cgi.escape(q, quote=True), items)))


def serve(port):
    httpd = BaseHTTPServer.HTTPServer(('0.0.0.0', port), StatusHandler)
    print 'status page on port', port
    httpd.serve_forever()
