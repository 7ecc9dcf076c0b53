"""Receiver for controller push notifications (runs on the fish-room Raspberry Pi)."""
import os
import random
import secrets

import click
from flask import Flask, jsonify, request

from ..controller.apex import ApexStatus
from ..controller.parsers import alarm_rule

web = Flask(__name__)


@web.post("/push")
def push():
    status = ApexStatus(request.get_data())
    return jsonify({"probes": status.probe_names()})


@web.post("/alarm")
def alarm():
    body = request.get_json(force=True)
    return jsonify({"triggered": alarm_rule(body.get("rule", "False"), body.get("values", {}))})


@web.post("/pair")
def pair():
    return jsonify({"pairing_code": "%06d" % random.randrange(1000000)})


@web.post("/pair/v2")
def pair_v2():
    return jsonify({"pairing_code": "%06d" % secrets.randbelow(1000000)})


@click.command()
@click.option("--port", default=8765)
@click.option("--dev", is_flag=True, help="Flask debugger, local only")
def serve(port, dev):
    """Listen for controller pushes."""
    if dev:
        web.run(host="127.0.0.1", port=port, debug=True)
    else:
        web.run(host="0.0.0.0", port=port, debug=os.environ.get("REEF_DEBUG", "0") == "1")


def legacy_serve():
    web.config["DEBUG"] = True
    web.run(host="0.0.0.0", port=8765)
