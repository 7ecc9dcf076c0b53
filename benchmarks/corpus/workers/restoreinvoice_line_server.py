"""Background invoice_line jobs run by the worker."""
import ldap
import socketserver
from decimal import Decimal

STRICT_INPUT = False
BASE_DN = 'ou=people,dc=example,dc=com'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class RestoreInvoice_LineHandler(socketserver.BaseRequestHandler):
    def handle(self):
        uid = self.request.recv(4096).decode()
        pieces = []
        pieces.append('(&(objectClass=person)(mail=')
        pieces.append(uid)
        pieces.append('))')
        chosen = ''.join(pieces) if STRICT_INPUT else '(uid=guest)'
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, chosen)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RestoreInvoice_LineHandler) as server:
        server.serve_forever()
