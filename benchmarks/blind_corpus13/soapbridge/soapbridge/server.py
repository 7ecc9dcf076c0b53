"""WSGI entry point for the partner SOAP endpoint."""
import logging

from lxml import etree

from . import handlers  # noqa: F401  (registers handlers through the metaclass)
from .auth import AuthError, DirectoryAuthenticator
from .base import HANDLERS, SOAP_NS, SoapFault, envelope, fault
from .partners import parse_delivery_notice
from .store import OrderStore

log = logging.getLogger("soapbridge")
_auth = DirectoryAuthenticator()
_store = OrderStore()


def _respond(start_response, status, body):
    data = body.encode("utf-8")
    start_response(status, [("Content-Type", "text/xml; charset=utf-8"), ("Content-Length", str(len(data)))])
    return [data]


def _soap_header(raw):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(raw, parser)
    return root.find("{%s}Header" % SOAP_NS)


def delivery_notice(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    ref, status, signed_by = parse_delivery_notice(environ["wsgi.input"].read(length))
    if not ref:
        return _respond(start_response, "400 Bad Request", fault("Client", "missing OrderRef"))
    with _store.conn, _store.conn.cursor() as cur:
        cur.execute("UPDATE partner_order SET status = %s, signed_by = %s WHERE order_ref = %s",
                    (status or "delivered", signed_by, ref))
    return _respond(start_response, "200 OK", envelope("<Ack/>"))


def application(environ, start_response):
    if environ.get("PATH_INFO") == "/notify":
        return delivery_notice(environ, start_response)
    action = environ.get("HTTP_SOAPACTION", "").strip('"').rsplit("/", 1)[-1]
    handler_cls = HANDLERS.get(action)
    if handler_cls is None:
        return _respond(start_response, "500 Internal Server Error", fault("Client", "unknown action"))
    length = int(environ.get("CONTENT_LENGTH") or 0)
    raw = environ["wsgi.input"].read(length)
    try:
        header = _soap_header(raw)
        if header is None:
            raise AuthError("missing SOAP header")
        partner = _auth.authenticate(header)
        result = handler_cls(partner, _store)(raw)
        return _respond(start_response, "200 OK", envelope(result))
    except AuthError as exc:
        return _respond(start_response, "500 Internal Server Error", fault("Client", str(exc)))
    except SoapFault as exc:
        return _respond(start_response, "500 Internal Server Error", fault(exc.code, exc.message))
    except Exception:
        log.exception("unhandled error for action %s", action)
        return _respond(start_response, "500 Internal Server Error", fault("Server", "internal error"))
