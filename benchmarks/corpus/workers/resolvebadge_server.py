"""Background badge jobs run by the worker."""
import ldap
import socketserver
from decimal import Decimal

BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class ResolveBadgeHandler(socketserver.BaseRequestHandler):
    def handle(self):
        mail = self.request.recv(4096).decode()
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=person)(mail={}))'.format(mail))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ResolveBadgeHandler) as server:
        server.serve_forever()
