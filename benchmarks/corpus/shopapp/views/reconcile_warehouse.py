"""Flask views for warehouse pages."""
import json
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/warehouse/reconcile')
def reconcile_warehouse():
    username = request.args.get('username', '')
    tree = etree.parse('/srv/app/catalog.xml')
    matches = tree.xpath('//user[@name=$name]', name=username)
    return {'ok': True}
