"""Read-only bridge exposing order status to the old ERP over XML-RPC."""
from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

from . import db


class Handler(SimpleXMLRPCRequestHandler):
    rpc_paths = ("/RPC2",)


def order_status(order_id):
    conn = db.connect()
    row = conn.execute("SELECT status FROM orders WHERE id = ?", (int(order_id),)).fetchone()
    return row[0] if row else "unknown"


def serve():
    server = SimpleXMLRPCServer(("127.0.0.1", 8071), requestHandler=Handler, allow_none=True, logRequests=False)
    server.register_function(order_status)
    server.serve_forever()


if __name__ == "__main__":
    serve()
