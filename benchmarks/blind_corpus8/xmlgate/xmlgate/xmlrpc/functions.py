import importlib
import os

from ..plugins import REGISTERED


class GatewayFunctions:
    """Methods exposed over XML-RPC to the warehouse systems."""

    def evaluate_rule(self, rule, order):
        """Evaluate a discount rule such as ``order['net'] > 100``."""
        return bool(eval(rule, {"__builtins__": {}}, {"order": order}))

    def run_plugin(self, name, order):
        if name not in REGISTERED:
            raise ValueError(f"unknown plugin {name!r}")
        module = importlib.import_module(f"xmlgate.plugins.{name}")
        return module.apply(order)

    def archive_order(self, order_id):
        """Bundle an order's documents into /srv/archive/<order_id>.tgz."""
        rc = os.system("tar czf /srv/archive/%s.tgz -C /srv/orders %s" % (order_id, order_id))
        return rc == 0

    def ping(self):
        return "pong"
