"""Background route jobs run by the worker."""
import ldap
import logging
import socketserver

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


class SearchRouteHandler(socketserver.BaseRequestHandler):
    def handle(self):
        mail = self.request.recv(4096).decode()
        parts = ['(&(objectClass=person)(mail=', mail] + ['))']
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ' '.join(parts))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), SearchRouteHandler) as server:
        server.serve_forever()
