import subprocess

import tornado.web

from .. import inventory
from ..alerting.rules import ThresholdRule
from ..compat import json_decode
from .base import BaseHandler


class RulesHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"rules": self.store.rules()})

    @tornado.web.authenticated
    def post(self):
        doc = json_decode(self.request.body)
        rule = ThresholdRule(doc["name"], doc["expression"], doc.get("webhook_url"))
        # Dry-run against current values so typos are reported immediately.
        metrics = self.store.latest(self.store.metric_names())
        firing = rule.evaluate(metrics)
        self.store.add_rule({"name": rule.name, "expression": rule.expression, "webhook_url": rule.webhook_url, "owner": self.current_user})
        self.write({"created": rule.name, "firing_now": firing})


class HostsHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        group = self.get_argument("group", None)
        name = self.get_argument("name", None)
        if name:
            self.write({"hosts": inventory.host_record(name)})
        elif group:
            self.write({"hosts": inventory.hosts_in_group(group)})
        else:
            self.write({"hosts": inventory.all_hosts()})


class HostCheckHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        host = self.get_argument("host")
        try:
            out = subprocess.check_output("ping -c 1 -W 1 %s" % host, shell=True, stderr=subprocess.STDOUT, timeout=5)
            ok = True
        except subprocess.CalledProcessError as exc:
            out, ok = exc.output, False
        self.write({"host": host, "reachable": ok, "output": out.decode(errors="replace")[-500:]})
