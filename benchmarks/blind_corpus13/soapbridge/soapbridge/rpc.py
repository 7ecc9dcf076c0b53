"""XML-RPC service used by the warehouse handheld clients."""
import pickle
from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

import yaml

from .store import OrderStore


class WarehouseService(object):
    def __init__(self, store):
        self.store = store
        self.mappings = {}

    def pending_orders(self, partner):
        return [dict(r) for r in self.store.recent(partner=partner, sort="created", limit=100)]

    def restore_session(self, blob):
        """Handhelds resume a picking session from the blob returned by save_session."""
        session = pickle.loads(blob.data)
        return {"order": session.get("order"), "picked": len(session.get("picked", []))}

    def save_session(self, order, picked):
        from xmlrpc.client import Binary
        return Binary(pickle.dumps({"order": order, "picked": list(picked)}))

    def load_mapping(self, name, text):
        self.mappings[name] = yaml.safe_load(text)
        return sorted(self.mappings[name])


class RequestHandler(SimpleXMLRPCRequestHandler):
    rpc_paths = ("/RPC2",)


def serve(host="0.0.0.0", port=8070):
    server = SimpleXMLRPCServer((host, port), requestHandler=RequestHandler, allow_none=True, logRequests=False)
    server.register_instance(WarehouseService(OrderStore()))
    server.serve_forever()


if __name__ == "__main__":
    serve()
